#if canImport(WebKit)
    import Foundation
    import WebKit

    // WebKit's classes already have every member the mapping reads; these conformances add nothing but the
    // navigation type's raw value.
    extension WKSecurityOrigin: WebKitSecurityOriginFacts {}
    extension WKFrameInfo: WebKitFrameFacts {}
    extension WKNavigationResponse: WebKitNavigationResponseFacts {}
    extension WKScriptMessage: WebKitScriptMessageFacts {}

    extension WKNavigationAction: WebKitNavigationActionFacts {
        /// `navigationType.rawValue`.
        package var navigationTypeRawValue: Int { navigationType.rawValue }
    }
#endif

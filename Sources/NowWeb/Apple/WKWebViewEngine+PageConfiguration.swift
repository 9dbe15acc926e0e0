#if canImport(WebKit)
    import Foundation
    import WebKit

    // The settings an app chooses through `NowWebPage.configure(_:)`.
    extension WKWebViewEngine: PageConfigurableEngine {
        /// The Web Inspector setting in force.
        public var pageConfiguration: NowWebPage.Configuration {
            NowWebPage.Configuration(isInspectable: configuration.isInspectable)
        }

        /// Sets `WKWebView.isInspectable` (iOS 16.4 and later; earlier systems decide by themselves).
        public func applyPageConfiguration(_ pageConfiguration: NowWebPage.Configuration) {
            configuration.isInspectable = pageConfiguration.isInspectable
            if #available(iOS 16.4, macOS 13.3, *) { webView.isInspectable = pageConfiguration.isInspectable }
        }
    }
#endif

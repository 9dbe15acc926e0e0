#if canImport(WebKit)
    import Foundation
    import NowSDK

    extension WKWebViewEngine: TrustEvaluatingEngine {
        /// The trust hook of the engine's configuration.
        package var trustHook: any NowTrustEvaluating { configuration.trust }
    }
#endif

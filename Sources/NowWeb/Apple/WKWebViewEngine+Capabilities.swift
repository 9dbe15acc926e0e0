#if canImport(WebKit)
    import Foundation
    import NowSDK
    import WebKit

    // What the WKWebView engine can do beyond loading pages. Its cookies are read through its data store
    // (WKWebView's cookie store), so it states no cookie reader of its own.
    extension WKWebViewEngine {
        /// The trust hook of the engine's configuration, the page styling and settings of the engine itself,
        /// ImageIO's scaler; on UIKit also the web view, its back swipe and the pop-up sheet's colours.
        public var capabilities: WebEngineCapabilities {
            var capabilities = WebEngineCapabilities(
                trustHook: configuration.trust, pageStyling: self, pageConfiguration: self)
            capabilities.imageScaler = ImageIOScaler()
            capabilities.isolatedWorldScript = { [weak self] script in
                guard let self else { throw CancellationError() }
                return try await evaluateInSessionWatchWorld(script)
            }
            #if canImport(UIKit)
                capabilities.view = webView
                capabilities.backSwipe = { [weak self] isOn in
                    self?.webView.allowsBackForwardNavigationGestures = isOn
                }
                capabilities.chromeColors = { [weak self] colors in self?.popUpColors = colors }
                capabilities.scrollView = webView.scrollView
            #endif
            return capabilities
        }
    }

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

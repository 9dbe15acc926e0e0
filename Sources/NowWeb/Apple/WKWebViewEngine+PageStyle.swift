#if canImport(WebKit)
    import Foundation
    import WebKit

    #if canImport(UIKit)
        import UIKit
    #endif

    // Themes on WKWebView pages. WebKit's user style sheets are not public API on Apple platforms, so the style
    // sheet goes in through a user script in an isolated content world (`PageStyleScript`); the same scripts run
    // in a real WebKit in the WebKitGTK tests (`PageStyleScriptTests`).
    extension WKWebViewEngine: PageStylingWebEngine {
        /// Sets (replacing any previous one) the style sheet added to every document of `origin`, in every frame,
        /// from the start of each document, and to the documents shown, without reloading them. The web view
        /// behind the page gets `background`, so nothing flashes white before a dark page paints.
        ///
        /// - Parameters:
        ///   - css: The style sheet.
        ///   - origin: The origin (scheme, host and port) whose documents get it; frames of other origins never do.
        ///   - background: The colour of the view behind the page.
        public func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components) {
            let content = webView.configuration.userContentController
            // The user scripts are the page style's and the session watch's: both are added again.
            content.removeAllUserScripts()
            addSessionWatchScripts()
            if let script = PageStyleScript(css: css, origin: origin) {
                let world = WKContentWorld.world(name: PageStyleScript.worldName)
                content.addUserScript(
                    WKUserScript(
                        source: script.documentStart, injectionTime: .atDocumentStart, forMainFrameOnly: false,
                        in: world))
                webView.evaluateJavaScript(script.update, in: nil, in: world)
            }
            #if canImport(UIKit)
                let color = UIColor(
                    red: CGFloat(background.red), green: CGFloat(background.green), blue: CGFloat(background.blue),
                    alpha: 1)
                webView.isOpaque = false
                webView.backgroundColor = color
                webView.underPageBackgroundColor = color
            #endif
        }
    }
#endif

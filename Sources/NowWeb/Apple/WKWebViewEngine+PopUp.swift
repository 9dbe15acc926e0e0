#if canImport(WebKit)
    import Foundation
    import NowInternal
    import WebKit

    #if canImport(UIKit)
        import UIKit
    #endif

    // A page's new windows on WKWebView: the rule (NewWindowRule) and the way a sign-in pop-up goes (PopUpRoute)
    // decide, and this glue shows the pop-up in a sheet or hands it to the system browser.
    extension WKWebViewEngine {
        /// A page asked for a new window (a `target="_blank"` link, `window.open`), decided by ``NewWindowRule``:
        /// a subframe's window (a frame of another site, even a sandboxed one allowed popups but not top
        /// navigation) is dropped, and so is a blank window, a form posted to a new window or anything but an
        /// http(s) page; an instance page and another site's window that keeps no opener load in this view, as a
        /// navigation of the page's, so the delegate decides it like any link. Another site's window that keeps
        /// its opener (an identity provider's sign-in) is a pop-up: on iOS a sheet with a web view made from
        /// WebKit's `configuration` (returned to WebKit, which loads the request into it), or the system browser
        /// (``PopUpRoute/path(for:)``); elsewhere it loads in place too, where another site goes to the app.
        /// WebKit asks only after a user's gesture: its `javaScriptCanOpenWindowsAutomatically` preference, which
        /// the engine leaves off, blocks the others before they get here.
        func openWindow(for action: WKNavigationAction, configuration: WKWebViewConfiguration) -> WKWebView? {
            let request = action.request
            let scope = instanceScope ?? .opaque
            #if canImport(UIKit)
                let (showsSheets, hasPresenter) = (true, Self.presenter(for: webView) != nil)
            #else
                let (showsSheets, hasPresenter) = (false, false)
            #endif
            let route = WebKitDecisions.newWindow(
                WebKitDecisions.newWindowRequest(action), in: scope, route: popUpRoute, showsSheets: showsSheets,
                isPopUpOpen: popUp != nil, hasPresenter: hasPresenter)
            switch route {
            case .refuse:
                return nil
            case .loadInPlace:
                webView.load(request)
                return nil
            case .systemBrowser:
                if let url = request.url { handToSystemBrowser(url) }
                return nil
            case .sheet:
                #if canImport(UIKit)
                    return openPopUp(request, configuration: configuration, scope: scope)
                #else
                    return nil
                #endif
            }
        }

        /// The route the app's options make: the sheet only, unless it named the system browser.
        private var popUpRoute: PopUpRoute { configuration.authenticationSession?.route ?? .sheetOnly }

        #if canImport(UIKit)
            /// Opens the pop-up in a sheet (``WebKitDecisions/NewWindowRoute/sheet``) presented over the view.
            private func openPopUp(_ request: URLRequest, configuration: WKWebViewConfiguration, scope: InstanceScope)
                -> WKWebView?
            {
                guard let url = request.url, let presenter = Self.presenter(for: webView) else { return nil }
                let popUp = WKWebViewPopUp(
                    configuration: configuration, firstURL: url, scope: scope, route: popUpRoute
                ) { [weak self] popUp, end in
                    self?.popUpEnded(popUp, end)
                }
                self.popUp = popUp
                let colors = popUpColors ?? NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()).color
                popUp.present(from: presenter, colors: colors)
                return popUp.webView
            }

            /// The pop-up ended: it closes, and what it ended with follows in this view, or in the system browser once
            /// the sheet has gone (a session does not start over a sheet being dismissed).
            private func popUpEnded(_ ended: WKWebViewPopUp, _ end: WKWebViewPopUp.End) {
                guard ended === popUp else { return }
                popUp = nil
                switch end {
                case .closed:
                    ended.close()
                case .handOver(let url):
                    ended.close()
                    webView.load(URLRequest(url: url))
                case .moveToSystemBrowser(let url):
                    ended.close { [weak self] in self?.handToSystemBrowser(url) }
                }
            }

            /// The view controller whose view holds `view` (the controller's), or `nil`.
            static func owner(of view: UIView) -> UIViewController? {
                var responder: UIResponder? = view.next
                while let next = responder {
                    if let controller = next as? UIViewController { return controller }
                    responder = next.next
                }
                return nil
            }

            /// The view controller to present a sheet from: the owner of `view`, or what it presents on top, while
            /// `view` is in a window.
            static func presenter(for view: UIView) -> UIViewController? {
                guard view.window != nil, var presenter = owner(of: view) else { return nil }
                while let presented = presenter.presentedViewController { presenter = presented }
                return presenter
            }
        #endif

        /// Hands `url` to the system browser (``PopUpPath/systemBrowser``); its completion loads in this view when
        /// ``PopUpRoute/completion(_:in:)`` puts it on the instance. Nothing happens without options, a window to
        /// present over, or while another hand-off is shown.
        func handToSystemBrowser(_ url: URL) {
            #if canImport(AuthenticationServices) && canImport(UIKit)
                guard handOff == nil, let options = configuration.authenticationSession,
                    let scheme = options.route.callbackScheme, let window = webView.window
                else { return }
                let handOff = WebAuthenticationHandOff(anchor: window)
                let started = handOff.start(
                    url, callbackScheme: scheme, ephemeral: options.prefersEphemeralWebBrowserSession
                ) { [weak self] callbackURL in
                    self?.systemBrowserCompleted(callbackURL)
                }
                if started { self.handOff = handOff }
            #endif
        }

        #if canImport(AuthenticationServices) && canImport(UIKit)
            private func systemBrowserCompleted(_ callbackURL: URL?) {
                handOff = nil
                let route = configuration.authenticationSession?.route ?? .sheetOnly
                guard let url = route.completion(callbackURL, in: instanceScope ?? .opaque) else { return }
                webView.load(URLRequest(url: url))
            }
        #endif
    }
#endif

#if canImport(WebKit)
    import Foundation

    extension WKWebViewEngine {
        /// When sign-in pop-ups go to the system's authentication browser (`ASWebAuthenticationSession`) instead of
        /// the engine's sheet, and how they come back.
        ///
        /// A page's pop-up that keeps `window.opener` (an identity provider's sign-in) shows in a sheet over the
        /// controller, a second web view of the page's data store. Some providers refuse to sign in inside an
        /// embedded view (Google answers `disallowed_useragent`); with these options, a pop-up to one of
        /// `providerHosts`, or one whose provider answers that refusal in the sheet, goes to the system browser
        /// on iOS. The provider must end its flow with a redirect to `callbackURLScheme`: the callback
        /// `<scheme>://<instance host>/<path>?<query>` loads `https://<instance host>/<path>?<query>` in the page's
        /// view when that is on the instance, and is refused otherwise. A provider that answers its opener by
        /// `postMessage` cannot finish in the system browser (it has no opener); leave its host out.
        ///
        /// ```swift
        /// let signIn = try WKWebViewEngine.AuthenticationSessionOptions(
        ///     callbackURLScheme: "com.example.now", providerHosts: ["accounts.google.com"])
        /// NowWebService.Options.defaultEngineFactory = { dataStore in   // before the app makes its services
        ///     WKWebViewEngine(
        ///         websiteDataStore: WKWebViewEngine.websiteDataStore(for: dataStore),
        ///         configuration: .init(authenticationSession: signIn))
        /// }
        /// ```
        public struct AuthenticationSessionOptions: Sendable {
            /// The URL scheme the provider's completion redirect uses (the app's own, such as `com.example.now`).
            public let callbackURLScheme: String
            /// The providers' hosts whose pop-ups always go to the system browser; each covers its subdomains.
            public let providerHosts: [String]
            /// Whether the system browser keeps no cookies of Safari's (no prompt to share them; the user signs
            /// in every time). Default: `false`, the platform's default.
            public var prefersEphemeralWebBrowserSession: Bool
            /// The engine-neutral rule these options make.
            let route: PopUpRoute

            /// Makes options for `callbackURLScheme` and `providerHosts`.
            ///
            /// - Parameters:
            ///   - callbackURLScheme: The app's URL scheme for the provider's completion redirect.
            ///   - providerHosts: Bare host names (`accounts.google.com`); each covers its subdomains. Default:
            ///     none, so that only a provider's refusal of embedded views moves a pop-up.
            ///   - prefersEphemeralWebBrowserSession: Whether the system browser keeps no cookies of Safari's.
            /// - Throws: An error that says what is wrong when the scheme is not an app scheme (such as `https`) or
            ///   a host is not a bare host name.
            public init(
                callbackURLScheme: String, providerHosts: [String] = [], prefersEphemeralWebBrowserSession: Bool = false
            ) throws {
                route = try PopUpRoute(systemBrowserHosts: providerHosts, callbackScheme: callbackURLScheme)
                self.callbackURLScheme = callbackURLScheme
                self.providerHosts = providerHosts
                self.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
            }
        }
    }
#endif

import Foundation

extension WebSessionMachine {
    /// Where a main-frame hop leads, as far as the session is concerned.
    enum Destination: Equatable {
        /// An ordinary page on the instance (or `about:blank`).
        case page
        /// A login page: the session is gone.
        case login(LoginPageDetector.Reason)
        /// Off the instance or not http(s): for the app to handle.
        case unsupported
        /// A scheme that is dropped without telling the app (``InstanceScope/refusedSchemes``).
        case refused
    }

    /// Classifies a main-frame hop. An off-instance sign-on hop counts as login only when the server or a
    /// script led there (a redirect during a bridge or after expiry, or the self-submitting form of SAML's
    /// POST binding), never when the user followed a link.
    func destination(of url: URL, kind: NavigationKind) -> Destination {
        if InstanceScope.refuses(url) { return .refused }
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            return url.absoluteString.lowercased() == "about:blank" ? .page : .unsupported
        }
        let onInstance = detector.scope.contains(url)
        switch detector.verdict(for: url) {
        case .login(let reason) where onInstance || kind != .linkActivated:
            return .login(reason)
        case .login, .notLogin:
            return onInstance ? .page : .unsupported
        }
    }
}

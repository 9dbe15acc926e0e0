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
    }

    /// Schemes that only exist inside the engine; frames use them for blank and generated documents.
    private static let engineSchemes: Set<String> = ["about", "data", "blob", "javascript"]

    mutating func decide(_ action: NavigationAction, at now: Date) -> [Action] {
        switch action.isMainFrame {
        case false:
            return [.decide(.allow)]
        case nil:
            return decideInUnknownFrame(action)
        case true:
            if action.kind != .redirect && action.kind != .issued {
                // A navigation of the user's or the page's own supersedes a recovery still waiting for its
                // token, and gets a recovery of its own.
                pendingBridge = nil
                navigation = Navigation()
            }
            switch destination(of: action.url, kind: action.kind) {
            case .page:
                return [.decide(.allow)]
            case .login(let reason):
                return [.decide(.cancel)] + recover(from: reason, at: now)
            case .unsupported:
                navigation.isAbandoned = true
                return [.decide(.cancel), .reportUnsupportedURL(action.url)]
            }
        }
    }

    /// WebKitGTK cannot tell frames apart at decision time, and cancelling an iframe's login redirect would
    /// break the page, so http(s) hops go ahead and the main-frame events that follow are the backstop.
    /// Links to other apps (`mailto:`, `tel:`) cannot load in any frame and go to the app.
    private mutating func decideInUnknownFrame(_ action: NavigationAction) -> [Action] {
        let scheme = action.url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" || Self.engineSchemes.contains(scheme) {
            if action.kind != .redirect { navigation.isAbandoned = false }
            return [.decide(.allow)]
        }
        return [.decide(.cancel), .reportUnsupportedURL(action.url)]
    }

    /// Classifies a main-frame hop. An off-instance sign-on hop counts as login only when the server or a
    /// script led there (a redirect during a bridge or after expiry, or the self-submitting form of SAML's
    /// POST binding), never when the user followed a link.
    func destination(of url: URL, kind: NavigationKind) -> Destination {
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

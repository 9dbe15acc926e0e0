#if canImport(AuthenticationServices) && canImport(UIKit)
    import AuthenticationServices
    import Foundation
    import UIKit

    /// A sign-in pop-up handed to the system's authentication browser (``PopUpPath/systemBrowser``): an
    /// `ASWebAuthenticationSession` on the pop-up's URL, completing on the app's callback scheme, presented over
    /// `anchor` (the page's window). It reports the callback URL (`nil` when the user cancelled or the session
    /// failed); what loads is ``PopUpRoute/completion(_:in:)``'s decision.
    ///
    /// The callback is an app scheme because that is what iOS 16 offers (`init(url:callbackURLScheme:
    /// completionHandler:)`); an https callback (`ASWebAuthenticationSession.Callback`) needs iOS 17.4.
    // The presentation protocol is declared in the class itself, so that the class takes the protocol's main-actor
    // isolation where the SDK declares one; where it does not (the iOS 16 SDK), the requirement is met by reading a
    // constant of a main-actor (so Sendable) type, which is safe from any isolation.
    final class WebAuthenticationHandOff: NSObject, ASWebAuthenticationPresentationContextProviding {
        private let anchor: UIWindow
        private var session: ASWebAuthenticationSession?

        /// Makes a hand-off presented over `anchor`.
        init(anchor: UIWindow) {
            self.anchor = anchor
        }

        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
            anchor
        }

        /// Starts the session on `url`; `completed` runs once on the main actor with the callback URL, or `nil`.
        ///
        /// - Returns: Whether the session started (it does not when another one is shown, for instance).
        @MainActor
        func start(
            _ url: URL, callbackScheme: String, ephemeral: Bool,
            completed: @escaping @MainActor @Sendable (URL?) -> Void
        ) -> Bool {
            // The handler is Sendable and hops to the main actor itself: the SDK does not promise the thread.
            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) {
                @Sendable callbackURL, _ in
                Task { @MainActor in completed(callbackURL) }
            }
            session.presentationContextProvider = self
            session.prefersEphemeralWebBrowserSession = ephemeral
            self.session = session
            return session.start()
        }

        /// Dismisses the system browser, if it is shown; its completion then reports `nil`.
        @MainActor
        func cancel() {
            session?.cancel()
        }
    }
#endif

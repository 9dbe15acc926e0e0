#if canImport(AuthenticationServices) && canImport(UIKit)
    import AuthenticationServices
    import Foundation
    import NowInternal
    import UIKit

    extension NowPKCEAuthorizationProvider {
        /// A provider that signs the user in with the system's authentication browser
        /// (`ASWebAuthenticationSession`), the user agent RFC 8252 recommends for native apps on iOS.
        ///
        /// The browser opens the instance's authorization page over the window `presentationAnchor` returns, and
        /// completes when the instance redirects to `redirectUri`, whose scheme is the app's own (register it with
        /// the instance's OAuth application; an app scheme needs no Info.plist entry for this). A user who closes
        /// the browser gets ``NowAuthorizationError/signInRequired(_:)`` with
        /// ``NowAuthorizationError/SignInReason/authorizationNotCompleted``.
        ///
        /// ```swift
        /// let provider = NowPKCEAuthorizationProvider.authenticationSession(
        ///     redirectUri: URL(string: "com.example.portal://oauth")!,
        ///     presentationAnchor: { UIApplication.shared.connectedScenes
        ///         .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first ?? UIWindow() })
        /// ```
        ///
        /// - Parameters:
        ///   - account: The account the tokens are stored under; `"default"` by default.
        ///   - scope: The scope to request; `useraccount` by default.
        ///   - redirectUri: The redirect URI registered with the OAuth application, on the app's own scheme.
        ///   - prefersEphemeralWebBrowserSession: Whether the browser keeps no cookies of its own (the user signs in
        ///     every time, and iOS asks no "wants to use … to sign in" question); `false` by default.
        ///   - presentationAnchor: The window to show the browser over, asked on the main actor at each sign-in.
        /// - Returns: The provider.
        public static func authenticationSession(
            account: String = "default", scope: String = "useraccount", redirectUri: URL,
            prefersEphemeralWebBrowserSession: Bool = false,
            presentationAnchor: @escaping @MainActor @Sendable () -> ASPresentationAnchor
        ) -> NowPKCEAuthorizationProvider {
            NowPKCEAuthorizationProvider(account: account, scope: scope, redirectUri: redirectUri) {
                authorizationUrl, redirectUri in
                try await AuthenticationSessionUserAgent.signIn(
                    at: authorizationUrl, callbackScheme: redirectUri.scheme ?? "",
                    ephemeral: prefersEphemeralWebBrowserSession, anchor: presentationAnchor)
            }
        }
    }

    /// The presentation anchor of one sign-in.
    // The presentation protocol is declared on the class itself, so that the class takes the protocol's main-actor
    // isolation where the SDK declares one; where it does not (the iOS 16 SDK), the requirement is met by reading a
    // constant of a main-actor (so Sendable) type, which is safe from any isolation.
    private final class AuthenticationSessionUserAgent: NSObject, ASWebAuthenticationPresentationContextProviding {
        private let anchor: ASPresentationAnchor

        init(anchor: ASPresentationAnchor) {
            self.anchor = anchor
        }

        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
            anchor
        }

        /// The outcome of one sign-in, handed to its awaiting task whichever comes first: the browser's callback or
        /// the task's wait (the continuation's body is not main-actor isolated on every SDK, so it only hands over).
        private final class Outcome: Sendable {
            private struct State {
                var waiting: CheckedContinuation<URL, any Error>?
                var result: Result<URL, any Error>?
            }
            private let state = Locked(State())

            /// Records the callback URL, or `nil`: closed by the user, cancelled or failed, so no sign-in happened.
            func finish(_ callbackURL: URL?) {
                let result: Result<URL, any Error> =
                    callbackURL.map { .success($0) }
                    ?? .failure(NowAuthorizationError.signInRequired(.authorizationNotCompleted))
                let waiting = state.withLock { state -> CheckedContinuation<URL, any Error>? in
                    guard state.result == nil else { return nil }
                    state.result = result
                    defer { state.waiting = nil }
                    return state.waiting
                }
                waiting?.resume(with: result)
            }

            /// Waits for ``finish(_:)``.
            func wait() async throws -> URL {
                try await withCheckedThrowingContinuation { continuation in
                    let result = state.withLock { state -> Result<URL, any Error>? in
                        if state.result == nil { state.waiting = continuation }
                        return state.result
                    }
                    if let result { continuation.resume(with: result) }
                }
            }
        }

        /// Runs one sign-in and returns the URL the browser was redirected to: started on the main actor, ended by
        /// the browser's callback, the user closing it, or the awaiting task's cancellation.
        @MainActor
        static func signIn(
            at url: URL, callbackScheme: String, ephemeral: Bool,
            anchor: @MainActor @Sendable () -> ASPresentationAnchor
        ) async throws -> URL {
            let outcome = Outcome()
            let presenter = AuthenticationSessionUserAgent(anchor: anchor())
            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) {
                @Sendable callbackURL, _ in outcome.finish(callbackURL)
            }
            session.presentationContextProvider = presenter
            session.prefersEphemeralWebBrowserSession = ephemeral
            if Task.isCancelled || !session.start() { outcome.finish(nil) }
            let running = RunningSession(session, presenter: presenter)
            defer { running.end() }
            return try await withTaskCancellationHandler {
                try await outcome.wait()
            } onCancel: {
                Task { @MainActor in running.cancel() }
            }
        }
    }

    /// A session that runs: cancelled from a task's cancellation handler, on the main actor; it keeps the session's
    /// presentation provider, which the session holds weakly, until the sign-in ends.
    @MainActor
    private final class RunningSession {
        private let session: ASWebAuthenticationSession
        private var presenter: (any ASWebAuthenticationPresentationContextProviding)?

        init(_ session: ASWebAuthenticationSession, presenter: any ASWebAuthenticationPresentationContextProviding) {
            self.session = session
            self.presenter = presenter
        }

        func cancel() {
            session.cancel()
        }

        /// Lets the provider go once the sign-in has ended.
        func end() {
            presenter = nil
        }
    }
#endif

import Foundation
import NowInternal

/// Why the SDK could not hand out an access token, classified the way AppAuth does.
///
/// ``signInRequired(_:)`` is terminal: the stored tokens are gone and only a new sign-in helps.
/// ``temporarilyUnavailable(_:)`` is transient: the SDK already retried with backoff, the tokens are kept,
/// and trying again later may work. Every description says what to do and never contains a credential.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowAuthorizationError: Error, Sendable, Equatable, LocalizedError {
    /// The user must sign in again.
    case signInRequired(SignInReason)
    /// The instance could not be reached or answered with a temporary failure; tokens are kept.
    case temporarilyUnavailable(TransientReason)
    /// Too many token exchanges in a short time: the instance keeps rejecting fresh tokens.
    case refreshBudgetExhausted(exchanges: Int, window: TimeInterval)
    /// The token endpoint answered 2xx with something that is not a valid token response.
    case invalidTokenResponse(String)
    /// The user is a guest: there is no access token, only public pages are available.
    case guestUser
    /// Stored tokens could not be read or written.
    case tokenStore(TokenStoreFailure)
    /// The loopback redirect listener for a browser sign-in could not be started (`errno`).
    case redirectListenerFailed(code: Int32)
    /// The instance URL is cleartext `http:` to a host that is not loopback, so no credential was sent.
    case insecureInstanceUrl

    /// Why a sign-in is required.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum SignInReason: Sendable, Equatable {
        /// The instance rejected the grant (`invalid_grant`): expired JWT, wrong password, used code.
        case invalidGrant
        /// The instance does not know the OAuth client or its secret is wrong (`invalid_client`).
        case invalidClient
        /// The OAuth client may not use this grant type (`unauthorized_client`).
        case unauthorizedClient
        /// The refresh token expired or was revoked.
        case refreshTokenRevoked
        /// The app's authorization provider handed back no credentials.
        case providerReturnedNothing
        /// The token endpoint refused the request with another status or OAuth error code.
        case requestRejected(status: Int, code: String?)
        /// The user declined on the authorization page.
        case authorizationDenied
        /// The authorization redirect was malformed or its `state` did not match.
        case authorizationResponseInvalid
        /// The browser sign-in did not finish in time or was cancelled.
        case authorizationNotCompleted
        /// The user logged out while the token was being obtained.
        case loggedOut
        /// A new token needs the user (an interactive sign-in), which the SDK does not ask for in the background.
        case interactionNeeded
    }

    /// Why the instance is temporarily unavailable.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum TransientReason: Sendable, Equatable {
        /// No connection could be made or it broke.
        case network
        /// The request timed out.
        case timeout
        /// The instance answered with a 5xx status.
        case serverError(status: Int)
        /// The instance asked to slow down (429 or 503), possibly saying when to retry.
        case rateLimited(status: Int, retryAfter: TimeInterval?)
        /// The token endpoint answered with something that is not an OAuth error: a redirect from a
        /// hibernating instance, a proxy's HTML page, an unknown body. The grant may still be good.
        case unexpectedResponse(status: Int)
    }

    /// Why the token store failed.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum TokenStoreFailure: Sendable, Equatable {
        /// The stored file was not a token set; it was moved aside to the given path.
        case corrupt(keptAsideAt: String)
        /// The stored file could not be read; it was moved aside to the given path when possible.
        case unreadable(keptAsideAt: String?)
        /// Writing the tokens failed with the given `errno` or platform status.
        case writeFailed(code: Int32)
    }

    /// Whether only a new sign-in helps (the stored tokens have been forgotten).
    public var requiresSignIn: Bool {
        if case .signInRequired = self { return true }
        return false
    }

    /// Whether trying again later may work without user action.
    public var isTransient: Bool {
        switch self {
        case .temporarilyUnavailable, .refreshBudgetExhausted: true
        default: false
        }
    }

    /// What an app does about it: sign the user in, try again later, or have the instance set up.
    ///
    /// A refused OAuth client (`invalid_client`, `unauthorized_client`), an answer that is no token response and
    /// a cleartext instance URL are ``NowFailureClass/instanceNotSetUp``; every other sign-in case, a guest and
    /// unreadable stored tokens are ``NowFailureClass/signInNeeded``; the rest is
    /// ``NowFailureClass/transient(retryAfter:)``, with the instance's `Retry-After` when it said one.
    public var failureClass: NowFailureClass {
        switch self {
        case .signInRequired(.invalidClient), .signInRequired(.unauthorizedClient), .invalidTokenResponse,
            .insecureInstanceUrl:
            .instanceNotSetUp
        case .signInRequired, .guestUser, .tokenStore(.corrupt), .tokenStore(.unreadable): .signInNeeded
        case .temporarilyUnavailable(.rateLimited(_, let retryAfter)): .transient(retryAfter: retryAfter)
        case .temporarilyUnavailable, .refreshBudgetExhausted, .tokenStore(.writeFailed), .redirectListenerFailed:
            .transient(retryAfter: nil)
        }
    }

    /// What happened and what to do.
    public var errorDescription: String? {
        switch self {
        case .signInRequired(let reason): "\(reason.explanation) Ask the user to sign in again."
        case .temporarilyUnavailable(let reason):
            "\(reason.explanation) The SDK retried with backoff and kept the tokens; try again later."
        case .refreshBudgetExhausted(let exchanges, let window):
            "The SDK obtained \(exchanges) tokens within \(Int(window)) seconds and the instance kept rejecting "
                + "them, so it stopped instead of looping. Check the instance's session settings, then try again."
        case .invalidTokenResponse(let problem):
            "The instance's token endpoint answered with an invalid token response (\(problem)). Check that the "
                + "instance URL points at a ServiceNow instance, then try again."
        case .guestUser: "The user is a guest and has no access token. Show public pages or ask the user to sign in."
        case .tokenStore(let failure): failure.explanation
        case .redirectListenerFailed(let code):
            "The sign-in could not listen for the browser's redirect on 127.0.0.1 (error \(code)). Check that the "
                + "loopback interface is up and sockets are allowed, then try again."
        case .insecureInstanceUrl:
            "The instance URL uses cleartext http, so the SDK sent no credential. Use the instance's https URL "
                + "(plain http is allowed only to 127.0.0.1, ::1 or localhost)."
        }
    }
}

extension NowAuthorizationError.SignInReason {
    fileprivate var explanation: String {
        switch self {
        case .invalidGrant: "The instance rejected the credentials (invalid_grant)."
        case .invalidClient:
            "The instance rejected the OAuth client (invalid_client); check the client id and secret."
        case .unauthorizedClient:
            "The OAuth client may not use this grant type (unauthorized_client); check the OAuth application."
        case .refreshTokenRevoked: "The refresh token expired or was revoked."
        case .interactionNeeded: "A new token needs the user to sign in, which is never asked for in the background."
        case .providerReturnedNothing: "The app's authorization provider returned no credentials."
        case .requestRejected(let status, let code):
            "The token endpoint refused the request (HTTP \(status)\(code.map { ", \($0)" } ?? ""))."
        case .authorizationDenied: "The sign-in was declined on the authorization page."
        case .authorizationResponseInvalid: "The authorization redirect was malformed or its state did not match."
        case .authorizationNotCompleted: "The browser sign-in did not finish."
        case .loggedOut: "The user logged out while a token was being obtained."
        }
    }
}

extension NowAuthorizationError.TransientReason {
    fileprivate var explanation: String {
        switch self {
        case .network: "The instance could not be reached."
        case .timeout: "The instance did not answer in time."
        case .serverError(let status): "The instance failed with HTTP \(status)."
        case .rateLimited(let status, let retryAfter):
            "The instance asked to slow down (HTTP \(status)"
                + (retryAfter.map { ", retry after \(ServerNumber.wholeSeconds($0)) s" } ?? "") + ")."
        case .unexpectedResponse(let status):
            "The instance's token endpoint answered HTTP \(status) without an OAuth error; the instance may be "
                + "waking up or behind a proxy."
        }
    }
}

extension NowAuthorizationError.TokenStoreFailure {
    fileprivate var explanation: String {
        switch self {
        case .corrupt(let path):
            "The stored tokens were corrupt and have been moved aside to \(path); the user must sign in again."
        case .unreadable(let path):
            "The stored tokens could not be read"
                + (path.map { " and have been moved aside to \($0)" } ?? "")
                + "; check the storage permissions, then sign in again."
        case .writeFailed(let code):
            "The tokens could not be saved (error \(code)); check free space and permissions of the token store."
        }
    }
}

import Foundation

/// The vendor's reasons an access token could not be had, as its Combine forms of
/// `requestAccessToken(for:)` and `accessTokenDidFail(for:)` fail with them.
///
/// The async forms throw the finer ``NowAuthorizationError`` (NowWeb's recovery tells a dead sign-in from a
/// network failure by it); ``init(_:)`` maps any of their errors to the vendor's three cases:
///
/// | thrown by the async forms | vendor case |
/// |---|---|
/// | ``NowAuthorizationError/guestUser``, `signInRequired(.providerReturnedNothing)` | ``hostReturnedNoTokens`` |
/// | any other ``NowAuthorizationError/signInRequired(_:)`` | ``userSessionError`` |
/// | anything else | ``accessTokenRetrievalFailed`` |
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum AccessTokenProviderError: Error, Sendable, Equatable, LocalizedError {
    /// The user's session is over (credentials rejected, refresh token revoked, logged out): ask the user to
    /// sign in again.
    case userSessionError
    /// No token could be obtained for another reason (network, server, token store); try again later.
    case accessTokenRetrievalFailed
    /// The app's authorization provider handed back no token: a guest user, or nobody signed in.
    case hostReturnedNoTokens

    /// The vendor case for an error of ``NowCoreServiceProviding/requestAccessToken(for:)`` or
    /// ``NowCoreServiceProviding/accessTokenDidFail(for:)``.
    ///
    /// - Parameter error: What the async form threw.
    public init(_ error: any Error) {
        switch error {
        case let vendor as AccessTokenProviderError: self = vendor
        case NowAuthorizationError.guestUser, NowAuthorizationError.signInRequired(.providerReturnedNothing):
            self = .hostReturnedNoTokens
        case NowAuthorizationError.signInRequired: self = .userSessionError
        default: self = .accessTokenRetrievalFailed
        }
    }

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .userSessionError: "The user's session with the instance is over. Ask the user to sign in again."
        case .accessTokenRetrievalFailed: "No access token could be obtained. Try again later."
        case .hostReturnedNoTokens:
            "The app's authorization provider returned no token (a guest user, or nobody signed in)."
        }
    }
}

import Foundation

/// Asks a closure for a JWT whenever the SDK needs a token and exchanges it with the JWT bearer grant: the
/// vendor's path without the completion-handler ceremony.
public struct NowJWTAuthorizationProvider: NowAuthorizationGrantProviding, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The account the tokens are stored under.
    public let account: String
    /// Whether `makeJWT` may need the user (a sign-in of the app's own identity provider). When `false`, the
    /// SDK may also ask for a JWT in the background, to keep a token at hand ahead of need.
    public let isInteractive: Bool
    private let makeJWT: @Sendable (URL) async throws -> String?

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - account: The account the tokens are stored under; `"default"` by default.
    ///   - isInteractive: Whether `makeJWT` may need the user; `true` by default, the safe answer. Pass `false`
    ///     when it answers silently (a JWT minted from the app's own session), so tokens are also refreshed
    ///     ahead of need.
    ///   - makeJWT: Returns a fresh signed JWT for the instance, or `nil` when nobody is signed in.
    public init(
        account: String = "default", isInteractive: Bool = true,
        makeJWT: @escaping @Sendable (URL) async throws -> String?
    ) {
        self.account = account
        self.isInteractive = isInteractive
        self.makeJWT = makeJWT
    }

    /// The JWT bearer grant with a fresh JWT.
    public func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        guard let jwt = try await makeJWT(context.instanceUrl), !jwt.isEmpty else {
            throw NowAuthorizationError.signInRequired(.providerReturnedNothing)
        }
        return .jwtBearer(assertion: jwt)
    }

    /// The account only; the JWTs it makes never appear.
    public var description: String { "NowJWTAuthorizationProvider(\(account))" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

/// Signs in with a user name and password (the OAuth password grant), for development and tests only: a
/// production app should never hold the user's password.
public struct NowPasswordAuthorizationProvider: NowAuthorizationGrantProviding, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// `false`: its grant comes from the username and password it holds, without the user.
    public var isInteractive: Bool { false }

    /// The user name, also the account the tokens are stored under.
    public let username: String
    private let password: String

    /// Creates a provider for `username`.
    ///
    /// - Parameters:
    ///   - username: The instance user name.
    ///   - password: The user's password.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The user name.
    public var account: String { username }

    /// The password grant.
    public func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        .password(username: username, password: password)
    }

    /// The user name only, never the password.
    public var description: String { "NowPasswordAuthorizationProvider(\(username), password <redacted>)" }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

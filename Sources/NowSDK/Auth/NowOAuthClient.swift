/// The instance's OAuth application the SDK exchanges grants with.
///
/// The vendor's JWT path uses a public client and needs no client id (the default). The password, refresh,
/// authorization code and client credentials grants need the client id of an OAuth application on the
/// instance; a confidential client adds its secret.
public struct NowOAuthClient: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The OAuth application's client id; `nil` for the JWT public client.
    public var clientId: String?
    /// The client secret of a confidential client; `nil` for public clients.
    public var clientSecret: String?

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - clientId: The client id, or `nil` for the JWT public client (the default).
    ///   - clientSecret: The secret of a confidential client, `nil` by default.
    public init(clientId: String? = nil, clientSecret: String? = nil) {
        self.clientId = clientId
        self.clientSecret = clientSecret
    }

    /// The client id and whether a secret is set, never the secret.
    public var description: String {
        "NowOAuthClient(\(clientId ?? "public"), secret \(clientSecret == nil ? "absent" : "present"))"
    }

    /// Same as ``description``.
    public var debugDescription: String { description }

    /// A mirror that shows only ``description``, so that `dump` prints no secret.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

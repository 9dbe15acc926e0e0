import Foundation

/// What an authorization provider is told when the SDK needs a grant.
public struct NowAuthorizationContext: Sendable {
    /// The instance the token is for.
    public var instanceUrl: URL
    /// The OAuth client the SDK exchanges grants with.
    public var client: NowOAuthClient
    /// The transport the SDK uses, for providers that talk to the instance themselves.
    public var transport: any NowHTTPTransport

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance the token is for.
    ///   - client: The OAuth client.
    ///   - transport: The HTTP transport.
    public init(instanceUrl: URL, client: NowOAuthClient, transport: any NowHTTPTransport) {
        self.instanceUrl = instanceUrl
        self.client = client
        self.transport = transport
    }
}

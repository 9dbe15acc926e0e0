/// A source of grants, richer than the vendor's ``NowSDKAuthorizationProviding``: it may hand back a password,
/// an authorization code or anything else ``NowAuthorizationGrant`` names.
///
/// The SDK calls ``authorizationGrant(for:)`` when it has no usable token and no refresh token that works:
/// at first use, after a terminal refresh failure, and for every "refresh" of a JWT bearer session.
/// Conformers throw ``NowAuthorizationError`` for failures the app should see as they are.
public protocol NowAuthorizationGrantProviding: Sendable {
    /// Who the tokens belong to; tokens are stored per instance and account. Defaults to `"default"`.
    var account: String { get }

    /// Whether a grant may need the user (a browser sign-in, a prompt). The SDK never asks such a provider for
    /// a grant in the background, when a token is only wanted ahead of need. Defaults to `true`, the safe
    /// answer for a provider the SDK does not know.
    var isInteractive: Bool { get }

    /// A grant for the instance in `context`.
    ///
    /// - Parameter context: The instance, OAuth client and transport.
    /// - Returns: The grant the SDK exchanges (or uses directly).
    /// - Throws: ``NowAuthorizationError`` when no grant can be had.
    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant
}

extension NowAuthorizationGrantProviding {
    /// One account per instance.
    public var account: String { "default" }

    /// `true`: a provider may need the user unless it says otherwise.
    public var isInteractive: Bool { true }
}

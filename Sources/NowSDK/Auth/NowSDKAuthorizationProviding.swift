import Foundation

/// The app's source of credentials, as in the vendor's SDK: asked whenever the SDK needs a new token.
///
/// Hand back a `.jwt` (exchanged at the instance with the JWT bearer grant; asked again when it no longer
/// works), `.oauthAccess` with an optional `.oauthRefresh`, a lone `.oauthRefresh`, or `.guest`.
/// Returning `nil` or an empty array means nobody is signed in: the SDK reports that the user must sign in.
/// Call `completion` exactly once; later calls are ignored.
public protocol NowSDKAuthorizationProviding: Sendable {
    /// Asks the app for credentials for `instanceUrl`.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance the SDK needs a token for.
    ///   - completion: Call once with the credentials, or `nil` when the user is not signed in.
    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void)
}

extension NowSDKAuthorizationProviding {
    /// The credentials for `instanceUrl`, awaiting ``requestAuthorization(for:completion:)``.
    ///
    /// - Parameter instanceUrl: The instance the SDK needs a token for.
    /// - Returns: What the provider handed back; `nil` when nobody is signed in.
    public func requestAuthorization(for instanceUrl: URL) async -> [AuthorizationToken]? {
        let once = OnceFlag()
        return await withCheckedContinuation { continuation in
            requestAuthorization(for: instanceUrl) { tokens in
                if once.claim() { continuation.resume(returning: tokens) }
            }
        }
    }
}

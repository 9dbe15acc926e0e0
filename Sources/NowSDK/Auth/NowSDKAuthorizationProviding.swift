import Foundation
import NowInternal

/// The app's source of credentials, as in the vendor's SDK: asked whenever the SDK needs a new token.
///
/// Hand back a `.jwt` (exchanged at the instance with the JWT bearer grant; asked again when it no longer
/// works), `.oauthAccess` with an optional `.oauthRefresh`, a lone `.oauthRefresh`, or `.guest`.
/// Returning `nil` or an empty array means nobody is signed in: the SDK reports that the user must sign in.
/// Call `completion` exactly once, from any thread; later calls are ignored.
///
/// The SDK asks on the main actor, and a conforming type is main-actor isolated (as an app delegate or a view
/// controller is): the vendor's `class JWTProvider: NowSDKAuthorizationProviding { let token: String … }`
/// compiles as written in the Swift 5 and Swift 6 language modes, and its state is never touched from two
/// threads. The completion handed to it may be called from any thread; a witness may declare it `@Sendable`
/// (to call it from a background callback) or not, as the vendor's examples do.
@MainActor
public protocol NowSDKAuthorizationProviding: Sendable {
    /// Asks the app for credentials for `instanceUrl`.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance the SDK needs a token for.
    ///   - completion: Call once with the credentials, or `nil` when the user is not signed in.
    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void)
}

extension NowSDKAuthorizationProviding {
    /// The credentials for `instanceUrl`, on the main actor, awaiting ``requestAuthorization(for:completion:)``.
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

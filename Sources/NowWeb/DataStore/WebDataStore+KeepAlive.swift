import Foundation
import NowInternal
import NowSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WebDataStore {
    /// The longest a keep-alive may take; past it, it counts as failed.
    static let keepAliveTimeLimit: Duration = .seconds(20)
    /// The largest answer a keep-alive reads: a blank page is small.
    static let keepAliveMaximumBodySize = 256 * 1024

    /// Sends the keep-alive of the store's web session (``SessionKeepAlive``): `GET url` with `cookieHeader`, the
    /// page's cookies for the instance, and no other credential (never `Authorization`), not following a
    /// redirect, under the engines' trust hook (``trustHook``: pins hold, and fail closed where they cannot be
    /// checked), as the logout's request goes. The caller checked that `url` is on the instance
    /// (`InstanceScope.contains(_:)`).
    ///
    /// - Returns: Whether the instance answered with its session alive: a 2xx with `X-Is-Logged-In: true`.
    package func sendKeepAlive(to url: URL, cookieHeader: String) async -> Bool {
        guard
            let response = await sendOnWebSession(
                url, cookieHeader: cookieHeader, within: Self.keepAliveTimeLimit,
                maximumBodySize: Self.keepAliveMaximumBodySize)
        else { return false }
        return (200..<300).contains(response.statusCode)
            && response.value(forHTTPHeaderField: "X-Is-Logged-In")?.lowercased() == "true"
    }
}

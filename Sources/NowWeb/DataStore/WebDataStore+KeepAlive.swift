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
        let seconds = Self.keepAliveTimeLimit.secondsValue
        let configuration = URLSessionExchange.quietConfiguration()
        configuration.httpMaximumConnectionsPerHost = 1
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        let trust = trustHook
        let exchange = URLSessionExchange(
            configuration: configuration, bodyTooLarge: { _ in URLError(.dataLengthExceedsMaximum) },
            cancelsOnRelease: true, challenges: trust.challengeResponder,
            refusesBeforeSending: trust.refusalBeforeSending)
        var building = URLRequest(url: url)
        building.setValue(cookieHeader, forHTTPHeaderField: "Cookie")
        let request = building
        // As the logout's: the request runs to its end on a task of its own, holding its exchange.
        let sending = Task { () -> Bool in
            guard let (response, _) = try? await exchange.send(request, maximumBodySize: Self.keepAliveMaximumBodySize)
            else { return false }
            return (200..<300).contains(response.statusCode)
                && response.value(forHTTPHeaderField: "X-Is-Logged-In")?.lowercased() == "true"
        }
        do {
            try await Deadline.run(
                within: Self.keepAliveTimeLimit, on: clock, timeoutError: CancellationError()
            ) { _ = await sending.value }
            return await sending.value
        } catch {
            return false
        }
    }
}

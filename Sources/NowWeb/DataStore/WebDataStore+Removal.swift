import Foundation
import NowInternal
import NowSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WebDataStore {
    /// Removes every cookie and cached response the store keeps, then what engines keep for this store elsewhere (WebKit's
    /// cookies, cache and website data), and returns when all of it is gone or has failed.
    ///
    /// Every engine's wipe is attempted even when another fails, and each gets
    /// ``Configuration/removalDeadline``: an engine that never answers cannot hold the caller (a logout) up.
    ///
    /// - Throws: ``NowWebError/dataNotRemoved(reasons:)`` naming every wipe that failed or did not answer in
    ///   time; the cookies and cache of this store itself are gone either way.
    public func removeAllData() async throws {
        removeAll()
        var reasons: [String] = []
        for hook in removalHooks.current {
            do {
                try await Deadline.run(
                    within: removalDeadline, on: clock, timeoutError: DeadlinePassed(limit: removalDeadline), hook)
            } catch {
                reasons.append(String(describing: error))
            }
        }
        if !reasons.isEmpty { throw NowWebError.dataNotRemoved(reasons: reasons) }
    }

    /// The `Cookie` header the store's cookies for `url` make: its own jar's and its engines' (WebKit's store),
    /// joined; `nil` when none applies.
    package func cookieHeader(for url: URL) async -> String? {
        var cookies = [self.cookies.requestHeaderValue(for: url)].compactMap { $0 }
        for source in cookieSources.current {
            if let header = await source(url) { cookies.append(header) }
        }
        return cookies.isEmpty ? nil : cookies.joined(separator: "; ")
    }

    /// Ends the web session this store holds for the instance at `instanceURL`: `GET /logout.do` with the
    /// store's cookies for it (its own jar's and its engines'), not following the answer's redirect, under the
    /// engines' trust hook (``trustHook``: pins hold, and fail closed where they cannot be checked). Nothing is
    /// sent when the store has no cookie for the instance.
    ///
    /// - Returns: Whether the instance answered (any status): the session it knew is over.
    @discardableResult
    package func endWebSession(at instanceURL: URL) async -> Bool {
        guard let logout = URL(string: "/logout.do", relativeTo: instanceURL)?.absoluteURL else { return false }
        guard let cookies = await cookieHeader(for: logout) else { return false }
        // The answer is read under the bound every NowWeb transport applies: a logout page is small.
        let limit = NowURLSessionTransport.Configuration.defaultMaximumBodySize
        return await sendOnWebSession(
            logout, cookieHeader: cookies, within: removalDeadline, maximumBodySize: limit) != nil
    }

    /// Sends `GET url` with `cookieHeader` (the store's cookies for the instance) and no other credential, not
    /// following a redirect (it comes back as the answer), under the engines' trust hook (``trustHook``: pins
    /// hold, and fail closed where they cannot be checked), within `limit`: the one way the store's own
    /// cookie-bearing requests (logout's `/logout.do`, the keep-alive) go out. The caller checked that `url` is on
    /// the instance.
    ///
    /// - Returns: The instance's answer, or `nil` when none came within `limit` (or the hook refused).
    func sendOnWebSession(
        _ url: URL, cookieHeader: String, within limit: Duration, maximumBodySize: Int
    ) async -> HTTPURLResponse? {
        let seconds = max(limit.secondsValue, 1)
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
        // The request runs to its end on a task of its own, holding its exchange: cancelling a FoundationNetworking
        // task while its redirect (the 302 to the login page) waits for the delegate crashes the process.
        let sending = Task { try? await exchange.send(request, maximumBodySize: maximumBodySize).0 }
        do {
            try await Deadline.run(within: limit, on: clock, timeoutError: DeadlinePassed(limit: limit)) {
                _ = await sending.value
            }
            return await sending.value
        } catch {
            return nil
        }
    }

    private struct DeadlinePassed: Error, CustomStringConvertible {
        let limit: Duration
        var description: String { "the engine did not confirm the wipe within \(limit)" }
    }
}

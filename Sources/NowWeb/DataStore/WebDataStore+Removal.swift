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
        let seconds = max(removalDeadline.secondsValue, 1)
        let configuration = URLSessionExchange.quietConfiguration()
        configuration.httpMaximumConnectionsPerHost = 1
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        let trust = trustHook
        // Redirects come back as responses (the 302 to the login page is the answer), cookies are the store's.
        let exchange = URLSessionExchange(
            configuration: configuration, bodyTooLarge: { _ in URLError(.dataLengthExceedsMaximum) },
            cancelsOnRelease: true, challenges: trust.challengeResponder,
            refusesBeforeSending: trust.refusalBeforeSending)
        var building = URLRequest(url: logout)
        building.setValue(cookies, forHTTPHeaderField: "Cookie")
        let request = building
        // The request runs to its end on a task of its own, holding its exchange: cancelling a FoundationNetworking
        // task while its redirect (the 302 to the login page) waits for the delegate crashes the process.
        // The answer is read under the bound every NowWeb transport applies: a logout page is small.
        let limit = NowURLSessionTransport.Configuration.defaultMaximumBodySize
        let sending = Task { (try? await exchange.send(request, maximumBodySize: limit)) != nil }
        do {
            try await Deadline.run(
                within: removalDeadline, on: clock, timeoutError: DeadlinePassed(limit: removalDeadline)
            ) { _ = await sending.value }
            return await sending.value
        } catch {
            return false
        }
    }

    private struct DeadlinePassed: Error, CustomStringConvertible {
        let limit: Duration
        var description: String { "the engine did not confirm the wipe within \(limit)" }
    }
}

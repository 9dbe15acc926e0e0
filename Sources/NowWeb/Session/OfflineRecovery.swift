import Foundation
import NowSDK

/// The decision for a page whose load failed because the network was gone: show the retry banner, wait for the
/// network, reload once when it comes back.
///
/// A connectivity source is a hint, never a gate: a machine without a network may report `offline` while a
/// loopback instance works, so nothing is held back because the source says `offline`; it only decides which
/// failures are the network's, and when to try again. A reload is issued once per failure: a reload that fails
/// again shows the banner again and waits for the next time the network comes back, never loops.
///
/// The session is not this value's business: the reload is an ordinary load of the page, which the session
/// machine bridges or recovers like any other (a session that expired meanwhile recovers as usual).
package struct OfflineRecovery: Sendable, Equatable {
    /// What the controller does.
    package enum Action: Sendable, Equatable {
        /// Shows the retry banner for the page at the URL.
        case showBanner(URL?)
        /// Hides the banner.
        case hideBanner
        /// Loads the page at the URL again (`nil`: the page the controller was asked for).
        case reload(URL?)
    }

    private enum State: Sendable, Equatable {
        case idle
        /// A load failed offline; the page to reload once the network is back.
        case waiting(URL?)
        /// The reload is out; the banner stays until it finishes or fails.
        case reloading(URL?)
    }

    private var state: State = .idle
    /// What the connectivity source last said (`nil`: nothing yet).
    private(set) package var connectivity: NowConnectivity?

    /// A value that waits for nothing.
    package init() {}

    /// Whether the banner is showing.
    package var isShowingBanner: Bool { state != .idle }

    /// Whether a failure with `error` is the network's being gone: a network failure the platform names as
    /// such (no connection, connection lost, no route, no name resolution), or any network failure while the
    /// connectivity source says `offline`. A cancelled load, a bad response or a crashed content process is
    /// never offline.
    package static func isOffline(_ error: WebEngineError, connectivity: NowConnectivity?) -> Bool {
        guard case .network(let reason) = error else { return false }
        return connectivity == .offline || namesMissingNetwork(reason)
    }

    /// The platform errors that mean "no network", as the engines spell them at the start of a network
    /// failure's reason (`<domain> <code>`).
    package static let offlineErrors: [String: Set<Int>] = [
        // notConnectedToInternet, networkConnectionLost, dataNotAllowed, internationalRoamingOff,
        // cannotFindHost, dnsLookupFailed.
        "NSURLErrorDomain": [-1009, -1005, -1020, -1018, -1003, -1006],
        // G_IO_ERROR_HOST_UNREACHABLE, G_IO_ERROR_NETWORK_UNREACHABLE.
        "g-io-error-quark": [27, 28],
        // G_RESOLVER_ERROR_NOT_FOUND, G_RESOLVER_ERROR_TEMPORARY_FAILURE.
        "g-resolver-error-quark": [0, 1],
    ]

    /// Whether `reason` starts with one of ``offlineErrors`` (a code followed by `:` or the end).
    static func namesMissingNetwork(_ reason: String) -> Bool {
        let words = reason.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard words.count >= 2, let codes = offlineErrors[String(words[0])] else { return false }
        var code = Substring(words[1])
        if code.hasSuffix(":") { code = code.dropLast() }
        guard let number = Int(code) else { return false }
        return codes.contains(number)
    }

    /// Whether the controller's failure `error` is the network's being gone: a network failure judged as the
    /// engine's error is (above), or a token that could not be had for a transient reason (the token endpoint
    /// is on the same network) while the source says `offline`. A server that answered (a 5xx, a bad response),
    /// a refused certificate or a login loop is never offline. Every case is named, so that a new one is decided.
    package static func isOffline(_ error: NowWebError, connectivity: NowConnectivity?) -> Bool {
        switch error {
        case .networkFailure(_, let reason): isOffline(WebEngineError.network(reason), connectivity: connectivity)
        case .tokenUnavailable(let mustSignIn): !mustSignIn && connectivity == .offline
        case .loginLoop, .recoveryBudgetExhausted, .signInRequired, .trustRefused, .badResponse,
            .contentProcessTerminated, .engineUnavailable, .dataNotRemoved, .serviceClosed, .attachmentFailed,
            .sdkNotConfigured:
            false
        }
    }

    /// The page at `url` failed to load with `error`.
    package mutating func loadFailed(_ url: URL?, error: NowWebError) -> [Action] {
        guard Self.isOffline(error, connectivity: connectivity) else {
            let wasShowing = isShowingBanner
            state = .idle
            return wasShowing ? [.hideBanner] : []
        }
        let page: URL?
        switch state {
        case .idle: page = url
        case .waiting(let waited), .reloading(let waited): page = waited ?? url
        }
        state = .waiting(page)
        return [.showBanner(page)]
    }

    /// A page finished loading: the network works, whatever the source said.
    package mutating func loadFinished() -> [Action] {
        let wasShowing = isShowingBanner
        state = .idle
        return wasShowing ? [.hideBanner] : []
    }

    /// The connectivity source said `now`. Coming back online reloads a page that waits for it, once.
    package mutating func connectivityChanged(_ now: NowConnectivity) -> [Action] {
        connectivity = now
        guard now == .online, case .waiting(let page) = state else { return [] }
        state = .reloading(page)
        return [.reload(page)]
    }

    /// The user tapped the banner's retry: the page reloads now, whatever the source says.
    package mutating func retryRequested() -> [Action] {
        switch state {
        case .idle, .reloading: return []
        case .waiting(let page):
            state = .reloading(page)
            return [.reload(page)]
        }
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The wire under ``HeadlessWebEngine``: a URLSession that performs exactly one request per call.
///
/// Redirects come back as responses so that the engine can ask for policy before each hop; cookies and caching are
/// off because the engine applies its ``WebDataStore`` itself.
package final class HeadlessTransport: Sendable {
    /// Refuses every redirect. It must be the session's delegate: FoundationNetworking ignores per-task delegates
    /// for redirects.
    private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }

    private let session: URLSession

    /// Makes a transport with at most `connectionsPerHost` connections per host and the given timeouts in seconds.
    package init(connectionsPerHost: Int, requestTimeout: TimeInterval, resourceTimeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = connectionsPerHost
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` and returns the body and response, redirects included.
    ///
    /// - Throws: The `URLError` of the transfer.
    package func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}

import Foundation
import NowInternal

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
        let session = session
        BlockingCallQueue.run { session.invalidateAndCancel() }
    }

    /// Sends `request` and returns the body and response, redirects included.
    ///
    /// - Throws: The `URLError` of the transfer.
    package func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let running = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))
        let session = session
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Making and starting the task blocks on FoundationNetworking's shared queue: not on a
                // cooperative thread, where it stalled every other task of the process.
                BlockingCallQueue.run {
                    let task = session.dataTask(with: request) { data, response, error in
                        if let http = response as? HTTPURLResponse {
                            continuation.resume(returning: (data ?? Data(), http))
                        } else {
                            continuation.resume(throwing: error ?? URLError(.badServerResponse))
                        }
                    }
                    let cancelled = running.withLock { running in
                        running.task = task
                        return running.cancelled
                    }
                    task.resume()
                    if cancelled { task.cancel() }
                }
            }
        } onCancel: {
            let task = running.withLock { running in
                running.cancelled = true
                return running.task
            }
            BlockingCallQueue.run { task?.cancel() }
        }
    }
}

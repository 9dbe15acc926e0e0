import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The wire under `HeadlessWebEngine`: a URLSession that performs exactly one request per call.
///
/// Redirects come back as responses so that the engine can ask for policy before each hop; cookies and caching are
/// off because the engine applies its ``WebDataStore`` itself. A body is received piece by piece and the transfer
/// is cancelled as soon as it grows past the caller's limit, so a hostile server cannot fill the memory.
package final class HeadlessTransport: Sendable {
    /// A response body (or its announced `Content-Length`) exceeded the `maximumBodySize` of a ``send(_:maximumBodySize:)``.
    package struct BodyTooLarge: Error, Sendable, Equatable {
        /// The limit, in bytes.
        package let limit: Int
    }

    /// The session's delegate, for every task: refuses redirects (FoundationNetworking ignores per-task delegates
    /// for them), gathers each body under its limit and completes each exchange once.
    private final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
        private struct Exchange: Sendable {
            let continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
            let limit: Int
            var body = Data()
        }

        private let exchanges = Locked<[Int: Exchange]>([:])

        /// Routes the callbacks of `task` to `continuation`; call before the task starts.
        func register(
            _ task: URLSessionTask, limit: Int,
            continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
        ) {
            exchanges.withLock { $0[task.taskIdentifier] = Exchange(continuation: continuation, limit: limit) }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let announced = dataTask.response?.expectedContentLength ?? -1
            let overflow = exchanges.withLock { exchanges -> Exchange? in
                guard var exchange = exchanges[dataTask.taskIdentifier] else { return nil }
                guard exchange.body.count + data.count <= exchange.limit, announced <= Int64(exchange.limit) else {
                    exchanges[dataTask.taskIdentifier] = nil
                    return exchange
                }
                exchange.body.append(data)
                exchanges[dataTask.taskIdentifier] = exchange
                return nil
            }
            guard let overflow else { return }
            BlockingCallQueue.run { dataTask.cancel() }
            overflow.continuation.resume(throwing: BodyTooLarge(limit: overflow.limit))
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let response = task.response
            guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
            if let http = response as? HTTPURLResponse {
                exchange.continuation.resume(returning: (exchange.body, http))
            } else {
                exchange.continuation.resume(throwing: error ?? URLError(.badServerResponse))
            }
        }
    }

    private let session: URLSession
    private let delegate = SessionDelegate()

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
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        let session = session
        BlockingCallQueue.run { session.invalidateAndCancel() }
    }

    /// Sends `request` and returns the body and response, redirects included.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - maximumBodySize: The largest body accepted, in bytes; the transfer stops as soon as more arrives (or a
    ///     larger `Content-Length` is announced). Unlimited by default.
    /// - Throws: ``BodyTooLarge`` past the limit, or the `URLError` of the transfer (`cancelled`, without sending
    ///   anything, when the calling task is cancelled before the transfer starts).
    package func send(_ request: URLRequest, maximumBodySize: Int = .max) async throws -> (Data, HTTPURLResponse) {
        let running = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))
        let session = session
        let delegate = delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Making and starting the task blocks on FoundationNetworking's shared queue: not on a
                // cooperative thread, where it stalled every other task of the process.
                BlockingCallQueue.run {
                    let task = session.dataTask(with: request)
                    let cancelled = running.withLock { running in
                        running.task = task
                        return running.cancelled
                    }
                    // Cancelled before the start: the task is never resumed, so nothing goes out.
                    guard !cancelled else {
                        task.cancel()
                        continuation.resume(throwing: URLError(.cancelled))
                        return
                    }
                    delegate.register(task, limit: max(0, maximumBodySize), continuation: continuation)
                    task.resume()
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

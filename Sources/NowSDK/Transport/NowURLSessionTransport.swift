import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: an ephemeral `URLSession` that keeps no cookies, no cache and follows no redirect.
public final class NowURLSessionTransport: NowHTTPTransport {
    /// Transport settings.
    public struct Configuration: Sendable {
        /// How long a request may take before it fails with `URLError.timedOut`; 30 seconds by default.
        public var timeout: TimeInterval = 30

        /// The defaults.
        public init() {}
    }

    private let session: URLSession
    private let delegate = TransportDelegate()
    private let configuration: Configuration

    /// Creates a transport.
    ///
    /// - Parameter configuration: Timeouts; the defaults by default.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.urlCache = nil
        sessionConfiguration.urlCredentialStorage = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        let session = session
        BlockingCallQueue.run { session.finishTasksAndInvalidate() }
    }

    /// Sends `request`; a redirect comes back as the 3xx response itself, a 401 as the 401 response.
    ///
    /// A task cancelled before the transfer starts sends nothing and gets `URLError(.cancelled)`.
    public func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: configuration.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let taskId = Locked<Int?>(nil)
        let running = Locked<(task: URLSessionDataTask?, cancelled: Bool, cancelledBeforeStart: Bool)>(
            (nil, false, false))
        let (session, delegate, request) = (session, delegate, urlRequest)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Making and starting the task blocks on FoundationNetworking's shared queue: not here.
                BlockingCallQueue.run {
                    let task = session.dataTask(with: request) { data, response, error in
                        // A task cancelled before its start completes here too, after the continuation was
                        // resumed below.
                        guard running.withLock({ !$0.cancelledBeforeStart }) else { return }
                        let challenged = taskId.current.flatMap(delegate.takeChallengedResponse(for:))
                        if let http = (response as? HTTPURLResponse) ?? challenged {
                            continuation.resume(returning: Self.response(http, body: data ?? Data()))
                        } else {
                            continuation.resume(throwing: error ?? URLError(.badServerResponse))
                        }
                    }
                    taskId.withLock { $0 = task.taskIdentifier }
                    let cancelled = running.withLock { running in
                        running.task = task
                        running.cancelledBeforeStart = running.cancelled
                        return running.cancelled
                    }
                    // Cancelled before the start: the task is never resumed, so nothing goes out.
                    guard !cancelled else {
                        continuation.resume(throwing: URLError(.cancelled))
                        task.cancel()
                        return
                    }
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

    private static func response(_ http: HTTPURLResponse, body: Data) -> NowHTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return NowHTTPResponse(statusCode: http.statusCode, headers: headers, body: body)
    }
}

/// Refuses every redirect so that a token or bearer header never travels to a URL the SDK did not choose, and
/// answers authentication challenges by handing the 401 back to the SDK.
private final class TransportDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    private let challenged = Locked<[Int: HTTPURLResponse]>([:])

    func takeChallengedResponse(for taskId: Int) -> HTTPURLResponse? {
        challenged.withLock { $0.removeValue(forKey: taskId) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    // FoundationNetworking leaves a task without credentials suspended forever on a 401 with
    // `WWW-Authenticate` (swift-corelibs-foundation#5456), so the challenge is cancelled and the 401 kept; its
    // body is lost, which is why the token endpoint reads a bodiless 401 with `WWW-Authenticate` as
    // `invalid_client` (RFC 6749 §5.2).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        if let response = challenge.failureResponse as? HTTPURLResponse {
            challenged.withLock { $0[task.taskIdentifier] = response }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
}

import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: an ephemeral `URLSession` that keeps no cookies, no cache and follows no redirect.
///
/// A response body is received piece by piece and the transfer is cancelled with
/// `URLError(.dataLengthExceedsMaximum)` as soon as it grows past ``Configuration/maximumBodySize`` (or a larger
/// `Content-Length` is announced), so a broken or hostile endpoint cannot fill the memory.
public final class NowURLSessionTransport: NowHTTPTransport {
    /// Transport settings.
    public struct Configuration: Sendable {
        /// The body size limit every transport of NowWeb applies unless told otherwise: 8 MiB, far above any
        /// token, settings or logout answer.
        public static let defaultMaximumBodySize = 8 * 1024 * 1024

        /// How long a request may take before it fails with `URLError.timedOut`; 30 seconds by default.
        public var timeout: TimeInterval = 30
        /// The largest response body accepted, in bytes; ``defaultMaximumBodySize`` by default.
        public var maximumBodySize = Configuration.defaultMaximumBodySize

        /// The defaults.
        public init() {}
    }

    private let session: URLSession
    private let delegate = TransportDelegate()
    private let configuration: Configuration

    /// Creates a transport.
    ///
    /// - Parameter configuration: Timeouts and the body size limit; the defaults by default.
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
    /// A task cancelled before the transfer starts sends nothing and gets `URLError(.cancelled)`; a body past
    /// ``Configuration/maximumBodySize`` ends the transfer with `URLError(.dataLengthExceedsMaximum)`.
    public func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: configuration.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let running = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))
        let (session, delegate, request, limit) = (session, delegate, urlRequest, max(0, configuration.maximumBodySize))
        let exchanged: (HTTPURLResponse, Data) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>) in
                // Making and starting the task blocks on FoundationNetworking's shared queue: not here.
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
                    delegate.register(task, limit: limit, continuation: continuation)
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
        return Self.response(exchanged.0, body: exchanged.1)
    }

    private static func response(_ http: HTTPURLResponse, body: Data) -> NowHTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return NowHTTPResponse(statusCode: http.statusCode, headers: headers, body: body)
    }
}

/// Refuses every redirect so that a token or bearer header never travels to a URL the SDK did not choose,
/// gathers each body under its limit, and answers a request for HTTP credentials by handing the 401 back to the
/// SDK (every other challenge, TLS server trust among them, gets the platform's default handling).
private final class TransportDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Exchange: Sendable {
        let continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
        let limit: Int
        var body = Data()
        var challenged: HTTPURLResponse?
    }

    private let exchanges = Locked<[Int: Exchange]>([:])

    /// Routes the callbacks of `task` to `continuation`; call before the task starts.
    func register(
        _ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
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
        overflow.continuation.resume(throwing: URLError(.dataLengthExceedsMaximum))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let response = task.response
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let http = (response as? HTTPURLResponse) ?? exchange.challenged {
            exchange.continuation.resume(returning: (http, exchange.body))
        } else {
            exchange.continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        switch NowURLSessionTransport.answer(toChallengeWithMethod: challenge.protectionSpace.authenticationMethod) {
        case .platformDefault:
            completionHandler(.performDefaultHandling, nil)
        case .keepTheServersAnswer:
            if let response = challenge.failureResponse as? HTTPURLResponse {
                exchanges.withLock { $0[task.taskIdentifier]?.challenged = response }
            }
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    }
}

extension NowURLSessionTransport {
    /// How the transport answers an authentication challenge.
    package enum ChallengeAnswer: Equatable, Sendable {
        /// The platform's own handling: for a TLS server-trust challenge, the system's evaluation of the
        /// certificate chain against its trust store (a chain it refuses still ends the request).
        case platformDefault
        /// No credential is given and the server's 401 (or 407) is handed back to the SDK as the response.
        case keepTheServersAnswer
    }

    /// The HTTP authentication methods: the server asking for credentials with a 401 or 407.
    private static let httpCredentialMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodHTMLForm, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    /// The answer to a challenge of `method` (`URLProtectionSpace.authenticationMethod`).
    ///
    /// The SDK never lets the URL system supply HTTP credentials: a request for them is cancelled and the 401
    /// kept, because FoundationNetworking leaves a task without credentials suspended forever on a 401 with
    /// `WWW-Authenticate` (swift-corelibs-foundation#5456). Its body is lost, which is why the token endpoint
    /// reads a bodiless 401 with `WWW-Authenticate` as `invalid_client` (RFC 6749 §5.2). Every other challenge
    /// gets the platform's default handling: on Apple platforms the task-level delegate also receives the TLS
    /// server-trust challenge (`NSURLAuthenticationMethodServerTrust`), and cancelling it would end every
    /// HTTPS request; FoundationNetworking on Linux evaluates TLS itself and sends no such challenge.
    package static func answer(toChallengeWithMethod method: String) -> ChallengeAnswer {
        httpCredentialMethods.contains(method) ? .keepTheServersAnswer : .platformDefault
    }
}

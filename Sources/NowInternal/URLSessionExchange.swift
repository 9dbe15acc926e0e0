import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one URLSession exchange of the package, which the SDK's transport and the headless engine's configure:
/// one request per call, no redirect followed (a 3xx comes back as the response, so that no header travels to a
/// URL the caller did not choose), a body gathered under a limit and cut off as soon as it grows past it (or a
/// larger `Content-Length` is announced), a request for HTTP credentials answered by handing the server's 401 back,
/// prompt cancellation, and FoundationNetworking's blocking calls kept off the cooperative threads.
package final class URLSessionExchange: Sendable {
    /// How the exchange answers an authentication challenge.
    package enum ChallengeAnswer: Equatable, Sendable {
        /// The platform's own handling: for a TLS server-trust challenge, the system's evaluation of the
        /// certificate chain against its trust store (a chain it refuses still ends the request).
        case platformDefault
        /// No credential is given and the server's 401 (or 407) is handed back as the response.
        case keepTheServersAnswer
    }

    /// The HTTP authentication methods: the server asking for credentials with a 401 or 407.
    private static let httpCredentialMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodHTMLForm, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    /// The answer to a challenge of `method` (`URLProtectionSpace.authenticationMethod`).
    ///
    /// The URL system never supplies HTTP credentials: a request for them is cancelled and the 401 kept, because
    /// FoundationNetworking leaves a task without credentials suspended forever on a 401 with `WWW-Authenticate`
    /// (swift-corelibs-foundation#5456). Its body is lost. Every other challenge gets the platform's default
    /// handling: on Apple platforms the task-level delegate also receives the TLS server-trust challenge
    /// (`NSURLAuthenticationMethodServerTrust`), and cancelling it would end every HTTPS request;
    /// FoundationNetworking on Linux evaluates TLS itself and sends no such challenge.
    package static func answer(toChallengeWithMethod method: String) -> ChallengeAnswer {
        httpCredentialMethods.contains(method) ? .keepTheServersAnswer : .platformDefault
    }

    /// An ephemeral session configuration that keeps nothing: no cookies (accepted, stored or sent), no cache, no
    /// stored credentials. Callers add their timeouts and connection limits.
    package static func quietConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    private let session: URLSession
    private let delegate: ExchangeDelegate
    private let cancelsOnRelease: Bool

    /// Makes an exchange on a session with `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: The session's settings (start from ``quietConfiguration()``).
    ///   - bodyTooLarge: The error a transfer past its limit fails with, given the limit.
    ///   - cancelsOnRelease: Whether releasing the exchange cancels its transfers (`invalidateAndCancel`) rather
    ///     than letting them finish (`finishTasksAndInvalidate`).
    package init(
        configuration: URLSessionConfiguration, bodyTooLarge: @escaping @Sendable (Int) -> any Error,
        cancelsOnRelease: Bool
    ) {
        delegate = ExchangeDelegate(bodyTooLarge: bodyTooLarge)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        self.cancelsOnRelease = cancelsOnRelease
    }

    deinit {
        let (session, cancels) = (session, cancelsOnRelease)
        BlockingCallQueue.run { cancels ? session.invalidateAndCancel() : session.finishTasksAndInvalidate() }
    }

    /// Sends `request` and returns the response and its body; a redirect or a 401 is the response itself.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - maximumBodySize: The largest body accepted, in bytes.
    /// - Throws: The `bodyTooLarge` error past the limit, or the `URLError` of the transfer (`cancelled`, without
    ///   sending anything, when the calling task is cancelled before the transfer starts).
    package func send(_ request: URLRequest, maximumBodySize: Int) async throws -> (HTTPURLResponse, Data) {
        let running = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))
        let (session, delegate, limit) = (session, delegate, max(0, maximumBodySize))
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
    }
}

/// The session's delegate, for every task: refuses redirects (FoundationNetworking ignores per-task delegates for
/// them), gathers each body under its limit, keeps a credential challenge's 401, and completes each exchange once.
private final class ExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Exchange: Sendable {
        let continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
        let limit: Int
        var body = Data()
        var challenged: HTTPURLResponse?
    }

    private let exchanges = Locked<[Int: Exchange]>([:])
    private let bodyTooLarge: @Sendable (Int) -> any Error

    init(bodyTooLarge: @escaping @Sendable (Int) -> any Error) {
        self.bodyTooLarge = bodyTooLarge
    }

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
        overflow.continuation.resume(throwing: bodyTooLarge(overflow.limit))
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
        switch URLSessionExchange.answer(toChallengeWithMethod: challenge.protectionSpace.authenticationMethod) {
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

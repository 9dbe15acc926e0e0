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
    /// How the exchange answers an authentication challenge when no responder decides: ``TrustDisposition``'s
    /// `platformDefault` (for a TLS server-trust challenge, the system's evaluation of the chain against its trust
    /// store) or `keepTheServersAnswer` (no credential, the server's 401 or 407 is the response).
    package typealias ChallengeAnswer = TrustDisposition

    /// Decides a challenge: the app's trust hook, mapped to a disposition.
    package typealias ChallengeResponder = @Sendable (ExchangeChallenge) async -> TrustDisposition

    /// The HTTP authentication methods: the server asking for credentials with a 401 or 407.
    static let httpCredentialMethods: Set<String> = [
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
    private let refusesBeforeSending: (@Sendable (URL) -> String?)?
    private let refused: @Sendable (String) -> any Error

    /// Makes an exchange on a session with `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: The session's settings (start from ``quietConfiguration()``).
    ///   - bodyTooLarge: The error a transfer past its limit fails with, given the limit.
    ///   - cancelsOnRelease: Whether releasing the exchange cancels its transfers (`invalidateAndCancel`) rather
    ///     than letting them finish (`finishTasksAndInvalidate`).
    ///   - challenges: Decides the session's authentication challenges; `nil` answers each with
    ///     ``answer(toChallengeWithMethod:)``. FoundationNetworking on Linux delivers only HTTP credential
    ///     challenges (it evaluates TLS itself and asks for no client certificate).
    ///   - refused: The error a request fails with when `challenges` refused one of its challenges, or
    ///     `refusesBeforeSending` refused it, given the reason.
    ///   - refusesBeforeSending: The reason a request to a URL must not go out at all (the app's trust hook must
    ///     check a certificate the session cannot show it first), or `nil` when it may.
    package init(
        configuration: URLSessionConfiguration, bodyTooLarge: @escaping @Sendable (Int) -> any Error,
        cancelsOnRelease: Bool, challenges: ChallengeResponder? = nil,
        refused: @escaping @Sendable (String) -> any Error = { _ in URLError(.userCancelledAuthentication) },
        refusesBeforeSending: (@Sendable (URL) -> String?)? = nil
    ) {
        delegate = ExchangeDelegate(bodyTooLarge: bodyTooLarge, challenges: challenges, refused: refused)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        self.cancelsOnRelease = cancelsOnRelease
        self.refusesBeforeSending = refusesBeforeSending
        self.refused = refused
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
    /// - Throws: The `bodyTooLarge` error past the limit, the `refused` error (without sending anything) for a
    ///   request `refusesBeforeSending` refuses, or the `URLError` of the transfer (`cancelled`, without sending
    ///   anything, when the calling task is cancelled before the transfer starts).
    package func send(_ request: URLRequest, maximumBodySize: Int) async throws -> (HTTPURLResponse, Data) {
        if let url = request.url, let reason = refusesBeforeSending?(url) { throw refused(reason) }
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
        var refusal: String?
    }

    private let exchanges = Locked<[Int: Exchange]>([:])
    private let bodyTooLarge: @Sendable (Int) -> any Error
    private let challenges: URLSessionExchange.ChallengeResponder?
    private let refused: @Sendable (String) -> any Error

    init(
        bodyTooLarge: @escaping @Sendable (Int) -> any Error, challenges: URLSessionExchange.ChallengeResponder?,
        refused: @escaping @Sendable (String) -> any Error
    ) {
        self.bodyTooLarge = bodyTooLarge
        self.challenges = challenges
        self.refused = refused
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

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A response that follows a challenge answered with credentials starts the body afresh: FoundationNetworking
        // hands over the 401's body too, and the caller wants the body of the answer it gets.
        exchanges.withLock { $0[dataTask.taskIdentifier]?.body = Data() }
        completionHandler(.allow)
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
        if let refusal = exchange.refusal {
            exchange.continuation.resume(throwing: refused(refusal))
        } else if let http = (response as? HTTPURLResponse) ?? exchange.challenged {
            exchange.continuation.resume(returning: (http, exchange.body))
        } else {
            exchange.continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let space = challenge.protectionSpace
        let method = space.authenticationMethod
        let fallback = URLSessionExchange.answer(toChallengeWithMethod: method)
        let failureResponse = challenge.failureResponse as? HTTPURLResponse
        let platform = PlatformChallenge(challenge)
        guard let challenges, let kind = platform.kind(method: method) else {
            perform(fallback, for: task, failureResponse: failureResponse, platform: platform, completionHandler)
            return
        }
        let asked = ExchangeChallenge(
            kind: kind, host: space.host, port: space.port, realm: space.realm,
            previousFailureCount: challenge.previousFailureCount)
        Task {
            let disposition = await challenges(asked)
            self.perform(
                disposition == .platformDefault ? fallback : disposition, for: task,
                failureResponse: failureResponse, platform: platform, completionHandler)
        }
    }

    private func perform(
        _ disposition: TrustDisposition, for task: URLSessionTask, failureResponse: HTTPURLResponse?,
        platform: PlatformChallenge,
        _ completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        switch disposition {
        case .platformDefault:
            completionHandler(.performDefaultHandling, nil)
        case .keepTheServersAnswer:
            if let failureResponse {
                exchanges.withLock { $0[task.taskIdentifier]?.challenged = failureResponse }
            }
            completionHandler(.cancelAuthenticationChallenge, nil)
        case .refuse(let reason):
            exchanges.withLock { $0[task.taskIdentifier]?.refusal = reason }
            completionHandler(.cancelAuthenticationChallenge, nil)
        case .password(let user, let password):
            completionHandler(.useCredential, URLCredential(user: user, password: password, persistence: .none))
        case .trustServer, .clientIdentity:
            if let credential = platform.credential(for: disposition) {
                completionHandler(.useCredential, credential)
            } else {
                exchanges.withLock {
                    $0[task.taskIdentifier]?.refusal = "the platform cannot use the answer \(disposition)"
                }
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
    }
}

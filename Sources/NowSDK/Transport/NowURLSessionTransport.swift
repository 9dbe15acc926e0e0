import Foundation

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
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request`; a redirect comes back as the 3xx response itself.
    public func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: configuration.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return NowHTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
    }
}

/// Refuses every redirect so that a token or bearer header never travels to a URL the SDK did not choose.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

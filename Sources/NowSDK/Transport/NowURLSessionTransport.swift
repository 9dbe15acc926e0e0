import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: an ephemeral `URLSession` that keeps no cookies, no cache and follows no redirect (the
/// package's one `URLSessionExchange`, configured with the SDK's timeout and body limit).
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

        /// How long a request may take before it fails with `URLError.timedOut`; 30 seconds by default. On Linux
        /// it counts in whole seconds, a fraction rounded up.
        public var timeout: TimeInterval = 30
        /// The largest response body accepted, in bytes; ``defaultMaximumBodySize`` by default.
        public var maximumBodySize = Configuration.defaultMaximumBodySize
        /// The app's trust hook for server certificates and requests for credentials; the platform's handling
        /// (``NowPlatformTrust``) by default. On Linux FoundationNetworking asks it about HTTP credentials only
        /// (see ``NowTrustEvaluating``), so a request to a host it must check (pins) is refused there before it
        /// is sent. A refused challenge or request fails with ``NowTrustRefusal``.
        public var trust: any NowTrustEvaluating = NowPlatformTrust()

        /// The defaults.
        public init() {}
    }

    private let exchange: URLSessionExchange
    private let configuration: Configuration

    /// Creates a transport.
    ///
    /// - Parameter configuration: Timeouts and the body size limit; the defaults by default.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        // FoundationNetworking times a request out by the session's `timeoutIntervalForRequest` (60 s by default),
        // not by the request's own `timeoutInterval`, and in whole seconds (a fraction cut to 0 s fails every
        // request at once): both carry the timeout, the session's rounded up.
        let session = URLSessionExchange.quietConfiguration()
        session.timeoutIntervalForRequest = configuration.timeout.rounded(.up)
        exchange = URLSessionExchange(
            configuration: session,
            bodyTooLarge: { _ in URLError(.dataLengthExceedsMaximum) }, cancelsOnRelease: false,
            challenges: configuration.trust.challengeResponder, refused: { NowTrustRefusal(reason: $0) },
            refusesBeforeSending: configuration.trust.refusalBeforeSending)
    }

    /// Sends `request`; a redirect comes back as the 3xx response itself, a 401 as the 401 response.
    ///
    /// A task cancelled before the transfer starts sends nothing and gets `URLError(.cancelled)`; a body past
    /// ``Configuration/maximumBodySize`` ends the transfer with `URLError(.dataLengthExceedsMaximum)`; a challenge
    /// the trust hook refused, or a request to a host whose certificate the hook must check and this platform
    /// cannot show it first (pins on Linux, or over plain HTTP), with ``NowTrustRefusal``, before anything is sent.
    public func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: configuration.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (http, body) = try await exchange.send(urlRequest, maximumBodySize: configuration.maximumBodySize)
        return Self.response(http, body: body)
    }

    private static func response(_ http: HTTPURLResponse, body: Data) -> NowHTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return NowHTTPResponse(statusCode: http.statusCode, headers: headers, body: body)
    }
}

extension NowURLSessionTransport {
    /// How the transport answers an authentication challenge (`URLSessionExchange.ChallengeAnswer`).
    package typealias ChallengeAnswer = URLSessionExchange.ChallengeAnswer

    /// The answer to a challenge of `method` (`URLProtectionSpace.authenticationMethod`): the SDK never lets the
    /// URL system supply HTTP credentials, and hands the server's 401 back instead, which is why the token
    /// endpoint reads a bodiless 401 with `WWW-Authenticate` as `invalid_client` (RFC 6749 §5.2); every other
    /// challenge gets the platform's default handling. See `URLSessionExchange.answer(toChallengeWithMethod:)`.
    package static func answer(toChallengeWithMethod method: String) -> ChallengeAnswer {
        URLSessionExchange.answer(toChallengeWithMethod: method)
    }
}

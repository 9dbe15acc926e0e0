import Foundation
import NowInternal
import NowSDK
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The wire under `HeadlessWebEngine`: the package's one `URLSessionExchange`, one request per call.
///
/// Redirects come back as responses so that the engine can ask for policy before each hop; cookies and caching are
/// off because the engine applies its ``WebDataStore`` itself. A body is received piece by piece and the transfer
/// is cancelled as soon as it grows past the caller's limit, so a hostile server cannot fill the memory; a request
/// for HTTP credentials hands the server's 401 back, as the SDK's transport does.
package final class HeadlessTransport: Sendable {
    /// A response body (or its announced `Content-Length`) exceeded the `maximumBodySize` of a ``send(_:maximumBodySize:)``.
    package struct BodyTooLarge: Error, Sendable, Equatable {
        /// The limit, in bytes.
        package let limit: Int
    }

    /// The app's trust hook refused a challenge of a request; `reason` says why.
    package struct TrustRefused: Error, Sendable, Equatable {
        /// Why, without secrets.
        package let reason: String
    }

    private let exchange: URLSessionExchange

    /// Makes a transport with at most `connectionsPerHost` connections per host and the given timeouts in seconds,
    /// whose challenges `trust` decides.
    package init(
        connectionsPerHost: Int, requestTimeout: TimeInterval, resourceTimeout: TimeInterval,
        trust: any NowTrustEvaluating = NowPlatformTrust()
    ) {
        let configuration = URLSessionExchange.quietConfiguration()
        configuration.httpMaximumConnectionsPerHost = connectionsPerHost
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        exchange = URLSessionExchange(
            configuration: configuration, bodyTooLarge: { BodyTooLarge(limit: $0) }, cancelsOnRelease: true,
            challenges: trust.challengeResponder, refused: { TrustRefused(reason: $0) },
            refusesBeforeSending: trust.refusalBeforeSending)
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
        let (http, body) = try await exchange.send(request, maximumBodySize: maximumBodySize)
        return (body, http)
    }
}

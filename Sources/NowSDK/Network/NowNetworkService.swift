import Foundation
import NowInternal

// swift-check: given core: any NowCoreServiceProviding; service: any NowService
/// Sends authorized API requests to one service's instance: the vendor's shared network service, returned
/// by ``NowCoreServiceProviding/requestNetworkService(for:)``.
///
/// Every request goes to the instance origin only: a URL without a scheme (`/api`, `api`, `//host/api`) is
/// resolved against it, and a URL that is then elsewhere, carries a user name or password, or has a
/// percent-encoded host is refused before anything is sent, on the first try and on the retry alike. The
/// instance must be https, or http on a loopback host. Requests carry `Authorization: Bearer` from the core;
/// a `401` gets a fresh token and one retry. A guest's requests go without a token.
///
/// ```swift
/// let network = core.requestNetworkService(for: service)
/// let answer = try await network.send(NowHTTPRequest(method: "GET", url: URL(string: "/api/now/table/incident")!))
/// ```
public struct NowNetworkService: Sendable {
    /// The instance origin every request goes to.
    public let instanceUrl: URL
    private let service: any NowService
    private let core: any NowCoreServiceProviding
    private let transport: any NowHTTPTransport

    /// Creates a network service for `service` on `core`, sending through `transport`.
    ///
    /// - Parameters:
    ///   - service: The service whose instance requests go to.
    ///   - core: Where tokens come from.
    ///   - transport: How requests are sent.
    public init(service: any NowService, core: any NowCoreServiceProviding, transport: any NowHTTPTransport) {
        self.service = service
        self.core = core
        self.transport = transport
        instanceUrl = NowCoreService.origin(of: service.configuration.instanceUrl)
    }

    /// Sends `request` to the instance with the service's access token.
    ///
    /// - Parameter request: The request; its URL relative to the instance, or absolute on the instance origin.
    /// - Returns: The response, whatever its status (after one retry with a fresh token on `401`).
    /// - Throws: `URLError(.unsupportedURL)` for a URL off the instance origin (nothing is sent),
    ///   ``NowAuthorizationError/insecureInstanceUrl`` for an instance on cleartext http to a remote host
    ///   (nothing is sent),
    ///   ``NowAuthorizationError`` when no token can be had, `URLError` from the transport.
    public func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        var request = request
        request.url = try resolved(request.url)
        request.headers = request.headers.filter { $0.key.lowercased() != "authorization" }
        let token: AccessToken?
        do {
            token = try await core.requestAccessToken(for: service)
        } catch NowAuthorizationError.guestUser {
            return try await transport.send(request)
        }
        let response = try await transport.send(authorized(request, token))
        guard response.statusCode == 401, let token else { return response }
        let fresh = try await core.accessTokenDidFail(for: service, rejected: token)
        return try await transport.send(authorized(request, fresh))
    }

    private func authorized(_ request: NowHTTPRequest, _ token: AccessToken?) -> NowHTTPRequest {
        var request = request
        if let token { request.headers["Authorization"] = "Bearer \(token.value)" }
        return request
    }

    /// `url` on the instance origin by the package's one credential rule (``CredentialScope``), or the error
    /// that refuses it.
    private func resolved(_ url: URL) throws -> URL {
        guard let scope = CredentialScope(instance: service.configuration.instanceUrl) else {
            if let origin = URLOrigin(service.configuration.instanceUrl), !origin.isTrustworthy {
                throw NowAuthorizationError.insecureInstanceUrl
            }
            throw URLError(.unsupportedURL)
        }
        switch scope.requestURL(for: url) {
        case .success(let absolute): return absolute
        case .failure: throw URLError(.unsupportedURL)
        }
    }
}

/// Sends the SDK's requests to the instance: the token endpoint and the settings API.
///
/// Conformers must not follow redirects (a token request or bearer request must never be replayed to
/// another URL), must not store cookies, and must throw `URLError` (`.timedOut` for timeouts) for transport
/// failures so the SDK can classify them.
public protocol NowHTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response.
    /// - Throws: `URLError` when no response arrived.
    func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse
}

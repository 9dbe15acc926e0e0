import Foundation
import NowInternal
import NowWebTesting

/// Small helpers shared by the emulator tests.
enum TestSupport {
    /// A configuration on the default users and clients with the system clock.
    static var configuration: InstanceEmulator.Configuration { InstanceEmulator.Configuration() }

    /// The token JSON for a password grant by the public mobile client.
    static func passwordToken(
        _ client: LoopbackHTTPClient, user: String = "abel.tuter", password: String = "Abel.Tuter-1"
    ) async throws -> [String: Any] {
        let response = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: form([
                ("grant_type", "password"), ("client_id", "nowweb-mobile"), ("username", user),
                ("password", password),
            ]))
        return try json(response)
    }

    /// Form-encodes `pairs` into a body.
    static func form(_ pairs: [(String, String)]) -> [UInt8] { Array(FormEncoding.encode(pairs).utf8) }

    /// The response body as a JSON object (empty when it is not one).
    static func json(_ response: LoopbackHTTPClient.Response) throws -> [String: Any] {
        (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
    }

    /// A `Cookie` header value from `Set-Cookie` pairs.
    static func cookieHeader(_ cookies: [String: String]) -> String {
        cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}

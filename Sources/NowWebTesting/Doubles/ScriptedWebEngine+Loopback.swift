import Foundation
import NowWeb

extension ScriptedWebEngine {
    /// A ``Fetch`` over plain HTTP/1.1 to `127.0.0.1` (the instance emulator's listeners): one connection per
    /// request, no cookies, no cache. Other URLs fail with `WebEngineError/network(_:)`.
    public static let loopbackFetch: Fetch = { request in
        let url = request.url
        guard url.scheme?.lowercased() == "http", url.host == "127.0.0.1", let port = url.port.flatMap(UInt16.init)
        else { return .failure(.network("The scripted engine reaches only http://127.0.0.1.")) }
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = nil
        components?.host = nil
        components?.port = nil
        let path = components?.percentEncodedPath ?? "/"
        let target = (path.isEmpty ? "/" : path) + (components?.percentEncodedQuery.map { "?\($0)" } ?? "")
        do {
            let client = try LoopbackHTTPClient(port: port)
            let reply = try await client.request(
                "GET", target,
                headers: request.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [
                    ("Connection", "close")
                ])
            let headers = Dictionary(reply.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            return .success(WebResponse(url: url, statusCode: reply.status, headers: headers, isMainFrame: true))
        } catch {
            return .failure(.network("The request to port \(port) failed: \(error)."))
        }
    }
}

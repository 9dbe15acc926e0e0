import Foundation
import NowInternal
import NowSDK

/// A transport double: records every request and answers from a script.
final class ScriptedTransport: NowHTTPTransport {
    typealias Script = @Sendable (_ request: NowHTTPRequest, _ index: Int) async throws -> NowHTTPResponse

    private let script: Script
    private let log = Locked<[NowHTTPRequest]>([])

    init(_ script: @escaping Script) { self.script = script }

    /// Answers with `responses` in order, repeating the last one.
    convenience init(responses: [NowHTTPResponse]) {
        self.init { _, index in responses[min(index, responses.count - 1)] }
    }

    var requests: [NowHTTPRequest] { log.current }

    /// Requests to `path`, in order.
    func requests(to path: String) -> [NowHTTPRequest] { requests.filter { $0.url.path == path } }

    func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        let index = log.withLock { log in
            log.append(request)
            return log.count - 1
        }
        return try await script(request, index)
    }
}

extension NowHTTPRequest {
    /// The form fields of the body.
    var formFields: [String: String] {
        let body = String(decoding: self.body ?? Data(), as: UTF8.self)
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let value = parts.count > 1 ? parts[1] : ""
            fields[parts[0].removingPercentEncoding ?? ""] = value.removingPercentEncoding
        }
        return fields
    }
}

extension NowHTTPResponse {
    /// A 200 token response.
    static func token(
        _ access: String, refresh: String? = nil, expiresIn: Int = 1799
    ) -> NowHTTPResponse {
        var json =
            #"{"access_token":"\#(access)","scope":"useraccount","token_type":"Bearer","expires_in":\#(expiresIn)"#
        if let refresh { json += #","refresh_token":"\#(refresh)""# }
        return NowHTTPResponse(
            statusCode: 200, headers: ["Content-Type": "application/json"], body: Data((json + "}").utf8))
    }

    /// An OAuth error response.
    static func oauthError(_ code: String, status: Int = 400) -> NowHTTPResponse {
        NowHTTPResponse(statusCode: status, body: Data(#"{"error":"\#(code)","error_description":"nope"}"#.utf8))
    }

    /// A JSON body.
    static func json(_ text: String, status: Int = 200) -> NowHTTPResponse {
        NowHTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }
}

import Foundation
import NowInternal

@testable import NowSDK

/// The token endpoint's answers: the success parser and what the SDK computes from a lifetime (the
/// refresh-ahead timer's sleep, the validity check), the OAuth error code, and the classification of a failed
/// answer with the input as its body and a `Retry-After` header, described as the failure log line does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    if let tokens = try? TokenResponseParser.tokenSet(from: body, receivedAt: now),
        let token = tokens.accessToken, let expiry = token.expiresAt
    {
        _ = ServerNumber.duration(seconds: expiry.timeIntervalSince(now) - 120)
        _ = token.isValid(at: now, skew: 60)
    }
    _ = TokenResponseParser.errorCode(from: body)
    let text = String(decoding: body, as: UTF8.self)
    for status in [302, 400, 401, 403, 429, 503] {
        let response = NowHTTPResponse(
            statusCode: status, headers: ["Retry-After": text, "WWW-Authenticate": "Basic"], body: body)
        let error = TokenErrorClassifier.classify(response, grant: .refreshToken("r"), now: now)
        _ = error.localizedDescription
        if case .temporarilyUnavailable(.rateLimited(_, let retryAfter?)) = error {
            _ = ServerNumber.duration(seconds: retryAfter)
        }
    }
    return 0
}

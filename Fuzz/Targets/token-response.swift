import Foundation

@testable import NowSDK

/// The token endpoint's answers: the success parser, the OAuth error code, and the classification of a
/// failed answer with the input as its body and a `Retry-After` header.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    _ = try? TokenResponseParser.tokenSet(from: body, receivedAt: now)
    _ = TokenResponseParser.errorCode(from: body)
    let text = String(decoding: body, as: UTF8.self)
    for status in [302, 400, 401, 403, 429, 503] {
        let response = NowHTTPResponse(
            statusCode: status, headers: ["Retry-After": text, "WWW-Authenticate": "Basic"], body: body)
        _ = TokenErrorClassifier.classify(response, grant: .refreshToken("r"), now: now).localizedDescription
    }
    return 0
}

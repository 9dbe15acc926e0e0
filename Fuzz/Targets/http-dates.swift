import Foundation
import NowInternal

@testable import NowWebHeadless

/// HTTP dates and the cache rules that read them: `Date`, `Expires`, `Last-Modified`, `Age`, `Cache-Control`.
/// The input is header lines (`name: value`); the rules must answer without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let date = HTTPDate.parse(text) { _ = HTTPDate.string(from: date) }
    var headers: [String: String] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2 { headers[String(parts[0])] = String(parts[1]) }
    }
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let entry = WebCacheEntry(
        url: URL(string: "https://acme.service-now.com/a.js")!, statusCode: 200, headers: headers, body: Data(),
        requestDate: now, responseDate: now)
    _ = HTTPCacheRules.isStorable(method: "GET", statusCode: 200, requestHeaders: [:], responseHeaders: headers)
    _ = HTTPCacheRules.isFresh(entry, at: now.addingTimeInterval(60))
    _ = HTTPCacheRules.validators(for: headers)
    _ = HTTPCacheRules.headers(headers, updatedWith: headers)
    _ = CacheControl(text)
    return 0
}

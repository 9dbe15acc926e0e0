import Foundation

@testable import NowWeb

/// The `Set-Cookie` parser and the jar's storage rules: the first line is the responding URL, the rest is the
/// header value. What the jar keeps must come back out without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: 1)
    let url = lines.first.flatMap { URL(string: String($0)) } ?? URL(string: "https://acme.service-now.com/a/b")!
    let header = lines.count > 1 ? String(lines[1]) : text
    let jar = WebCookieJar(now: { Date(timeIntervalSince1970: 1_800_000_000) }, publicSuffixes: suffixes)
    jar.store(responseHeaders: ["Set-Cookie": header], from: url)
    _ = jar.requestHeaderValue(for: url)
    _ = jar.allCookies
    return 0
}

private let suffixes = PublicSuffixList.system

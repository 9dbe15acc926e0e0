import Foundation

@testable import NowWebHeadless

/// The headless engine's HTML tag scanner and subresource extractor, on any bytes a server sends.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let html = Data(UnsafeBufferPointer(start: data, count: size))
    var scanner = HTMLTagScanner(html)
    _ = scanner.scan()
    _ = HTMLSubresourceExtractor.summarize(html, pageURL: URL(string: "https://acme.service-now.com/now/a/b")!)
    return 0
}

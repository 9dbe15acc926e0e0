import Foundation
import NowWebTesting

/// The instance emulator's HTTP/1.1 request parser and what handlers read from a request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parser = HTTPRequestParser(maximumHeadBytes: 16_384, maximumBodyBytes: 65_536)
    if case .request(let request, _) = parser.parse(bytes) {
        _ = request.cookies
        _ = request.queryParameters
        _ = request.formParameters
        _ = request.keepsAlive
    }
    return 0
}

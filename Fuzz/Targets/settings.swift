import Foundation

@testable import NowSDK

/// The parser of the instance's Mobile SDK settings answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = ServiceSettingsParser.settings(from: Data(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

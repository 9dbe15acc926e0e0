import Foundation

@testable import NowWeb

/// The Cabrillo message decoder: a page's message body for every handler, and the button payloads it holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for method in CabrilloMethod.offered {
        let message = ScriptMessage(handlerName: method.handlerName, body: body, frame: .main, origin: nil)
        guard let call = try? CabrilloCall(message) else { continue }
        _ = try? dispatcher.outcome(for: call)
        _ = call.reply(results: .null, error: nil)
    }
    if let payload = try? JSONValue(parsing: body) { _ = CabrilloButton(payload: payload) }
    return 0
}

private let dispatcher = CabrilloDispatcher()

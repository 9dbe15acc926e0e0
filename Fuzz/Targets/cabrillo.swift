import Foundation

@testable import NowWeb

/// The Cabrillo message decoder: a page's message body for every handler (the string envelope included), the
/// upload options of `attachments.addFile`, the instance's upload answer, the button payloads, and the engine-neutral
/// check of what WebKit hands over. Each input runs on a thread with a 512 KiB stack (a cooperative thread's on
/// Darwin), so that a recursion too deep for an iOS thread crashes here too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        decode(body)
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return 0
}

private let dispatcher = CabrilloDispatcher()

private func decode(_ body: String) {
    for method in CabrilloMethod.offered {
        let message = ScriptMessage(handlerName: method.handlerName, body: body, frame: .main, origin: nil)
        guard let call = try? CabrilloCall(message) else { continue }
        _ = try? dispatcher.outcome(for: call)
        if method == .addFile || method == .addFiles { _ = try? AttachmentUpload(call) }
        _ = call.reply(results: .null, error: nil)
    }
    _ = AttachmentUpload.answer(status: 200, body: Data(body.utf8))
    guard let payload = try? JSONValue(parsing: body) else { return }
    _ = CabrilloButton(payload: payload)
    // What WebKit would hand over for this value, where the strings "NaN", "Infinity" and "-Infinity" stand for
    // the JavaScript numbers JSON cannot spell. Whatever the check lets through must be writable JSON: Darwin's
    // JSONSerialization raises an exception Swift cannot catch for anything else.
    let posted = webKitValue(payload)
    if let object = PageJSON.foundationObject(posted), !JSONSerialization.isValidJSONObject([object]) {
        fatalError("a page value passed the check that JSONSerialization cannot write")
    }
    if let converted = WebKitMapping.json(posted) {
        let message = ScriptMessage(
            handlerName: CabrilloMethod.addFile.handlerName, body: converted, frame: .main, origin: nil)
        if let call = try? CabrilloCall(message) { _ = try? AttachmentUpload(call) }
    }
}

private func webKitValue(_ value: JSONValue) -> Any {
    switch value {
    case .null: NSNull()
    case .bool(let flag): NSNumber(value: flag)
    case .number(let number): NSNumber(value: number)
    case .string("NaN"): NSNumber(value: Double.nan)
    case .string("Infinity"): NSNumber(value: Double.infinity)
    case .string("-Infinity"): NSNumber(value: -Double.infinity)
    case .string(let text): text
    case .array(let elements): elements.map(webKitValue)
    case .object(let members): members.mapValues(webKitValue)
    }
}

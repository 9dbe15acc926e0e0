import Foundation
import NowWeb
import Testing

/// Answers to calls: the script, its escaping, and the error inside the payload.
@Suite struct CabrilloReplyTests {
    static func call(context: JSONValue = .object(["callId": .number(3)])) -> CabrilloCall {
        CabrilloCall(
            method: .getTitle, options: .null, callbackName: CabrilloCall.defaultCallbackName, callbackContext: context)
    }

    @Test func aReplyCallsReceiveMethodWithTheEchoedContextAndResults() throws {
        let reply = try #require(Self.call().reply(results: .string("Incident")))
        #expect(reply.script == #"snmCabrillo.receiveMethod({"callbackContext":{"callId":3},"results":"Incident"})"#)
        #expect(reply.pathComponents == ["snmCabrillo", "receiveMethod"])
    }

    @Test func anErrorTravelsInsideThePayload() throws {
        let reply = try #require(Self.call().reply(error: .unsupported(.getBarcode)))
        let payload = try JSONValue(parsing: reply.argument)
        #expect(payload["results"] == .null)
        #expect(payload["error"]?["status"] == .number(501))
        #expect(payload["error"]?["message"]?.stringValue?.contains("camera.getBarcode") == true)
        #expect(payload["callbackContext"] == .object(["callId": .number(3)]))
    }

    @Test(arguments: [
        "quote \" and backslash \\", "line\nbreak", "separators \u{2028} \u{2029}",
        "</script><script>alert(1)</script>",
        "emoji 😀 and NUL \u{0}", "${template}`", "'single'",
    ])
    func resultsAreEscapedIntoAValidLiteralThatReadsBackUnchanged(_ text: String) throws {
        let reply = try #require(Self.call().reply(results: .string(text)))
        #expect(!reply.script.contains("\u{2028}") && !reply.script.contains("\u{2029}"))
        #expect(!reply.script.contains("</"))
        #expect(!reply.script.contains("\n"))
        #expect(try JSONValue(parsing: reply.argument)["results"] == .string(text))
    }

    @Test func contextsOfAnyShapeAreEchoedAsSent() throws {
        let context = JSONValue.object([
            "callId": .number(12), "extra": .array([.bool(true), .null, .string("x")]),
            "nested": .object(["n": .number(1.5)]),
        ])
        let reply = try #require(Self.call(context: context).reply())
        #expect(try JSONValue(parsing: reply.argument)["callbackContext"] == context)
    }

    @Test(arguments: ["snmCabrillo.receiveMethod", "a", "$x._y1", "A.b.c.d"])
    func plainDottedIdentifiersAreFunctionPaths(_ path: String) {
        #expect(ScriptCallback.isFunctionPath(path))
    }

    @Test(arguments: ["", ".", "a.", ".a", "a..b", "1a", "a(1)", "a;b", "a b", "a['b']", "a.b.c.d.e.f.g.h.i", "é"])
    func anythingElseIsNotAFunctionPath(_ path: String) {
        #expect(!ScriptCallback.isFunctionPath(path))
        #expect(ScriptCallback(functionPath: path, argument: .null) == nil)
    }
}

import Foundation
import NowWeb
import Testing

/// Reading what pages post: the envelope of a call or a post, and garbage.
@Suite struct CabrilloCallTests {
    static let frame = ScriptMessage.Frame(id: "f1")

    static func message(_ handler: String, _ body: String) -> ScriptMessage {
        ScriptMessage(handlerName: handler, body: body, frame: frame)
    }

    @Test func aCallCarriesItsCallbackContextAndOptions() throws {
        let body =
            #"{"callbackName":"snmCabrillo.receiveMethod","callbackContext":{"callId":7},"#
            + #""options":{"flowName":"order"}}"#
        let call = try CabrilloCall(Self.message("com.servicenow.cabrillo.flowControl.flowEnded", body))
        #expect(call.method == .flowEnded)
        #expect(call.callbackName == "snmCabrillo.receiveMethod")
        #expect(call.callbackContext == .object(["callId": .number(7)]))
        #expect(call.options == .object(["flowName": .string("order")]))
        #expect(call.expectsReply)
    }

    @Test func aPostWantsNoReply() throws {
        let call = try CabrilloCall(
            Self.message("com.servicenow.cabrillo.viewLayout.setTitle", #"{"options":{"title":"Hi"}}"#))
        #expect(call.method == .setTitle)
        #expect(!call.expectsReply)
        #expect(call.reply() == nil)
    }

    @Test func aPostWithoutOptionsHasNullOptions() throws {
        let call = try CabrilloCall(Self.message("com.servicenow.cabrillo.navigation.goBack", "{}"))
        #expect(call.options == .null)
        #expect(call.method == .goBack)
    }

    @Test func anEnvelopeSentAsAJSONStringIsAccepted() throws {
        let inner = #"{"callbackContext":{"callId":1},"callbackName":"snmCabrillo.receiveMethod"}"#
        let body = JSONValue.string(inner).javaScriptLiteral
        let call = try CabrilloCall(Self.message("com.servicenow.cabrillo.viewLayout.getTitle", body))
        #expect(call.callbackContext == .object(["callId": .number(1)]))
    }

    @Test func aCallbackNameThatIsNotAFunctionPathFallsBackToReceiveMethod() throws {
        let body = #"{"callbackName":"alert(document.cookie)//","callbackContext":{"callId":2}}"#
        let call = try CabrilloCall(Self.message("com.servicenow.cabrillo.camera.getBarcode", body))
        #expect(call.callbackName == CabrilloCall.defaultCallbackName)
        #expect(call.reply()?.script.hasPrefix("snmCabrillo.receiveMethod(") == true)
    }

    @Test(arguments: ["location.assign", "snmCabrillo.viewLayout.setTitle", "cabrillo.flowControl.flowEnded"])
    func aPageChosenFunctionPathIsNeverCalled(_ name: String) throws {
        let body = #"{"callbackName":"\#(name)","callbackContext":{"callId":3}}"#
        let call = try CabrilloCall(Self.message("com.servicenow.cabrillo.viewLayout.getTitle", body))
        #expect(call.reply(results: .string("x"))?.functionPath == "snmCabrillo.receiveMethod")
    }

    @Test func aCallWithAContextButNoNameIsStillAnswered() throws {
        let call = try CabrilloCall(
            Self.message("com.servicenow.cabrillo.viewLayout.getTitle", #"{"callbackContext":{"callId":4}}"#))
        #expect(call.callbackName == CabrilloCall.defaultCallbackName)
    }

    @Test func deepStringEnvelopeIsRefusedOnASmallStack() async {
        let body = JSONValue.string(nestedObjects(depth: 400)).javaScriptLiteral
        let outcome = await onSmallStack {
            Result { () throws(CabrilloError) in
                try CabrilloCall(Self.message("com.servicenow.cabrillo.attachments.addFile", body))
            }
        }
        #expect(throws: CabrilloError.malformedEnvelope("the body's string is not JSON within the message limits")) {
            try outcome.get()
        }
    }

    @Test func theDeepestEnvelopeTheLimitsAllowParsesOnASmallStack() async {
        let deepest = #"{"options":"# + nestedObjects(depth: PageJSON.Limits.depth - 1) + "}"
        let body = JSONValue.string(deepest).javaScriptLiteral
        let method = await onSmallStack {
            try? CabrilloCall(Self.message("com.servicenow.cabrillo.viewLayout.setTitle", body)).method
        }
        #expect(method == .setTitle)
    }

    @Test func theMessageLimitsHoldInsideAStringEnvelope() throws {
        let handler = "com.servicenow.cabrillo.viewLayout.setTitle"
        let deepest = #"{"options":"# + nestedObjects(depth: PageJSON.Limits.depth - 1) + "}"
        #expect(
            try CabrilloCall(Self.message(handler, JSONValue.string(deepest).javaScriptLiteral)).method == .setTitle)
        let deeper = #"{"options":"# + nestedObjects(depth: PageJSON.Limits.depth) + "}"
        for body in [deeper, JSONValue.string(deeper).javaScriptLiteral] {
            #expect(throws: CabrilloError.self) { try CabrilloCall(Self.message(handler, body)) }
        }
        let many = JSONValue.object(["options": .array(Array(repeating: .null, count: PageJSON.Limits.values))])
        #expect(throws: CabrilloError.malformedEnvelope("the body is beyond the message limits")) {
            try CabrilloCall(Self.message(handler, JSONValue.string(many.javaScriptLiteral).javaScriptLiteral))
        }
        let long = JSONValue.object(["options": .string(String(repeating: "x", count: PageJSON.Limits.textBytes))])
        #expect(throws: CabrilloError.malformedEnvelope("the body is beyond the message limits")) {
            try CabrilloCall(Self.message(handler, JSONValue.string(long.javaScriptLiteral).javaScriptLiteral))
        }
        let huge = String(repeating: " ", count: PageJSON.Limits.bodyBytes) + "{}"
        #expect(throws: CabrilloError.malformedEnvelope("the body is not JSON within the message limits")) {
            try CabrilloCall(Self.message(handler, huge))
        }
    }

    @Test(arguments: ["", "not json", "[1,2]", "42", "\"text\"", "null", "{\"options\":", "\u{0}"])
    func garbageBodiesAreMalformed(_ body: String) {
        #expect(throws: CabrilloError.self) {
            try CabrilloCall(Self.message("com.servicenow.cabrillo.flowControl.flowEnded", body))
        }
    }

    @Test(arguments: [
        "com.servicenow.cabrillo.flowControl", "com.servicenow.cabrillo.a.b.c", "com.servicenow.cabrillo..x",
        "com.servicenow.cabrillo.", "com.example.cabrillo.flowControl.flowEnded", "flowControl.flowEnded", "",
    ])
    func handlerNamesOutsideTheCabrilloPackageAreRejected(_ name: String) {
        #expect(throws: CabrilloError.unknownHandler(name)) { try CabrilloCall(Self.message(name, "{}")) }
    }

    @Test func methodsRoundTripThroughHandlerNames() {
        for method in CabrilloMethod.offered {
            #expect(CabrilloMethod(handlerName: method.handlerName) == method)
        }
        #expect(CabrilloMethod.offered.contains(.getBarcode), "pages detect a native host by this handler")
        #expect(CabrilloMethod.getBarcode.handlerName == "com.servicenow.cabrillo.camera.getBarcode")
    }
}

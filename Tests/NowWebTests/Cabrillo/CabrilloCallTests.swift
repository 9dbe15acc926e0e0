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

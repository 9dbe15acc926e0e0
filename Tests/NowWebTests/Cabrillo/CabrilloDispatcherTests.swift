import Foundation
import NowWeb
import Testing

/// The dispatch table: which method becomes which command, and what is refused.
@Suite struct CabrilloDispatcherTests {
    let dispatcher = CabrilloDispatcher()

    func command(_ method: CabrilloMethod, _ options: JSONValue = .null) throws -> CabrilloCommand {
        let outcome = try dispatcher.outcome(
            for: CabrilloCall(method: method, options: options, callbackName: nil, callbackContext: nil))
        return try #require(outcome.command)
    }

    @Test func flowEndsCarryTheirNameAndRefreshFlag() throws {
        #expect(
            try command(.flowEnded, .object(["flowName": .string("order")]))
                == .endFlow(name: "order", clientRefreshNeeded: false))
        #expect(try command(.flowEnded) == .endFlow(name: "", clientRefreshNeeded: false))
        let update = JSONValue.object(["flowName": .string("edit"), "clientRefreshNeeded": .bool(true)])
        #expect(try command(.flowEndedWithUpdate, update) == .endFlow(name: "edit", clientRefreshNeeded: true))
    }

    @Test func navigationAndViewLayoutPostsMapToHostCommands() throws {
        #expect(try command(.goBack) == .goBack)
        #expect(try command(.setTitle, .object(["title": .string("Order")])) == .setTitle("Order"))
        #expect(try command(.setTitle, .object([:])) == .setTitle(nil))
        #expect(try command(.getTitle) == .getTitle)
        #expect(try command(.hideBackButton) == .setBackButtonHidden(true))
        #expect(try command(.showBackButton) == .setBackButtonHidden(false))
        #expect(try command(.showSpinner, .object(["mask": .bool(true)])) == .setSpinnerVisible(true))
        #expect(try command(.hideSpinner) == .setSpinnerVisible(false))
        #expect(
            try command(.showMessage, .object(["style": .string("error"), "title": .string("No")]))
                == .showMessage(style: "error", title: "No"))
    }

    @Test func buttonsAreReadWithTheirTapCallback() throws {
        let context = JSONValue.object([
            "id": .number(0), "className": .string("registerBottomButtons"), "payloadId": .number(0),
        ])
        let payload = JSONValue.object([
            "title": .string("Order"), "buttonId": .string("order"), "enabled": .bool(true), "badgeCount": .number(2),
            "callbackName": .string("snmCabrillo.viewLayout.executeCallback"), "callbackContext": context,
            "callbackScript": .string("snmCabrillo.viewLayout.executeCallback({})"),
        ])
        guard
            case .setButtons(let buttons, .bottom) = try command(
                .setBottomButtons, .object(["buttons": .array([payload])]))
        else {
            Issue.record("not a bottom button set")
            return
        }
        let button = try #require(buttons.first)
        #expect(button.title == "Order" && button.buttonId == "order" && button.badgeCount == 2 && button.isEnabled)
        let tap = try #require(button.tapCallback)
        #expect(tap.functionPath == "snmCabrillo.viewLayout.executeCallback")
        let argument = try JSONValue(parsing: tap.argument)
        #expect(argument["callbackContext"] == context)
        #expect(argument["callbackScript"] == nil, "the page's script text is never evaluated")
    }

    @Test(arguments: [1e300, -1e300, 9.3e18, 2.5, .nan, .infinity, -.infinity])
    func aButtonNumberNoIntCanHoldIsRefusedWithAnError(_ number: Double) throws {
        for key in ["badgeCount", "buttonId"] {
            let payload = JSONValue.object(["title": .string("Cart"), key: .number(number)])
            #expect(CabrilloButton(payload: payload).badgeCount == nil)
            #expect(
                throws: CabrilloError.invalidOptions(
                    .setBottomButtons, "button 0: \(key) is not a whole number in range")
            ) {
                try command(.setBottomButtons, .object(["buttons": .array([payload])]))
            }
        }
    }

    @Test(arguments: [1e19, -1e19, 1e300, .nan, .infinity, -.infinity])
    func addFileParamsNumberNoIntCanHoldIsRefused(_ number: Double) {
        let options = JSONValue.object([
            "apiPath": .string("/api/now/attachment/upload"), "params": .object(["a": .number(number)]),
        ])
        #expect(throws: CabrilloError.invalidOptions(.addFile, "params.a is not a number a form field can carry")) {
            try command(.addFile, options)
        }
    }

    @MainActor @Test func theUploadParamsBodyThatTrappedIsAnsweredWithAnError() throws {
        let body = #"{"callbackContext":{},"options":{"apiPath":"/api/now/attachment/upload","params":{"a":1e19}}}"#
        let message = ScriptMessage(
            handlerName: "com.servicenow.cabrillo.attachments.addFile", body: body, frame: .main,
            origin: URL(string: "https://acme.service-now.com"))
        let scope = try #require(InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!))
        let response = try #require(
            CabrilloHost().serve(message, scope: scope, pageTitle: nil, mayRequestLocation: { false }))
        #expect(response.command == nil)
        let answer = try JSONValue(parsing: try #require(response.reply).argument)
        #expect(answer["error"]?["status"] == .number(400))
    }

    @Test func aTapNeverCallsAPageChosenFunction() throws {
        let payload = JSONValue.object([
            "title": .string("Pay"), "callbackName": .string("location.assign"),
            "callbackContext": .object(["id": .number(0)]),
        ])
        guard case .setButtons(let buttons, _) = try command(.setBottomButtons, .object(["buttons": .array([payload])]))
        else {
            Issue.record("not a button set")
            return
        }
        #expect(buttons.first?.tapCallback?.functionPath == CabrilloButton.defaultCallbackName)
    }

    @Test func noButtonsClearsThem() throws {
        #expect(try command(.setNavigationBarButtons) == .setButtons([], .navigationBar))
        #expect(
            try command(.setNavigationBarButtons, .object(["buttons": .array([])])) == .setButtons([], .navigationBar))
    }

    @Test func unusableOptionsAreRefused() {
        #expect(throws: CabrilloError.invalidOptions(.setBottomButtons, "buttons is not an array")) {
            try command(.setBottomButtons, .object(["buttons": .string("x")]))
        }
        #expect(throws: CabrilloError.self) { try command(.setTitle, .object(["title": .array([])])) }
    }

    @Test(arguments: [
        CabrilloMethod("list", "selectItem"), CabrilloMethod("x", "y"),
    ])
    func methodsWithoutAHandlerAreUnsupported(_ method: CabrilloMethod) {
        #expect(throws: CabrilloError.unsupported(method)) { try command(method) }
        #expect(CabrilloError.unsupported(method).status == 501)
    }

    @Test func everyOfferedMethodIsServed() {
        let unserved = CabrilloMethod.offered.filter { CabrilloDispatcher.standardHandlers[$0] == nil }
        #expect(unserved.isEmpty)
    }
}

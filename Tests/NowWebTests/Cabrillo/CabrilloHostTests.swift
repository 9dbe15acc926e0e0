import Foundation
import NowWeb
import Testing

/// The host's decisions without an engine: which messages are answered, with what, and which command follows.
@Suite @MainActor struct CabrilloHostTests {
    static let instance = URL(string: "https://acme.service-now.com")!
    static let scope = InstanceScope(instanceURL: instance)!
    static let frame = ScriptMessage.Frame(id: "frame-3")
    static let doThing = CabrilloMethod("myapp", "doThing")

    func message(
        _ method: CabrilloMethod, _ options: JSONValue = .null, call: Bool = true, origin: URL? = instance
    ) -> ScriptMessage {
        var envelope: [String: JSONValue] = ["options": options]
        if call { envelope["callbackContext"] = .object(["callId": .number(9)]) }
        return ScriptMessage(
            handlerName: method.handlerName, body: JSONValue.object(envelope).javaScriptLiteral, frame: Self.frame,
            origin: origin)
    }

    func serve(
        _ host: CabrilloHost, _ message: ScriptMessage, pageTitle: String? = nil, mayRequestLocation: Bool = false
    ) throws -> (answer: JSONValue?, command: CabrilloCommand?) {
        let response = try #require(
            host.serve(message, scope: Self.scope, pageTitle: pageTitle, mayRequestLocation: { mayRequestLocation }))
        return (try response.reply.map { try JSONValue(parsing: $0.argument) }, response.command)
    }

    @Test func aCallIsAnsweredWithItsContextAndItsCommandFollows() throws {
        let message = message(.setTitle, .object(["title": .string("Order")]))
        let response = try #require(
            CabrilloHost().serve(message, scope: Self.scope, pageTitle: nil, mayRequestLocation: { false }))
        #expect(response.command == .setTitle("Order"))
        #expect(response.reply?.functionPath == "snmCabrillo.receiveMethod")
        let answer = try JSONValue(parsing: try #require(response.reply).argument)
        #expect(answer["callbackContext"]?["callId"] == .number(9))
        #expect(answer["results"] == .null && answer["error"] == nil)
    }

    @Test func aPostGetsNoAnswerButItsCommand() throws {
        let (answer, command) = try serve(CabrilloHost(), message(.goBack, call: false))
        #expect(answer == nil)
        #expect(command == .goBack)
    }

    @Test func messagesThatAreNotCabrilloAreNotServed() {
        let host = CabrilloHost()
        let other = ScriptMessage(handlerName: "other.handler", body: "{}", frame: .main, origin: Self.instance)
        let garbage = ScriptMessage(
            handlerName: CabrilloMethod.flowEnded.handlerName, body: "][", frame: .main, origin: Self.instance)
        for message in [other, garbage] {
            #expect(host.serve(message, scope: Self.scope, pageTitle: nil, mayRequestLocation: { false }) == nil)
        }
    }

    @Test(arguments: [URL(string: "https://widgets.example.com"), nil])
    func aFrameOffTheInstanceIsRefusedWithoutACommand(origin: URL?) throws {
        let (answer, command) = try serve(
            CabrilloHost(), message(.flowEnded, .object(["flowName": .string("x")]), origin: origin))
        #expect(command == nil)
        #expect(answer?["error"]?["status"] == .number(403))
    }

    @Test func getTitleAnswersThePagesTitleElseTheDocumentsTitle() throws {
        var host = CabrilloHost()
        #expect(try serve(host, message(.getTitle), pageTitle: "Home").answer?["results"] == .string("Home"))
        #expect(try serve(host, message(.getTitle)).answer?["results"] == .null)
        host.navigationItem.title = "Order"
        #expect(try serve(host, message(.getTitle), pageTitle: "Home").answer?["results"] == .string("Order"))
    }

    @Test func theLocationIsAskedAboutOnlyWhenAPageWantsIt() throws {
        var asked = 0
        let host = CabrilloHost()
        _ = host.serve(message(.showSpinner), scope: Self.scope, pageTitle: nil) {
            asked += 1
            return true
        }
        #expect(asked == 0)
        #expect(
            try serve(host, message(.getCurrentLocation)).answer?["error"]?["status"] == .number(403),
            "the app does not let pages ask")
        let allowed = try serve(host, message(.getCurrentLocation), mayRequestLocation: true)
        #expect(allowed.answer?["error"]?["status"] == .number(503), "no location source")
        #expect(allowed.command == nil)
    }

    @Test func anAppsOwnMethodIsServedByItsHandlerAndOthersStayUnsupported() throws {
        var host = CabrilloHost()
        host.dispatcher.handlers[Self.doThing] = { call in
            .success(CabrilloOutcome(results: .object(["did": call.options["thing"] ?? .null])))
        }
        let served = try serve(host, message(Self.doThing, .object(["thing": .string("scan")])))
        #expect(served.answer?["results"]?["did"] == .string("scan"))
        #expect(served.answer?["error"] == nil)
        #expect(served.command == nil)
        let unknown = try serve(host, message(CabrilloMethod("myapp", "other")))
        #expect(unknown.answer?["error"]?["status"] == .number(501))
        #expect(unknown.command == nil)
    }

    @Test func buttonsRememberTheFrameThatSetThemAndAnEmptyListForgetsIt() {
        var host = CabrilloHost()
        let button = CabrilloButton(payload: .object(["title": .string("Go")]))
        let set = host.navigationItem(after: .setButtons([button], .bottom), from: Self.frame)
        #expect(set.item.bottomButtons == [button])
        #expect(set.buttonFrames == [.bottom: Self.frame])
        host.navigationItem = set.item
        host.buttonFrames = set.buttonFrames
        let cleared = host.navigationItem(after: .setButtons([], .bottom), from: .main)
        #expect(cleared.item.bottomButtons.isEmpty && cleared.buttonFrames.isEmpty)
        #expect(host.navigationItem(after: .goBack, from: .main).item == set.item)
    }
}

/// Calls answered later: held, answered once in their frame, and dropped with their page.
@Suite @MainActor struct CabrilloHeldCallTests {
    static let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!
    static let frame = ScriptMessage.Frame(id: "frame-9")

    func message(_ method: CabrilloMethod, call: Bool = true) -> ScriptMessage {
        var envelope: [String: JSONValue] = ["options": .null]
        if call { envelope["callbackContext"] = .object(["callId": .number(4)]) }
        return ScriptMessage(
            handlerName: method.handlerName, body: JSONValue.object(envelope).javaScriptLiteral, frame: Self.frame,
            origin: Self.scope.instanceURL)
    }

    @Test func aCallAnsweredLaterIsAnsweredOnceInTheFrameThatAsked() throws {
        var host = CabrilloHost()
        let response = try #require(
            host.serve(message(.getBarcode), scope: Self.scope, pageTitle: nil, mayRequestLocation: { false }))
        #expect(response.reply == nil)
        #expect(response.command == .scanBarcode)
        let call = try #require(response.answeredLater)
        let id = host.hold(call, from: Self.frame)
        let answered = host.answer(id, with: .success(.string("4006381333931")))
        let answer = try #require(answered)
        #expect(answer.frame == Self.frame)
        let payload = try JSONValue(parsing: answer.reply.argument)
        #expect(payload["callbackContext"]?["callId"] == .number(4))
        #expect(payload["results"] == .string("4006381333931"))
        let again = host.answer(id, with: .success(.null))
        #expect(again == nil, "a call is answered once")
        #expect(host.heldCalls.isEmpty)
    }

    @Test func aHeldCallWhosePageHasGoneIsNotAnswered() throws {
        var host = CabrilloHost()
        let response = try #require(
            host.serve(message(.getBarcode), scope: Self.scope, pageTitle: nil, mayRequestLocation: { false }))
        let first = host.hold(try #require(response.answeredLater), from: Self.frame)
        let second = host.hold(try #require(response.answeredLater), from: Self.frame)
        #expect(first != second)
        host.dropHeldCalls()
        let late = (
            host.answer(first, with: .failure(.unsupported(.getBarcode))), host.answer(second, with: .success(.null))
        )
        #expect(late.0 == nil && late.1 == nil)
    }

    @Test func aPostAnsweredLaterIsPerformedWithNothingToAnswer() throws {
        let response = try #require(
            CabrilloHost().serve(
                message(.getBarcode, call: false), scope: Self.scope, pageTitle: nil, mayRequestLocation: { false }))
        #expect(response.command == .scanBarcode)
        #expect(response.reply == nil && response.answeredLater == nil)
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// The controller's side of the bridge, over a scripted engine: calls reach the delegate and the host's
/// navigation item, and every call is answered in the frame that sent it.
@Suite @MainActor struct ControllerCabrilloTests {
    static let frame = ScriptMessage.Frame(id: "frame-7")
    static let callId = 5
    /// The origin of the instance under test, which the engine vouches for on every message of its pages.
    @TaskLocal static var origin: URL?

    /// A controller on the emulator whose engine is scripted, and its delegate.
    func withController(
        _ body: @MainActor (NowWebViewController, ScriptedWebEngine, RecordingControllerDelegate) async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let engine = ScriptedWebEngine()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            try await Self.$origin.withValue(instance.baseURL) { try await body(controller, engine, delegate) }
        }
    }

    func call(_ method: CabrilloMethod, _ options: JSONValue = .null, frame: ScriptMessage.Frame = frame)
        -> WebEngineEvent
    {
        let envelope = JSONValue.object([
            "callbackName": .string("snmCabrillo.receiveMethod"),
            "callbackContext": .object(["callId": .number(Double(Self.callId))]), "options": options,
        ])
        return .cabrilloMessage(
            ScriptMessage(
                handlerName: method.handlerName, body: envelope.javaScriptLiteral, frame: frame, origin: Self.origin))
    }

    func post(_ method: CabrilloMethod, _ options: JSONValue = .null) -> WebEngineEvent {
        let body = JSONValue.object(["options": options]).javaScriptLiteral
        return .cabrilloMessage(
            ScriptMessage(handlerName: method.handlerName, body: body, frame: Self.frame, origin: Self.origin))
    }

    func replies(_ engine: ScriptedWebEngine) throws -> [JSONValue] {
        try engine.evaluatedCallbacks.map { try JSONValue(parsing: $0.callback.argument) }
    }

    @Test func flowEndedReachesTheDelegateAndIsAnsweredInTheSendingFrame() async throws {
        try await withController { controller, engine, delegate throws in
            var commands: [CabrilloCommand] = []
            controller.observe { if case .cabrilloCommand(let command) = $0 { commands.append(command) } }
            engine.emit(
                call(.flowEndedWithUpdate, .object(["flowName": .string("order"), "clientRefreshNeeded": .bool(true)])))
            #expect(delegate.endedFlows == ["order"])
            #expect(commands == [.endFlow(name: "order", clientRefreshNeeded: true)])
            #expect(engine.evaluatedCallbacks.map(\.frame) == [Self.frame])
            #expect(engine.evaluatedCallbacks.first?.callback.functionPath == "snmCabrillo.receiveMethod")
            #expect(try replies(engine).first?["callbackContext"]?["callId"] == .number(Double(Self.callId)))
        }
    }

    @Test func goBackWithoutHistoryAsksForDismissal() async throws {
        try await withController { _, engine, delegate throws in
            engine.emit(post(.goBack))
            #expect(delegate.dismissals == 1)
            #expect(engine.evaluatedCallbacks.isEmpty, "a post gets no answer")
        }
    }

    @Test func goBackWithHistoryGoesBack() async throws {
        try await withController { _, engine, delegate throws in
            engine.emit(.committed(URL(string: "https://x.test/a")!))
            engine.emit(.committed(URL(string: "https://x.test/b")!))
            engine.emit(post(.goBack))
            #expect(engine.goBackCount == 1)
            #expect(delegate.dismissals == 0)
        }
    }

    @Test func titleAndButtonsBecomeTheNavigationItemAndTapsCallBackIntoTheSettingFrame() async throws {
        try await withController { controller, engine, _ throws in
            var items: [NowWebNavigationItem] = []
            controller.observe { if case .navigationItem(let item) = $0 { items.append(item) } }
            engine.emit(post(.setTitle, .object(["title": .string("Order a laptop")])))
            let context = JSONValue.object([
                "id": .number(3), "className": .string("registerBottomButtons"), "payloadId": .number(0),
            ])
            let button = JSONValue.object([
                "title": .string("Order"), "callbackName": .string("snmCabrillo.viewLayout.executeCallback"),
                "callbackContext": context,
            ])
            let buttonFrame = ScriptMessage.Frame(id: "buttons")
            engine.emit(call(.setBottomButtons, .object(["buttons": .array([button])]), frame: buttonFrame))

            #expect(controller.pageNavigationItem.title == "Order a laptop")
            #expect(controller.pageNavigationItem.bottomButtons.map(\.title) == ["Order"])
            #expect(items.count == 2)
            let tapped = try #require(controller.pageNavigationItem.bottomButtons.first)
            controller.tap(tapped)
            let tap = try #require(engine.evaluatedCallbacks.last)
            #expect(tap.frame == buttonFrame)
            #expect(tap.callback.functionPath == "snmCabrillo.viewLayout.executeCallback")
            #expect(try JSONValue(parsing: tap.callback.argument)["callbackContext"] == context)

            engine.emit(call(.getTitle))
            #expect(try replies(engine).last?["results"] == .string("Order a laptop"))
        }
    }

    @Test func aNewPageClearsTheNavigationItemAndStaleTapsDoNothing() async throws {
        try await withController { controller, engine, _ throws in
            let button = JSONValue.object(["title": .string("Go"), "callbackContext": .object(["id": .number(0)])])
            engine.emit(call(.setNavigationBarButtons, .object(["buttons": .array([button])])))
            let stale = try #require(controller.pageNavigationItem.navigationBarButtons.first)
            engine.emit(post(.setTitle, .object(["title": .string("Old")])))
            engine.emit(.committed(URL(string: "https://x.test/next")!))
            #expect(controller.pageNavigationItem == NowWebNavigationItem())
            let before = engine.evaluatedCallbacks.count
            controller.tap(stale)
            #expect(engine.evaluatedCallbacks.count == before)
        }
    }

    @Test func unsupportedAndInvalidCallsAreAnsweredWithAnError() async throws {
        try await withController { controller, engine, delegate throws in
            engine.emit(call(.getBarcode))
            engine.emit(call(CabrilloMethod("list", "selectItem")))
            engine.emit(call(.setBottomButtons, .object(["buttons": .number(1)])))
            let answers = try replies(engine)
            #expect(answers.count == 3)
            #expect(answers.map { $0["error"]?["status"] } == [.number(501), .number(501), .number(400)])
            #expect(answers.allSatisfy { $0["results"] == .null })
            #expect(delegate.endedFlows.isEmpty && delegate.dismissals == 0)
            #expect(controller.pageNavigationItem.bottomButtons.isEmpty)
        }
    }

    /// The rule of main-frame navigations holds for `navigation.goto` too: code, local files and documents
    /// made of a page's own bytes are never handed to the app to open, nor loaded; the page hears 400.
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "file:///etc/passwd", "data:text/html,x",
        "blob:https://example.com/6f1e", "vbscript:msgbox(1)",
    ])
    func gotoNeverHandsARefusedSchemeToTheApp(uri: String) async throws {
        try await withController { controller, engine, delegate throws in
            var activities: [NowWebViewController.Activity] = []
            controller.addObserver { activities.append($0) }
            let loads = engine.loadedRequests.count
            engine.emit(call(.goto, .object(["uri": .string(uri)])))
            let answers = try replies(engine)
            #expect(answers.map { $0["error"]?["status"] } == [.number(400)])
            #expect(delegate.unsupportedURLs.isEmpty, "\(delegate.unsupportedURLs)")
            #expect(!activities.contains { if case .unsupportedURL = $0 { true } else { false } })
            #expect(engine.loadedRequests.count == loads)
        }
    }

    @Test func callsFromAnotherOriginAreRefusedAndStillAnswered() async throws {
        try await withController { controller, engine, delegate throws in
            let body = JSONValue.object([
                "callbackContext": .object(["callId": .number(1)]), "options": .object(["flowName": .string("x")]),
            ])
            let foreign = ScriptMessage(
                handlerName: CabrilloMethod.flowEnded.handlerName, body: body.javaScriptLiteral, frame: Self.frame,
                origin: URL(string: "https://widgets.example.com"))
            engine.emit(.cabrilloMessage(foreign))
            #expect(delegate.endedFlows.isEmpty)
            #expect(try replies(engine).map { $0["error"]?["status"] } == [.number(403)])

            var own = foreign
            own.origin = controller.service.scope.instanceURL
            engine.emit(.cabrilloMessage(own))
            #expect(delegate.endedFlows == ["x"])
        }
    }

    @Test func aCallWhoseOriginTheEngineCouldNotVouchForIsRefusedAndStillAnswered() async throws {
        try await withController { controller, engine, delegate throws in
            let body = JSONValue.object([
                "callbackContext": .object(["callId": .number(1)]), "options": .object(["flowName": .string("x")]),
            ])
            engine.emit(
                .cabrilloMessage(
                    ScriptMessage(
                        handlerName: CabrilloMethod.flowEnded.handlerName, body: body.javaScriptLiteral,
                        frame: Self.frame)))
            #expect(delegate.endedFlows.isEmpty)
            #expect(try replies(engine).map { $0["error"]?["status"] } == [.number(403)])
        }
    }

    @Test func anAppServesItsOwnMethodAndMayEndTheFlowWithIt() async throws {
        try await withController { controller, engine, delegate throws in
            var commands: [CabrilloCommand] = []
            controller.observe { if case .cabrilloCommand(let command) = $0 { commands.append(command) } }
            let doThing = CabrilloMethod("myapp", "doThing")
            let close = CabrilloMethod("myapp", "close")
            controller.cabrilloDispatcher.handlers[doThing] = { call in
                .success(CabrilloOutcome(results: .object(["echo": call.options["thing"] ?? .null])))
            }
            controller.cabrilloDispatcher.handlers[close] = { _ in
                .success(
                    CabrilloOutcome(results: .bool(true), command: .endFlow(name: "app", clientRefreshNeeded: false)))
            }
            engine.emit(call(doThing, .object(["thing": .string("scan")])))
            #expect(commands.isEmpty, "the handler did all there was to do")
            engine.emit(call(close))
            engine.emit(call(CabrilloMethod("myapp", "unknown")))
            let answers = try replies(engine)
            #expect(answers.map { $0["results"] } == [.object(["echo": .string("scan")]), .bool(true), .null])
            #expect(answers.map { $0["error"]?["status"] } == [nil, nil, .number(501)])
            #expect(delegate.endedFlows == ["app"])
            #expect(commands == [.endFlow(name: "app", clientRefreshNeeded: false)])
        }
    }

    @Test func garbageMessagesAreIgnored() async throws {
        try await withController { controller, engine, delegate throws in
            engine.emit(.cabrilloMessage(ScriptMessage(handlerName: "other.handler", body: "{}", frame: .main)))
            engine.emit(
                .cabrilloMessage(
                    ScriptMessage(handlerName: CabrilloMethod.flowEnded.handlerName, body: "][", frame: .main)))
            #expect(engine.evaluatedCallbacks.isEmpty)
            #expect(delegate.endedFlows.isEmpty)
            #expect(controller.pageNavigationItem == NowWebNavigationItem())
        }
    }

    @Test func javaScriptPanelsGoToTheHostsHandler() async throws {
        try await withController { controller, engine, _ throws in
            let confirm = JavaScriptPanel(kind: .confirm, message: "Leave page?", pageURL: nil)
            #expect(
                await controller.pageSession.webEngine(engine, runJavaScriptPanel: confirm) == nil,
                "default: the engine's own")
            var shown: [JavaScriptPanel] = []
            controller.javaScriptPanelHandler = { panel in
                shown.append(panel)
                return panel.kind == .confirm ? .confirmed(true) : .dismissed
            }
            #expect(await controller.pageSession.webEngine(engine, runJavaScriptPanel: confirm) == .confirmed(true))
            #expect(shown == [confirm])
        }
    }

    @Test func aScanIsAnsweredLaterInTheFrameThatAsked() async throws {
        try await withController { controller, engine, _ throws in
            let scanner = HeldScanner()
            controller.barcodeScanner = scanner
            engine.emit(call(.getBarcode))
            #expect(engine.evaluatedCallbacks.isEmpty, "nothing is answered before the scan")
            await scanner.waitForScan()
            scanner.finish(.scanned(payload: "4006381333931", symbology: "org.gs1.EAN-13"))
            while engine.evaluatedCallbacks.isEmpty { await Task.yield() }
            #expect(engine.evaluatedCallbacks.map(\.frame) == [Self.frame])
            let answer = try #require(try replies(engine).first)
            #expect(answer["results"] == .string("4006381333931"))
            #expect(answer["callbackContext"]?["callId"] == .number(Double(Self.callId)))
        }
    }

    @Test func aScanThatEndsAfterThePageWentAwayIsNotAnswered() async throws {
        try await withController { controller, engine, _ throws in
            let scanner = HeldScanner()
            controller.barcodeScanner = scanner
            engine.emit(call(.getBarcode))
            await scanner.waitForScan()
            engine.emit(.committed(URL(string: "https://x.test/next")!))
            scanner.finish(.scanned(payload: "late", symbology: nil))
            // The scan's task ends after a few turns; then nothing may have been sent.
            for _ in 0..<50 { await Task.yield() }
            #expect(engine.evaluatedCallbacks.isEmpty)
            #expect(controller.attachments.barcodeScanner != nil)
        }
    }

    @Test func withoutAScannerTheScanIsUnsupportedAtOnce() async throws {
        try await withController { _, engine, _ throws in
            engine.emit(call(.getBarcode))
            #expect(try replies(engine).first?["error"]?["status"] == .number(501))
        }
    }
}

/// A scanner whose scan ends when the test says.
@MainActor
final class HeldScanner: BarcodeScanning {
    private var pending: CheckedContinuation<BarcodeScan, Never>?
    private var started: [CheckedContinuation<Void, Never>] = []

    func scanBarcode() async -> BarcodeScan {
        await withCheckedContinuation { continuation in
            pending = continuation
            for waiter in started { waiter.resume() }
            started = []
        }
    }

    /// Returns once a scan has started.
    func waitForScan() async {
        guard pending == nil else { return }
        await withCheckedContinuation { started.append($0) }
    }

    func finish(_ scan: BarcodeScan) {
        pending?.resume(returning: scan)
        pending = nil
    }
}

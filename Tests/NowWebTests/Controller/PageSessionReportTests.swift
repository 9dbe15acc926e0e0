import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// What the controller hears of its engine, over a scripted engine: the page session takes every event in
/// first, and the session watch's signals and Cabrillo calls travel on channels of their own, so neither
/// consumer ever reads the other's messages.
@Suite @MainActor struct PageSessionReportTests {
    /// A controller whose engine is scripted, showing the instance's home page bridged with the emulator's
    /// token, and its delegate and activity.
    func withPageShown(
        _ body:
            @MainActor (NowWebViewController, ScriptedWebEngine, RecordingControllerDelegate, ActivityRecorder)
            async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let engine = ScriptedWebEngine()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            controller.loadPage()
            try await activity.next { $0 == .bridged(home) }
            #expect(await engine.ask(NavigationAction(url: home, isMainFrame: true, kind: .issued)) == .allow)
            engine.completeLoad(of: home)
            try await body(controller, engine, delegate, activity)
        }
    }

    /// A `flowEnded` call from the instance's main frame.
    static func flowEnded(on controller: NowWebViewController) -> ScriptMessage {
        let body = JSONValue.object([
            "callbackContext": .object(["callId": .number(1)]), "options": .object(["flowName": .string("order")]),
        ])
        return ScriptMessage(
            handlerName: CabrilloMethod.flowEnded.handlerName, body: body.javaScriptLiteral, frame: .main,
            origin: controller.service.scope.instanceURL)
    }

    /// The session watch's signal of a data request of the page shown refused with `401`.
    static func refused(on controller: NowWebViewController) throws -> ScriptMessage {
        let page = try #require(controller.currentURL)
        let body = #"{"kind":"refused","status":401,"loggedIn":null,"top":true,"href":"\#(page.absoluteString)"}"#
        return ScriptMessage(
            handlerName: "nowwebSessionWatch", body: body, frame: .main, origin: controller.service.scope.instanceURL)
    }

    @Test func aCabrilloCallOnTheSessionWatchsChannelIsNeitherServedNorAnswered() async throws {
        try await withPageShown { controller, engine, delegate, _ throws in
            engine.emit(.sessionWatchSignal(Self.flowEnded(on: controller)))
            #expect(delegate.endedFlows.isEmpty)
            #expect(engine.evaluatedCallbacks.isEmpty)

            engine.emit(.cabrilloMessage(Self.flowEnded(on: controller)))
            #expect(delegate.endedFlows == ["order"], "the same call on Cabrillo's channel is served")
            #expect(engine.evaluatedCallbacks.count == 1)
        }
    }

    @Test func aSessionWatchSignalOnCabrillosChannelStartsNoRecovery() async throws {
        try await withPageShown { controller, engine, _, activity throws in
            let isExpiry: (NowWebViewController.Activity) -> Bool = {
                if case .expiryDetected = $0 { true } else { false }
            }
            engine.emit(.cabrilloMessage(try Self.refused(on: controller)))
            #expect(engine.stopCount == 0)
            #expect(!activity.activities.contains(where: isExpiry))
            #expect(engine.evaluatedCallbacks.isEmpty, "not a Cabrillo call: nothing to answer")

            engine.emit(.sessionWatchSignal(try Self.refused(on: controller)))
            #expect(engine.stopCount == 1, "the same signal on the session watch's channel recovers the page")
            #expect(activity.activities.contains(where: isExpiry))
        }
    }

    @Test func theControllerHearsACommitOnceTheMachineTookItIn() async throws {
        try await withPageShown { controller, engine, _, _ throws in
            let home = try #require(controller.currentURL)
            let title = JSONValue.object(["options": .object(["title": .string("Home")])]).javaScriptLiteral
            engine.emit(
                .cabrilloMessage(
                    ScriptMessage(
                        handlerName: CabrilloMethod.setTitle.handlerName, body: title, frame: .main,
                        origin: controller.service.scope.instanceURL)))
            #expect(controller.pageNavigationItem.title == "Home")
            // The page's bar is cleared when the next page commits: by then the machine knows that page.
            var lastGoodPageWhenCleared: [URL?] = []
            controller.observe { change in
                if case .navigationItem = change { lastGoodPageWhenCleared.append(controller.lastGoodPage) }
            }
            let next = try #require(URL(string: "/incident.do", relativeTo: home)?.absoluteURL)
            let link = NavigationAction(url: next, sourceURL: home, isMainFrame: true, kind: .linkActivated)
            #expect(await engine.ask(link) == .allow)
            engine.completeLoad(of: next)
            #expect(lastGoodPageWhenCleared == [next])
        }
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

#if canImport(UIKit)
    import UIKit
#endif

/// `modal.presentModal` and `modal.dismissModal`: the payload read as hostile input, and the controller's child.
@Suite struct CabrilloModalPayloadTests {
    func command(_ method: CabrilloMethod, _ options: [String: JSONValue]) throws -> CabrilloCommand {
        let outcome = try CabrilloDispatcher().outcome(
            for: CabrilloCall(method: method, options: .object(options), callbackName: nil, callbackContext: nil))
        return try #require(outcome.command)
    }

    @Test func thePayloadBecomesTheRequestWithTheVendorsStyles() throws {
        let command = try command(
            .presentModal,
            [
                "title": .string("Approve"), "url": .string("/sp?id=approval"), "closeButtonStyle": .string("done"),
                "modalPresentationStyle": .string("formSheet"),
            ])
        #expect(
            command
                == .presentModal(
                    NowWebModalRequest(
                        title: "Approve", url: URL(string: "/sp?id=approval")!, closeButtonStyle: .done,
                        presentationStyle: .formSheet)))
        #expect(command.isAnsweredLater)
    }

    @Test func unknownOrMissingStylesGetTheDefaultsAndALongTitleIsCut() throws {
        let command = try command(
            .presentModal,
            [
                "title": .string(String(repeating: "t", count: 1000)), "url": .string("sp?id=x"),
                "closeButtonStyle": .string("explode"), "modalPresentationStyle": .null,
            ])
        guard case .presentModal(let request) = command else { throw CabrilloError.unsupported(.presentModal) }
        #expect(request.title.count == NowWebModalRequest.titleLimit)
        #expect(request.closeButtonStyle == .cancel)
        #expect(request.presentationStyle == .fullScreen)
        #expect(
            try self.command(.presentModal, ["url": .string("/sp")])
                == .presentModal(
                    NowWebModalRequest(title: "", url: URL(string: "/sp")!)))
    }

    @Test(
        arguments: [
            ([:], "url is not a non-empty string"),
            (["url": JSONValue.number(1)], "url is not a non-empty string"),
            (["url": .string("")], "url is not a non-empty string"),
            (["url": .string("javascript:alert(document.cookie)")], "url has a scheme that is never opened"),
            (["url": .string("JavaScript:alert(1)")], "url has a scheme that is never opened"),
            (["url": .string("data:text/html,<script>1</script>")], "url has a scheme that is never opened"),
            (["url": .string("blob:https://x.test/1")], "url has a scheme that is never opened"),
            (["url": .string("file:///etc/passwd")], "url has a scheme that is never opened"),
            (["url": .string("/sp"), "title": .object([:])], "title is not a string"),
            (["url": .string("/sp"), "closeButtonStyle": .number(2)], "closeButtonStyle is not a string"),
            (["url": .string("/sp"), "modalPresentationStyle": .array([])], "modalPresentationStyle is not a string"),
        ] as [([String: JSONValue], String)])
    func aHostilePresentModalIsError400(_ options: [String: JSONValue], _ reason: String) {
        #expect(throws: CabrilloError.invalidOptions(.presentModal, reason)) { try command(.presentModal, options) }
        #expect(CabrilloError.invalidOptions(.presentModal, reason).status == 400)
    }

    @Test func dismissModalSendsTheVendorsResultsShape() throws {
        #expect(try command(.dismissModal, [:]) == .dismissModal(results: .object(["results": .null])))
        let data = JSONValue.object(["approved": .bool(true)])
        #expect(
            try command(.dismissModal, ["results": .object(["results": data, "redirect": .string("/sp")])])
                == .dismissModal(results: .object(["results": data, "redirect": .string("/sp")])))
        #expect(
            try command(.dismissModal, ["results": .object(["results": .number(3), "extra": .bool(true)])])
                == .dismissModal(results: .object(["results": .number(3)])))
        #expect(throws: CabrilloError.invalidOptions(.dismissModal, "results is not an object")) {
            try command(.dismissModal, ["results": .string("x")])
        }
        #expect(throws: CabrilloError.invalidOptions(.dismissModal, "results.redirect is not a string")) {
            try command(.dismissModal, ["results": .object(["redirect": .number(1)])])
        }
        #expect(CabrilloError.conflict(.presentModal, "busy").status == 409)
    }
}

/// The controller's side: a child controller for the modal page, one at a time, answered once.
@Suite @MainActor struct CabrilloModalControllerTests {
    let bridge = ControllerCabrilloTests()

    /// A parent controller on the emulator whose engines (one a controller) are scripted, and a modal host.
    func withParent(
        _ body: @MainActor (NowWebViewController, Engines, ModalHost) async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let engines = Engines()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engines.make() }))
            let host = ModalHost()
            let parent = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!, delegate: host).get()
            try await ControllerCabrilloTests.$origin.withValue(instance.baseURL) {
                try await body(parent, engines, host)
            }
        }
    }

    func present(_ url: String, on engine: ScriptedWebEngine, title: String = "Approve") {
        engine.emit(
            bridge.call(
                .presentModal,
                .object([
                    "title": .string(title), "url": .string(url), "closeButtonStyle": .string("close"),
                    "modalPresentationStyle": .string("formSheet"),
                ])))
    }

    @Test func theChildsDismissalAnswersThePresentingPageOnceWithItsResults() async throws {
        try await withParent { parent, engines, host in
            present("/sp?id=approval", on: engines[0])
            let child = try #require(host.presented.first)
            #expect(engines[0].evaluatedCallbacks.isEmpty, "answered once the modal is dismissed")
            #expect(child !== parent && child.service === parent.service && child.delegate === host)
            #expect(child.initialURL.path == "/sp" && child.initialURL.host == parent.initialURL.host)
            #expect(child.modalRequest?.title == "Approve" && child.modalRequest?.closeButtonStyle == .close)
            #expect(child.modalRequest?.presentationStyle == .formSheet && child.title == "Approve")
            #expect(parent.presentedModal === child)

            present("/sp?id=other", on: engines[0])
            #expect(host.presented.count == 1, "one modal at a time")
            let busy = try #require(try bridge.replies(engines[0]).last)
            #expect(busy["error"]?["status"] == .number(409))

            let data = JSONValue.object(["approved": .bool(true)])
            engines[1].emit(bridge.call(.dismissModal, .object(["results": .object(["results": data])])))
            #expect(try bridge.replies(engines[1]).last?["error"] == nil)
            let answers = try bridge.replies(engines[0])
            #expect(answers.count == 2)
            #expect(answers.last?["results"] == .object(["results": data]))
            #expect(host.dismissed.map { $0 === child } == [true])
            #expect(parent.presentedModal == nil)

            child.closeModal()
            engines[1].emit(bridge.call(.dismissModal))
            #expect(try bridge.replies(engines[1]).last?["error"]?["status"] == .number(503))
            #expect(try bridge.replies(engines[0]).count == 2, "nothing is answered twice")
            #expect(host.dismissed.count == 1)
        }
    }

    @Test func theUsersCloseAnswersNullAndANewModalMayFollow() async throws {
        try await withParent { parent, engines, host in
            present("/sp?id=approval", on: engines[0])
            let child = try #require(host.presented.first)
            child.closeModal()
            child.closeModal()
            let answers = try bridge.replies(engines[0])
            #expect(answers.map { $0["results"] } == [.object(["results": .null])])
            #expect(host.dismissed.count == 1)

            present("/sp?id=next", on: engines[0])
            #expect(host.presented.count == 2)
            let second = try #require(host.presented.last)
            // The delegate's default for a flow end (and a dismissal request) closes the modal as the user does.
            let defaults = KeepsDefaults()
            second.delegate = defaults
            engines[2].emit(bridge.call(.flowEnded))
            #expect(try bridge.replies(engines[0]).last?["results"] == .object(["results": .null]))
            #expect(host.dismissed.last === second)
        }
    }

    @Test(arguments: [
        "https://evil.example/sp", "//evil.example/sp", "javascript:alert(1)", "data:text/html,x",
        "blob:https://evil.example/1", "file:///etc/passwd", "http://localhost:1/sp",
    ])
    func aURLOffTheInstanceIsError400AndNeverReachesTheApp(_ url: String) async throws {
        try await withParent { _, engines, host in
            present(url, on: engines[0])
            #expect(host.presented.isEmpty)
            #expect(engines.count == 1, "no child controller was made")
            let answer = try #require(try bridge.replies(engines[0]).first)
            #expect(answer["error"]?["status"] == .number(400))
            #expect(answer["results"] == .null)
        }
    }

    @Test func anAppThatShowsNoModalGets503AndDismissModalOutsideAModalToo() async throws {
        try await withParent { parent, engines, host in
            host.shows = false
            present("/sp", on: engines[0])
            #expect(host.presented.count == 1)
            #expect(parent.presentedModal == nil)
            let refused = try #require(try bridge.replies(engines[0]).last)
            #expect(refused["error"]?["status"] == .number(503))
            #expect(refused["error"]?["message"]?.stringValue?.contains("presentModal") == true)
            engines[0].emit(bridge.call(.dismissModal))
            #expect(try bridge.replies(engines[0]).last?["error"]?["status"] == .number(503))
            host.shows = true
            present("/sp", on: engines[0])
            #expect(parent.presentedModal != nil)
        }
    }

    @Test func whenThePresentingControllerGoesAwayTheModalGoesUnanswered() async throws {
        try await withInstanceEmulator { instance in
            let engines = Engines()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engines.make() }))
            let host = ModalHost()
            var parent = try service.makeWebViewController(for: URL(string: "/home")!, delegate: host).get()
            weak let gone = parent
            try ControllerCabrilloTests.$origin.withValue(instance.baseURL) {
                present("/sp", on: engines[0])
                let child = try #require(host.presented.first)
                parent = try service.makeWebViewController(for: URL(string: "/other")!).get()
                #expect(gone == nil, "the presenting controller went away")
                #expect(host.dismissalRequests.map { $0 === child } == [true])
                child.closeModal()
                engines[1].emit(bridge.call(.dismissModal))
                #expect(try bridge.replies(engines[1]).last?["error"]?["status"] == .number(503))
                #expect(engines[0].evaluatedCallbacks.isEmpty, "nothing answered")
                #expect(host.dismissed.isEmpty)
            }
        }
    }
}

/// The scripted engines a service made, one a controller, in order.
@MainActor final class Engines {
    private var made: [ScriptedWebEngine] = []
    var count: Int { made.count }

    func make() -> ScriptedWebEngine {
        made.append(ScriptedWebEngine())
        return made[made.count - 1]
    }

    subscript(index: Int) -> ScriptedWebEngine { made[index] }
}

/// An app's modal UI: records what it was asked to show and to take off screen.
@MainActor final class ModalHost: NowWebViewControllerDelegate {
    var shows = true
    private(set) var presented: [NowWebViewController] = []
    private(set) var dismissed: [NowWebViewController] = []
    private(set) var dismissalRequests: [NowWebViewController] = []

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {}

    func nowWebViewController(_ nowWebViewController: NowWebViewController, presentModal child: NowWebViewController)
        -> Bool
    {
        presented.append(child)
        return shows
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, dismissModal child: NowWebViewController) {
        dismissed.append(child)
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        dismissalRequests.append(nowWebViewController)
    }
}

/// A delegate that keeps every default.
@MainActor final class KeepsDefaults: NowWebViewControllerDelegate {
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {}
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// The native back button and back swipe (`PageBackNavigation`, `NowWebViewController.backButtonTapped()`): back in
/// the page's history before the page screen is left, unless the app chose otherwise.
@Suite @MainActor struct ControllerBackNavigationTests {
    func withController(
        _ body: @MainActor (NowWebViewController, ScriptedWebEngine, RecordingControllerDelegate) async throws -> Void
    ) async throws {
        try await withInstanceEmulator { instance in
            let engine = ScriptedWebEngine()
            let service = try await WebTestHarness.makeService(
                instance, options: NowWebService.Options(makeEngine: { _ in engine }))
            let (controller, delegate, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            try await body(controller, engine, delegate)
        }
    }

    @Test func decisions() {
        #expect(PageBackNavigation.backButton(canGoBackInPage: true, goesBackInPage: true) == .backInPage)
        #expect(PageBackNavigation.backButton(canGoBackInPage: false, goesBackInPage: true) == .leaveFlow)
        #expect(PageBackNavigation.backButton(canGoBackInPage: true, goesBackInPage: false) == .leaveFlow)
        #expect(PageBackNavigation.edgeSwipe(canGoBackInPage: true, goesBackInPage: true) == .backInPage)
        #expect(PageBackNavigation.edgeSwipe(canGoBackInPage: false, goesBackInPage: true) == .leaveFlow)
        #expect(PageBackNavigation.edgeSwipe(canGoBackInPage: true, goesBackInPage: false) == .leaveFlow)
    }

    @Test func backMovesInThePagesHistoryBeforeTheFlowIsLeft() async throws {
        try await withController { controller, engine, delegate in
            #expect(controller.backButtonGoesBackInPage, "the default")
            engine.emit(.committed(URL(string: "https://x.test/a")!))
            engine.emit(.committed(URL(string: "https://x.test/b")!))
            engine.emit(.committed(URL(string: "https://x.test/c")!))

            #expect(controller.edgeSwipeStep == .backInPage)
            #expect(controller.backButtonTapped() == .backInPage)
            #expect(controller.backButtonTapped() == .backInPage)
            #expect(engine.goBackCount == 2)
            #expect(engine.currentURL == URL(string: "https://x.test/a")!)

            #expect(controller.edgeSwipeStep == .leaveFlow)
            #expect(controller.backButtonTapped() == .leaveFlow, "history used up: the host pops")
            #expect(engine.goBackCount == 2)
            #expect(delegate.dismissals == 0, "leaving is the navigation controller's pop, not a dismissal request")
        }
    }

    @Test func withTheOptionOffBackLeavesAtOnce() async throws {
        try await withController { controller, engine, _ in
            controller.backButtonGoesBackInPage = false
            engine.emit(.committed(URL(string: "https://x.test/a")!))
            engine.emit(.committed(URL(string: "https://x.test/b")!))
            #expect(controller.backButtonTapped() == .leaveFlow)
            #expect(controller.edgeSwipeStep == .leaveFlow)
            #expect(engine.goBackCount == 0)
        }
    }
}

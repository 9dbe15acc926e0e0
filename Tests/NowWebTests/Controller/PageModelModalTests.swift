import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// The page model passes a page's modal to its handlers, or keeps the delegate's defaults without them.
@MainActor
@Suite struct PageModelModalTests {
    @Test func theModalHandlersHearThePresentationAndTheDismissal() async throws {
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://example.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(), options: NowWebService.Options(makeEngine: { _ in ScriptedWebEngine() }))
        let model = NowWebPageModel()
        let parent = try model.update(service: service, url: URL(string: "/sp?id=index")!).get()
        let child = try service.makeWebViewController(for: URL(string: "/sp?id=form")!).get()

        #expect(
            !model.nowWebViewController(parent, presentModal: child),
            "the default presents no controller that is not a modal (and none at all without UIKit)")
        var presented: [NowWebViewController] = []
        var dismissed: [NowWebViewController] = []
        model.handlers.modalPresentation = { child in
            presented.append(child)
            return true
        }
        model.handlers.modalDismissal = { dismissed.append($0) }
        #expect(model.nowWebViewController(parent, presentModal: child))
        model.nowWebViewController(parent, dismissModal: child)
        #expect(presented.map { $0 === child } == [true])
        #expect(dismissed.map { $0 === child } == [true])
    }
}

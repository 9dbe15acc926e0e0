import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb

/// The page model a SwiftUI view keeps: one controller per page identity, however often the view is rebuilt.
@MainActor
@Suite struct PageModelTests {
    private static func service(engines: EngineCount = EngineCount()) async throws -> NowWebService {
        try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://example.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(),
            options: NowWebService.Options(makeEngine: { _ in
                engines.made += 1
                return ScriptedWebEngine()
            }))
    }

    /// How many engines (one per controller) a service made.
    @MainActor final class EngineCount {
        var made = 0
    }

    @Test func aHundredUpdatesWithTheSamePageMakeOneController() async throws {
        let engines = EngineCount()
        let service = try await Self.service(engines: engines)
        let model = NowWebPageModel()
        var controllers = Set<ObjectIdentifier>()

        for _ in 0..<100 {
            let controller = try model.update(service: service, url: URL(string: "/sp?id=index")!).get()
            controllers.insert(ObjectIdentifier(controller))
        }

        #expect(controllers.count == 1)
        #expect(model.controllersMade == 1)
        #expect(engines.made == 1, "one web engine, never one per update")
    }

    @Test func anotherPageOrAnotherServiceMakesANewController() async throws {
        let service = try await Self.service()
        let model = NowWebPageModel()
        let first = try model.update(service: service, url: URL(string: "/sp?id=index")!).get()

        let second = try model.update(service: service, url: URL(string: "/sp?id=sc_home")!).get()
        let third = try model.update(service: try await Self.service(), url: URL(string: "/sp?id=sc_home")!).get()
        let again = try model.update(service: service, url: URL(string: "/sp?id=sc_home")!).get()

        #expect(first !== second && second !== third && third !== again)
        #expect(model.controllersMade == 4)
        #expect(model.controller === again)
        #expect(first.delegate == nil, "a replaced controller reports nothing more")
    }

    @Test func theModelLoadsEachPageItMakesAndPassesItsReportsToTheHandlers() async throws {
        let service = try await Self.service()
        let model = NowWebPageModel()
        var made: [NowWebViewController] = []
        var failures: [String] = []
        var activities: [NowWebViewController.Activity] = []
        var flowEnds: [String] = []
        var unsupported: [URL] = []
        var dismissals = 0
        model.handlers.controllerMade = { made.append($0) }
        model.handlers.failure = { failures.append($0.localizedDescription) }
        model.handlers.activity = { activities.append($0) }
        model.handlers.flowEnd = { flowEnds.append($0) }
        model.handlers.unsupportedURL = { unsupported.append($0) }
        model.handlers.dismissalRequest = { dismissals += 1 }

        let controller = try model.update(service: service, url: URL(string: "/sp?id=index")!).get()
        try await #require(controller.pageSession.tokenTask).value
        controller.delegate?.nowWebViewController(controller, didEndFlow: "checkout")
        controller.delegate?.nowWebViewController(controller, didReceive: URL(string: "tel:123")!)
        controller.delegate?.nowWebViewControllerDidRequestDismissal(controller)

        #expect(made.map(ObjectIdentifier.init) == [ObjectIdentifier(controller)])
        #expect(failures.count == 1, "a core without a token fails the load the model started")
        #expect(activities.contains { if case .failed = $0 { true } else { false } })
        #expect(flowEnds == ["checkout"] && unsupported == [URL(string: "tel:123")!] && dismissals == 1)
    }

    @Test func aChangedThemeIsAppliedToTheSameControllerAndTheAppearanceFollowsTheModel() async throws {
        struct Dark: NowUIColoring {
            var backgroundPrimary: NowThemeColor { NowUIColor(light: 0x101010, dark: 0x000000).themeColor }
        }
        struct DarkTheme: NowUIThemeable {
            var color: any NowUIColoring { Dark() }
        }
        let service = try await Self.service()
        let model = NowWebPageModel()
        let url = URL(string: "/sp?id=index")!
        let controller = try model.update(service: service, url: url).get()
        var sheets: [ThemeStyleSheet] = []
        controller.observe { change in
            if case .theme(let sheet) = change { sheets.append(sheet) }
        }

        model.update(service: service, url: url)
        #expect(sheets.isEmpty, "the same theme is not applied again")
        model.update(service: service, url: url, theme: NowWebDefaultTheme(nowUITheme: DarkTheme()))
        #expect(sheets.count == 1)
        model.appearance = .dark
        model.appearance = .dark

        #expect(try model.update(service: service, url: url).get() === controller)
        #expect(controller.appearanceOverride == .dark)
        #expect(sheets.count == 3, "the theme back to the default, and the dark appearance once")
    }

    @Test func aPageThatCannotBeShownIsTheSameFailureUntilThePageChanges() async throws {
        let service = try await Self.service()
        let model = NowWebPageModel()

        let offInstance = model.update(service: service, url: URL(string: "https://elsewhere.example.com/")!)
        let again = model.update(service: service, url: URL(string: "https://elsewhere.example.com/")!)
        let fixed = model.update(service: service, url: URL(string: "/sp?id=index")!)

        #expect(throws: NowWebServiceError.self) { try offInstance.get() }
        #expect(model.controllersMade == 1 && (try? again.get()) == nil && (try? fixed.get()) != nil)
    }
}

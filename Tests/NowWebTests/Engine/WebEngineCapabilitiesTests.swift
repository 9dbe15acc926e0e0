import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// What an engine can do is what it states in `WebEngine.capabilities`, and what it asks its delegate has defaults
/// that fail closed: an app's engine offers the package's engines' capabilities by stating them, and nothing is
/// found by its type.
@Suite @MainActor struct WebEngineCapabilitiesTests {
    /// A hook that refuses every certificate, told apart from the platform's.
    struct RefusesEveryCertificate: NowTrustEvaluating {
        func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision { .refuse(reason: "not the pinned key") }
    }

    /// An engine of an app's own that states a trust hook, a cookie reader and page styling.
    final class StatingEngine: WebEngine, PageStylingWebEngine {
        weak var delegate: (any WebEngineDelegate)?
        var currentURL: URL? { nil }
        var canGoBack: Bool { false }
        var styleSheets: [String] = []
        func load(_ request: WebRequest) {}
        func goBack() {}
        func stopLoading() {}
        func evaluateJavaScript(_ script: String) async throws -> String? { nil }
        func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {}
        func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components) {
            styleSheets.append(css)
        }
        var capabilities: WebEngineCapabilities {
            WebEngineCapabilities(
                trustHook: RefusesEveryCertificate(), cookieHeader: { url in "from=\(url.host ?? "")" },
                pageStyling: self)
        }
    }

    /// A delegate that answers the policy question and nothing else.
    final class PolicyOnlyDelegate: WebEngineDelegate {
        func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
            .allow
        }
        func webEngine(_ engine: any WebEngine, didReceive event: WebEngineEvent) {}
    }

    @Test func anEngineThatStatesNothingOffersNothingAndWorksItself() async {
        let engine = ScriptedWebEngine()
        let capabilities = engine.capabilities
        #expect(capabilities.trustHook == nil)
        #expect(capabilities.cookieHeader == nil)
        #expect(capabilities.pageStyling == nil)
        #expect(capabilities.pageConfiguration === engine)
        #expect(engine.workingEngine === engine)
        #expect(await engine.readyEngine() === engine)
    }

    @Test func aDelegateThatKeepsTheDefaultsDeniesDevicePermissionsAndHasNoPicker() async {
        let delegate = PolicyOnlyDelegate()
        let engine = ScriptedWebEngine()
        let request = DevicePermissionRequest(
            permissions: [.camera], pageURL: URL(string: "https://acme.service-now.com/now/nav/ui/home"))
        #expect(delegate.webEngine(engine, decide: request) == false)
        #expect(await delegate.webEngine(engine, pickFilesFor: FilePickRequest(accept: "image/*")) == nil)
    }

    @Test func aDeferredEngineForwardsItsWorkingEnginesCapabilitiesAndKeepsThePageStyleUntilThen() async throws {
        let real = StatingEngine()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let deferred = DeferredWebEngine {
            for await _ in gate { break }
            return real
        }
        let before = deferred.capabilities
        #expect(before.trustHook == nil && before.cookieHeader == nil, "nothing to forward yet")
        #expect(deferred.workingEngine == nil)
        let styling = try #require(before.pageStyling)
        let black = NowUIColor.Components(red: 0, green: 0, blue: 0)
        styling.setPageStyleSheet("body{}", origin: URL(string: "https://acme.service-now.com")!, background: black)

        open.yield()
        #expect(await deferred.readyEngine() === real)
        #expect(real.styleSheets == ["body{}"], "the sheet set before the engine existed is handed over")
        let after = deferred.capabilities
        #expect(after.trustHook is RefusesEveryCertificate)
        #expect(await after.cookieHeader?(URL(string: "https://acme.service-now.com/")!) == "from=acme.service-now.com")
        #expect(after.pageStyling === deferred, "the deferred engine keeps styling, passing it on")
        #expect(deferred.workingEngine === real)
    }

    @Test func theStatedTrustHookOfAnAppsEngineReachesTheServicesDataStore() async throws {
        let engine = StatingEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(
                instanceUrl: URL(string: "https://example.service-now.com")!, appBundleId: "dev.nowweb.app"),
            core: ScriptedCoreService(), options: NowWebService.Options(makeEngine: { _ in engine }))
        #expect(service.dataStore.trustHook is NowPlatformTrust)
        _ = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
        #expect(service.dataStore.trustHook is RefusesEveryCertificate, "logout's request obeys it too (R3-M-3)")
        #expect(engine.styleSheets.count == 1, "the controller's theme reached the stated page styling")
    }
}

#if canImport(WebKit)
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing
    import WebKit

    /// The session scenarios on the WKWebView engine in Apple's real WebKit (the iOS simulator and macOS in the Apple
    /// workflow; type-checked on Linux by `scripts/typecheck-apple`): every one it can run passes, one at a time, and
    /// every other one says which capability the engine lacks.
    @Suite(.serialized) @MainActor struct WKWebViewScenarioTests {
        static let host = ScenarioHost(engine: .wkWebView, makeEngine: { WKWebViewEngine(dataStore: $0) })

        @Test(arguments: SessionScenarios.ids(runnableOn: .wkWebView))
        func wkWebViewRunsTheScenario(_ id: String) async {
            let outcome = await SessionScenarios.run(id, on: Self.host)
            #expect(outcome == .passed, "\(id): \(outcome)")
        }

        @Test func wkWebViewSaysWhyItCannotRunAScenario() async {
            let problems = await SessionScenarios.unstatedReasons(on: Self.host)
            #expect(problems.isEmpty, "\(problems)")
        }
    }
#endif

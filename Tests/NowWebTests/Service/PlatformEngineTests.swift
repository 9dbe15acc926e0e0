import Foundation
import NowWebTesting
import Testing

@testable import NowWeb

/// Where WebKit does not exist, NowWeb holds no engine: the platform's factory fails every load, closed and with
/// the fix in its words, instead of loading with an engine the app did not choose.
@MainActor
@Suite struct PlatformEngineTests {
    #if !canImport(WebKit)
        @Test func withoutWebKitEveryLoadFailsNamingTheEngineModulesToInstall() async throws {
            let engine = NowWebService.Options.platformEngineFactory(WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            let page = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

            engine.load(WebRequest(url: page))

            let settled = await delegate.settled()
            guard case .failed(let url, .engineUnavailable(let reason)) = settled else {
                Issue.record("expected the load to fail with engineUnavailable, got \(String(describing: settled))")
                return
            }
            #expect(url == page)
            #expect(reason.contains("NowWebHeadless.install()"))
            #expect(reason.contains("NowWebKitGTK.install()"))
            #expect(engine.currentURL == nil)
        }
    #endif
}

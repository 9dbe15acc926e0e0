import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The headless engine and the instance emulator over loopback: URLs off the instance. (Bridging, cookies, shared
/// sessions and logout are session scenarios: `SessionScenarios`, run on every engine.)
@Suite @MainActor struct SessionBridgingTests {
    @Test func urlsOffTheInstanceAreFailuresNotCrashes() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let cases: [(String, NowWebServiceError?)] = [
                (
                    "https://elsewhere.example.com/incident.do",
                    .offInstanceURL(URL(string: "https://elsewhere.example.com/incident.do")!)
                ),
                ("mailto:someone@example.com", .unsupportedScheme(URL(string: "mailto:someone@example.com")!)),
                ("/mesp?id=me_kb_view", nil),
                (instance.baseURL.appending(path: "sp").absoluteString, nil),
            ]
            for (text, expected) in cases {
                let result = service.makeWebViewController(for: URL(string: text)!)
                switch (result, expected) {
                case (.success(let controller), nil):
                    #expect(controller.initialURL.host == instance.baseURL.host)
                case (.failure(let error), let expected?):
                    #expect(error == expected)
                default:
                    Issue.record("\(text): unexpected \(result)")
                }
            }
        }
    }
}

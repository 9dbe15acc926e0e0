#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// A policy question nobody can answer is answered `ignore`: WebKit's default would show the page, or
        /// save what it cannot show.
        @Suite @MainActor struct FailClosedDecisionTests {
            @Test(.timeLimit(.minutes(1))) func aResponseWhoseDelegateWentAwayIsNotCommitted() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))

                    // The delegate allows the navigation and is gone before its response comes.
                    let departing = RecordingEngineDelegate()
                    departing.policy = { [weak engine] _ in
                        engine?.delegate = nil
                        return .allow
                    }
                    engine.delegate = departing
                    let (decisions, decided) = AsyncStream.makeStream(of: (URL, NavigationPolicy).self)
                    engine.responseDecided = { decided.yield(($0.url, $1)) }
                    let next = try #require(URL(string: home.absoluteString + "?next"))
                    engine.load(WebRequest(url: next))

                    var policy: NavigationPolicy?
                    for await (url, answer) in decisions where url == next {
                        policy = answer
                        break
                    }
                    #expect(departing.actions.map(\.url) == [next])
                    #expect(policy == .cancel, "no delegate saw the response")
                    engine.close()
                }
            }

            @Test func aURIFoundationCannotReadIsNoQuestionForTheOwner() {
                #expect(WebKitGTKView.policyURL("") == nil)
                #expect(WebKitGTKView.policyURL(nil) == nil)
                #expect(
                    WebKitGTKView.policyURL("http://127.0.0.1:8080/now/nav/ui/home")
                        == URL(string: "http://127.0.0.1:8080/now/nav/ui/home"))
            }
        }
    }
#endif

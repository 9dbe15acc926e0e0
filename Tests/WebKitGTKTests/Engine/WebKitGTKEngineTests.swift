#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        @Suite @MainActor struct EngineTests {
            @Test func bearerGoesOutOnceAndOnlyOnTheIssuedRequest() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")

                    engine.load(bearerRequest(home, instance))

                    await recorder.expectSettled(.finished(home))
                    let log = instance.requestLog
                    #expect(log.filter(\.hasAuthorization).map(\.path) == ["/now/nav/ui/home"])
                    let assets = log.filter { $0.path != "/now/nav/ui/home" }
                    #expect(assets.count == instance.configuration.assets.count)
                    #expect(assets.allSatisfy { !$0.hasAuthorization && $0.cookieNames.contains("JSESSIONID") })
                    #expect(log.allSatisfy { $0.host == .instance && $0.status == 200 })
                    #expect(recorder.actions.first == NavigationAction(url: home, isMainFrame: true, kind: .issued))
                    #expect(engine.currentURL == home)
                    engine.close()
                }
            }

            @Test func bearerIsNotForwardedOnARedirectToAnotherHost() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.expiryVariant = .samlRedirect
                configuration.faults.refuseNewSessions = true
                try await withEmulator(configuration) { instance in
                    let (engine, recorder) = try await makeEngine()

                    engine.load(bearerRequest(instance.baseURL.appending(path: "now/nav/ui/home"), instance))

                    guard case .finished(let url) = await recorder.settledOrIssue() else {
                        Issue.record("the redirect to the identity provider did not finish: \(recorder.events)")
                        return
                    }
                    #expect(url.port == instance.foreignBaseURL.port)
                    let foreign = instance.requestLog.filter { $0.host == .foreign }
                    #expect(foreign.map(\.path) == ["/saml2/idp/sso"])
                    #expect(foreign.allSatisfy { !$0.hasAuthorization && $0.cookieNames.isEmpty })
                    #expect(
                        recorder.events.contains(
                            .redirected(
                                from: instance.baseURL.appending(path: "now/nav/ui/home"), to: url, isMainFrame: true)))
                    engine.close()
                }
            }

            @Test func cancellingARedirectToLoginKeepsItOffTheWire() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    recorder.policy = { $0.url.path == "/login.do" ? .cancel : .allow }
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")

                    engine.load(WebRequest(url: home))

                    guard case .failed(_, .cancelled) = await recorder.settledOrIssue() else {
                        Issue.record("the cancelled load did not fail as cancelled: \(recorder.events)")
                        return
                    }
                    #expect(instance.requestLog.map(\.path) == ["/now/nav/ui/home"])
                    #expect(recorder.actions.map(\.kind) == [.issued, .redirect])
                    #expect(recorder.actions.last?.url.path == "/login.do")
                    #expect(recorder.actions.last?.isMainFrame == true, "a redirect while the main frame loads")
                    #expect(!recorder.events.contains { if case .committed = $0 { true } else { false } })
                    engine.close()
                }
            }

            @Test func reissuingWithABearerAfterACancelledLoginRedirectLoadsThePageOnce() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    recorder.policy = { $0.url.path == "/login.do" ? .cancel : .allow }
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(WebRequest(url: home))
                    let cancelled = await recorder.settledOrIssue()
                    #expect(cancelled?.isCancellation == true, "\(String(describing: cancelled))")

                    engine.load(bearerRequest(home, instance))

                    await recorder.expectSettled(.finished(home))
                    #expect(!instance.requestLog.contains { $0.path == "/login.do" })
                    #expect(
                        instance.requestLog.filter { $0.path == "/now/nav/ui/home" }.map(\.hasAuthorization) == [
                            false, true,
                        ])
                    let milestones = recorder.events.filter {
                        switch $0 {
                        case .committed, .finished, .failed: true
                        default: false
                        }
                    }
                    #expect(milestones.count == 3)
                    #expect(milestones.suffix(2) == [.committed(home), .finished(home)])
                    engine.close()
                }
            }

            @Test func iframeRedirectedToLoginIsNeverReportedAsTheMainFrame() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    // The shell's iframe goes through nav_to.do, which redirects it to the login page.
                    let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz._-")
                    let target = "nav_to.do?uri=/login.do".addingPercentEncoding(withAllowedCharacters: unreserved)!
                    let shell = URL(
                        string: "\(instance.baseURL.absoluteString)/now/nav/ui/classic/params/target/\(target)")!

                    engine.load(bearerRequest(shell, instance))

                    await recorder.expectSettled(.finished(shell))
                    #expect(instance.requestLog.contains { $0.path == "/login.do" })
                    let login = recorder.responses.filter { $0.url.path == "/login.do" }
                    #expect(!login.isEmpty && login.allSatisfy { !$0.isMainFrame })
                    #expect(recorder.responses.filter(\.isMainFrame).map(\.url) == [shell])
                    #expect(!recorder.events.contains { if case .redirected = $0 { true } else { false } })
                    #expect(
                        recorder.actions.contains {
                            $0.kind == .redirect && $0.url.path == "/login.do" && $0.isMainFrame == false
                        })
                    engine.close()
                }
            }

            @Test func reportsTitleProgressAndHistory() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    let list = instance.baseURL.appending(path: "incident_list.do")

                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))
                    #expect(!engine.canGoBack)
                    engine.load(WebRequest(url: list))
                    await recorder.expectSettled(.finished(list))
                    #expect(engine.canGoBack)
                    engine.goBack()

                    await recorder.expectSettled(.finished(home))
                    #expect(engine.currentURL == home)
                    #expect(recorder.actions.last?.kind == .backForward)
                    #expect(recorder.events.contains(.titleChanged("ServiceNow")))
                    let progress = recorder.events.compactMap {
                        if case .progressChanged(let value) = $0 { value } else { nil }
                    }
                    #expect(progress.last == 1.0)
                    engine.close()
                }
            }

            @Test func evaluatesScriptsAndAnnouncesServiceNowInTheUserAgent() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))

                    #expect(try await engine.evaluateJavaScript("document.title") == "ServiceNow")
                    #expect(try await engine.evaluateJavaScript("undefined") == nil)
                    let agent = try await engine.evaluateJavaScript("navigator.userAgent")
                    #expect(agent?.hasSuffix(" ServiceNow/\(WebKitGTKEngine.version)") == true)
                    #expect(agent?.contains("AppleWebKit") == true)
                    await #expect(throws: WebKitGTKError.self) {
                        try await engine.evaluateJavaScript("throw new Error('x')")
                    }
                    engine.close()
                    await #expect(throws: WebKitGTKError.closed) { try await engine.evaluateJavaScript("1") }
                }
            }

            @Test func contentProcessTerminationIsReported() async throws {
                try await withEmulator { instance in
                    let (engine, recorder) = try await makeEngine()
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))

                    engine.terminateContentProcess()

                    await recorder.expectSettled(.failed(url: home, error: .contentProcessTerminated))
                    engine.close()
                }
            }
        }
    }

    /// An engine (by default on its own ephemeral session) with a recorder as delegate.
    @MainActor
    func makeEngine(dataStore: WebKitGTKDataStore? = nil) async throws -> (WebKitGTKEngine, RecordingEngineDelegate) {
        makeEngine(try await WebKitGTKEngine(dataStore: dataStore))
    }

    /// `engine` with a recorder as delegate.
    @MainActor
    func makeEngine(_ engine: WebKitGTKEngine) -> (WebKitGTKEngine, RecordingEngineDelegate) {
        let recorder = RecordingEngineDelegate()
        engine.delegate = recorder
        return (engine, recorder)
    }

    /// A request for `url` with a fresh access token for the emulator's first user.
    func bearerRequest(_ url: URL, _ instance: InstanceEmulator) -> WebRequest {
        WebRequest(url: url, headers: ["Authorization": "Bearer \(instance.issueAccessToken(for: "abel.tuter"))"])
    }
#endif

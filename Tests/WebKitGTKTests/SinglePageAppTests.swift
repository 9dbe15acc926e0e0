#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The emulator's single-page apps in a real WebKit: their data requests, navigation and page log. (A page
        /// that keeps its stale data is the session scenarios `in-page.stale-data-*`: `SessionScenarios`.)
        @Suite @MainActor struct SinglePageAppTests {
            /// The page log's entries.
            func pageLog(_ harness: BridgeHarness) async throws -> [[String: Any]] {
                let text = try await harness.evaluate("JSON.stringify(window.__nowwebPageLog || [])") ?? "[]"
                return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
            }

            /// Polls the page log until `ready` holds for it (the page's requests are its own, so no engine
            /// callback marks their end); the suite's time limit ends a wait that never succeeds.
            func pageLog(
                _ harness: BridgeHarness, until ready: ([[String: Any]]) -> Bool
            ) async throws -> [[String: Any]] {
                var log = try await pageLog(harness)
                while !ready(log) {
                    try await Task.sleep(for: .milliseconds(50))
                    log = try await pageLog(harness)
                }
                return log
            }

            static func requests(_ log: [[String: Any]], trigger: String) -> [[String: Any]] {
                log.filter { $0["kind"] as? String == "request" && $0["trigger"] as? String == trigger }
            }

            /// What every document of the tab recorded since its start (`sessionStorage`, which outlives a reload).
            func history(_ harness: BridgeHarness) async throws -> [[String: Any]] {
                let text =
                    try await harness.evaluate("window.sessionStorage.getItem('nowweb-page-history') || '[]'") ?? "[]"
                return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
            }

            /// The page loads that carried the bearer (the bridge and each recovery), by path.
            static func bearerPages(_ instance: InstanceEmulator) -> [String] {
                instance.requestLog.filter {
                    $0.hasAuthorization && $0.path != "/oauth_token.do" && !$0.path.hasPrefix("/api/")
                }.map(\.path)
            }

            /// Checks what every variant must show after the session ended inside the page: NowWeb recovered
            /// once, onto the page the user was on, the login page was never requested and the page's own
            /// login form never inserted (by the record every document kept from its start), and the new
            /// document's data request succeeded.
            func expectRecovered(
                _ harness: BridgeHarness, _ instance: InstanceEmulator, _ activity: ActivityRecorder, at path: String,
                family: String
            ) async throws {
                let recovered = try await activity.next { activity in
                    if case .recovered = activity { true } else { false }
                }
                guard case .recovered(let url) = recovered else { return }
                #expect(url.path(percentEncoded: true) + (url.query.map { "?" + $0 } ?? "") == path)
                #expect(
                    activity.activities.contains { if case .expiryDetected(.notLoggedIn) = $0 { true } else { false } }
                        || activity.activities.contains {
                            if case .expiryDetected(.loginPage) = $0 { true } else { false }
                        }, "\(activity.activities)")
                let after = try await pageLog(harness) { !Self.requests($0, trigger: "load").isEmpty }
                #expect(Self.requests(after, trigger: "load").first?["ok"] as? Bool == true, "\(after)")
                let kept = try await history(harness)
                #expect(!kept.contains { $0["kind"] as? String == "loginForm" }, "\(kept)")
                #expect(!kept.contains { $0["kind"] as? String == "topLogin" }, "\(kept)")
                #expect(Set(kept.compactMap { $0["doc"] as? String }).count >= 2, "the page was reloaded once")
                #expect(!instance.requestLog.contains { $0.path == "/login.do" }, "\(instance.requestLog.map(\.path))")
                #expect(
                    Self.bearerPages(instance).count == 2, "the bridge and one recovery: \(Self.bearerPages(instance))")
                #expect(instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
                #expect(kept.allSatisfy { $0["family"] as? String == family || $0["family"] as? String == "classic" })
            }

            @Test func aPortalPageLoadsItsDataNavigatesAndRecoversBeforeItsLoginFormWhenTheSessionEnds() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(200))
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/esc?id=index")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()

                    // The first load, then the timer.
                    var log = try await pageLog(harness) { !Self.requests($0, trigger: "timer").isEmpty }
                    #expect(log.first?["kind"] as? String == "start")
                    #expect(log.first?["family"] as? String == "portal")
                    let first = try #require(Self.requests(log, trigger: "load").first)
                    #expect(first["url"] as? String == "/api/now/sp/page?id=index&portal_id=esc")
                    #expect(first["status"] as? Int == 200)
                    #expect(first["ok"] as? Bool == true)
                    #expect(first["loggedIn"] as? String == "true")
                    #expect(Self.requests(log, trigger: "timer").allSatisfy { $0["ok"] as? Bool == true })
                    #expect(try await harness.evaluate("document.getElementById('nowweb-data').dataset.rows") == "1")
                    let data = instance.requestLog.filter { $0.path == "/api/now/sp/page" }
                    #expect(data.first?.cookieNames.contains("JSESSIONID") == true)
                    #expect(data.allSatisfy { !$0.hasAuthorization && $0.status == 200 })

                    // A user's click navigates with pushState and loads the new page's data.
                    _ = try await harness.evaluate(
                        "document.querySelector('a.nowweb-spa-link[href=\"/esc?id=sc_home\"]').click(); null")
                    log = try await pageLog(harness) { !Self.requests($0, trigger: "navigation").isEmpty }
                    #expect(
                        log.contains {
                            $0["kind"] as? String == "pushState" && $0["url"] as? String == "/esc?id=sc_home"
                        })
                    #expect(
                        Self.requests(log, trigger: "navigation").first?["url"] as? String
                            == "/api/now/sp/page?id=sc_home&portal_id=esc")
                    #expect(try await harness.evaluate("location.pathname + location.search") == "/esc?id=sc_home")
                    #expect(try await harness.evaluate("String(window.__nowwebPage.loginFormInserted)") == "false")

                    // The session ends: the next request is refused, and NowWeb reloads the page the user is on
                    // (pushState included) with the bearer before the page retries and shows its login form.
                    instance.expireAllSessions()
                    try await expectRecovered(harness, instance, activity, at: "/esc?id=sc_home", family: "portal")
                    harness.close()
                }
            }

            @Test func theClassicFrameSetFollowsItsFrameAndRecoversBeforeTheFrameShowsTheLoginPage() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(reaction: .classicFrameLogin, refreshInterval: .zero)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/classic/params/target/incident_list.do")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()
                    let frame = "document.getElementById('gsft_main').contentWindow"
                    func frameLog() async throws -> [[String: Any]] {
                        let text = try await harness.evaluate("JSON.stringify(\(frame).__nowwebPageLog || [])") ?? "[]"
                        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
                    }
                    func frameLoads(_ log: [[String: Any]]) -> [String] {
                        log.filter { $0["kind"] as? String == "frameLoad" }.map {
                            "\($0["url"] ?? ""):\($0["login"] as? Bool == true ? "login" : "page")"
                        }
                    }

                    var log = try await pageLog(harness) {
                        !frameLoads($0).isEmpty && !Self.requests($0, trigger: "load").isEmpty
                    }
                    #expect(log.first?["family"] as? String == "classicShell")
                    #expect(Self.requests(log, trigger: "load").first?["ok"] as? Bool == true)
                    #expect(frameLoads(log) == ["/incident_list.do:page"])
                    var inner = try await frameLog()
                    while Self.requests(inner, trigger: "load").isEmpty {
                        try await Task.sleep(for: .milliseconds(50))
                        inner = try await frameLog()
                    }
                    #expect(inner.first?["family"] as? String == "classic")
                    #expect(
                        Self.requests(inner, trigger: "load").first?["url"] as? String
                            == "/api/now/table/incident?sysparm_limit=5")
                    #expect(Self.requests(inner, trigger: "load").first?["ok"] as? Bool == true)

                    // A navigation inside the frame moves the top window's address along with pushState.
                    _ = try await harness.evaluate("\(frame).location.href = '/incident.do?sys_id=2'; null")
                    log = try await pageLog(harness) { frameLoads($0).count == 2 }
                    let followed = "/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D2"
                    #expect(frameLoads(log).last == "/incident.do?sys_id=2:page")
                    #expect(log.contains { $0["kind"] as? String == "pushState" && $0["url"] as? String == followed })
                    #expect(try await harness.evaluate("location.pathname") == followed)

                    // The session ends; the frame's next data request is refused: the shell the user is on (its
                    // address follows the frame) reloads with the bearer before the frame reloads onto login.
                    instance.expireAllSessions()
                    _ = try await harness.evaluate("\(frame).__nowwebPage.refresh(); null")
                    try await expectRecovered(harness, instance, activity, at: followed, family: "classicShell")
                    #expect(try await harness.evaluate("location.pathname") == followed, "the top window stays")
                    harness.close()
                }
            }

            @Test func aWorkspaceRefusedByTheHeaderRecoversBeforeItSendsTheTopWindowToTheLoginPage() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(
                    dataExpiry: .notLoggedInHeader, reaction: .topWindowToLogin, refreshInterval: .zero)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/sow/list/incident")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()
                    let log = try await pageLog(harness) { !Self.requests($0, trigger: "load").isEmpty }
                    #expect(log.first?["family"] as? String == "next")
                    let first = try #require(Self.requests(log, trigger: "load").first)
                    #expect(first["url"] as? String == "/api/now/table/incident?sysparm_limit=5")
                    #expect(first["ok"] as? Bool == true)
                    #expect(try await harness.evaluate("document.getElementById('nowweb-data').dataset.rows") == "5")

                    // The session ends: the header refuses the next request; NowWeb recovers before the page can
                    // send the top window to the login page.
                    instance.expireAllSessions()
                    _ = try await harness.evaluate("window.__nowwebPage.refresh(); null")
                    try await expectRecovered(harness, instance, activity, at: "/now/sow/list/incident", family: "next")
                    harness.close()
                }
            }

            /// A page whose data requests need no token of the session goes on by itself: NowWeb re-bridges the
            /// session behind it and the page script sends the held request again, so the page is never
            /// reloaded and never sees the refusal (by the record every document kept from its start).
            @Test(arguments: [InstanceEmulator.SinglePageApps.DataExpiry.unauthorized, .notLoggedInHeader])
            func aPageWhoseRequestsNeedNoTokenGoesOnWithoutAReload(
                _ expiry: InstanceEmulator.SinglePageApps.DataExpiry
            ) async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(
                    dataExpiry: expiry, reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(200),
                    sendsUserToken: false)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/esc?id=index")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()
                    let before = try await pageLog(harness) { !Self.requests($0, trigger: "timer").isEmpty }
                    let timersBefore = Self.requests(before, trigger: "timer").count

                    instance.expireAllSessions()
                    let recovered = try await activity.next { if case .recovered = $0 { true } else { false } }
                    #expect(
                        recovered == .recovered(URL(string: "esc?id=index", relativeTo: instance.baseURL)!.absoluteURL))
                    // The page goes on: later timer requests succeed on the new session.
                    let after = try await pageLog(harness) {
                        Self.requests($0, trigger: "timer").count >= timersBefore + 3
                    }
                    #expect(
                        after.allSatisfy { $0["refused"] as? Bool != true }, "the page never saw a refusal: \(after)")
                    #expect(!after.contains { $0["kind"] as? String == "retry" }, "\(after)")
                    let kept = try await history(harness)
                    #expect(Set(kept.compactMap { $0["doc"] as? String }).count == 1, "never reloaded: \(kept)")
                    #expect(!kept.contains { ["loginForm", "topLogin"].contains($0["kind"] as? String) }, "\(kept)")
                    #expect(try await harness.evaluate("String(window.__nowwebPage.loginFormInserted)") == "false")
                    let data = instance.requestLog.filter { $0.path == "/api/now/sp/page" }
                    if expiry == .unauthorized { #expect(data.contains { $0.status == 401 }, "a request was refused") }
                    #expect(data.last?.status == 200, "the data requests run on a new session")
                    #expect(instance.activeSessionCount == 1)
                    #expect(
                        !instance.requestLog.contains { $0.path == "/login.do" }, "\(instance.requestLog.map(\.path))")
                    #expect(
                        Self.bearerPages(instance) == ["/esc", "/esc"],
                        "the bridge and one background bridge: \(Self.bearerPages(instance))")
                    #expect(instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
                    #expect(
                        !activity.activities.contains { if case .failed = $0 { true } else { false } },
                        "\(activity.activities)")
                    harness.close()
                }
            }

            /// A frame of another site that fakes every signal the watch knows gets nothing: no recovery, no bearer.
            @Test func aForeignFrameThatFakesTheSignalsChangesNothing() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/login.do"] = """
                    <!DOCTYPE html><html><head><title>Sign in</title></head><body>
                    <form action="/login.do" method="post"><input type="password" name="user_password"></form>
                    <script>
                    for (var i = 0; i < 50; i++) {
                      document.dispatchEvent(new CustomEvent('nowweb-session-signal',
                        { detail: JSON.stringify({ status: 401, loggedIn: 'false' }) }));
                      try {
                        window.webkit.messageHandlers.nowwebSessionWatch.postMessage(JSON.stringify(
                          { kind: 'refused', status: 401, top: true, origin: parent.location.origin,
                            href: location.href }));
                      } catch (e) {}
                    }
                    fetch('/hostile-done');
                    </script></body></html>
                    """
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home?embed=/login.do")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()
                    while !instance.requestLog.contains(where: { $0.path == "/hostile-done" }) {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    // The frame's messages would come before its fetch's; one more page round trip for good measure.
                    #expect(try await harness.evaluate("location.pathname") == "/now/nav/ui/home")
                    #expect(
                        !activity.activities.contains { if case .expiryDetected = $0 { true } else { false } },
                        "\(activity.activities)")
                    #expect(Self.bearerPages(instance).count == 1)
                    #expect(instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
                    harness.close()
                }
            }

            /// A page that floods the signal recovers once. Flooding 401s that do not say (no `X-Is-Logged-In`) again
            /// at once gets one cookie-only check of the session behind the page, which finds it alive: nothing more.
            /// Flooding answers that say the session is gone is a loop, and NowWeb stops.
            @Test func aPageThatFloodsTheSignalEndsWithinTheBudget() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(refreshInterval: .zero)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                    let activity = ActivityRecorder(harness.controller)
                    await harness.loadPage()
                    // The reporter posts at most 10 messages a document: the recovery's new document has 10, which
                    // the three later floods of 3 share.
                    func flood(_ loggedIn: String, times: Int = 3) -> String {
                        """
                        for (var i = 0; i < \(times); i++) {
                          document.dispatchEvent(new CustomEvent('nowweb-session-signal',
                            { detail: JSON.stringify({ status: 401, loggedIn: \(loggedIn) }) }));
                        }
                        null
                        """
                    }
                    _ = try await harness.evaluate(flood("null", times: 100))
                    try await activity.next { if case .recovered = $0 { true } else { false } }
                    let recoveredAt = instance.requestLog.count
                    _ = try await harness.evaluate(flood("null"))
                    // The check: one request for the page without the bearer, after the recovery.
                    func checks() -> [InstanceEmulator.LoggedRequest] {
                        instance.requestLog.dropFirst(recoveredAt).filter {
                            $0.path == "/now/nav/ui/home" && !$0.hasAuthorization
                        }
                    }
                    while checks().isEmpty { try await Task.sleep(for: .milliseconds(20)) }
                    _ = try await harness.evaluate(flood("null"))
                    #expect(try await harness.evaluate("location.pathname") == "/now/nav/ui/home")
                    #expect(checks().count == 1, "one check for the window: \(instance.requestLog.map(\.path))")
                    #expect(
                        !activity.activities.contains { if case .failed = $0 { true } else { false } },
                        "the session lives: \(activity.activities)")
                    #expect(Self.bearerPages(instance).count == 2, "the bridge and one recovery")

                    _ = try await harness.evaluate(flood("'false'"))
                    let error = try await activity.failed()
                    #expect(error == .loginLoop(page: instance.baseURL.appending(path: "now/nav/ui/home")), "\(error)")
                    #expect(Self.bearerPages(instance).count == 2, "the bridge and one recovery")
                    #expect(instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
                    #expect(!instance.requestLog.contains { $0.path == "/login.do" })
                    harness.close()
                }
            }
        }
    }
#endif

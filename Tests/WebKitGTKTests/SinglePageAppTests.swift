#if WebKitGTK
    import Foundation
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The emulator's single-page apps in a real WebKit: their data requests, navigation and page log.
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

            @Test func aPortalPageLoadsItsDataNavigatesAndShowsItsLoginFormWhenTheSessionEnds() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(200))
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/esc?id=index")
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

                    // The session ends: the next request is refused, tried once more, then the form replaces the page.
                    instance.expireAllSessions()
                    log = try await pageLog(harness) { $0.contains { $0["kind"] as? String == "loginForm" } }
                    let kinds = log.map { entry in
                        entry["kind"] as? String == "request"
                            ? "\(entry["trigger"] ?? ""):\(entry["status"] ?? "")" : entry["kind"] as? String ?? ""
                    }
                    let refusal = try #require(kinds.firstIndex { $0.hasSuffix(":401") })
                    #expect(
                        Array(kinds[refusal...].prefix(4)).dropFirst() == ["retry", "retry:401", "loginForm"],
                        "\(kinds)")
                    #expect(try await harness.evaluate("String(window.__nowwebPage.loginFormInserted)") == "true")
                    #expect(
                        try await harness.evaluate(
                            "document.querySelector('#nowweb-login-form input[name=sysparm_goto_url]').value")
                            == "/esc?id=sc_home")
                    let mirrored = try await harness.evaluate("document.getElementById('nowweb-page-log').textContent")
                    #expect(mirrored?.contains("\"kind\":\"loginForm\"") == true)
                    #expect(mirrored?.contains("g_ck") == false)
                    harness.close()
                }
            }

            @Test func theClassicFrameSetFollowsItsFrameAndAnEndedSessionBringsTheLoginPageIntoTheFrame() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(reaction: .classicFrameLogin, refreshInterval: .zero)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(
                        instance, path: "/now/nav/ui/classic/params/target/incident_list.do")
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

                    // The session ends; the frame's next data request is refused and the frame reloads onto the login page.
                    instance.expireAllSessions()
                    _ = try await harness.evaluate("\(frame).__nowwebPage.refresh(); null")
                    log = try await pageLog(harness) { frameLoads($0).count == 3 }
                    #expect(frameLoads(log).last?.hasSuffix(":login") == true, "\(frameLoads(log))")
                    #expect(instance.requestLog.contains { $0.path == "/login.do" })
                    #expect(try await harness.evaluate("location.pathname") == followed, "the top window stays")
                    harness.close()
                }
            }

            @Test func aWorkspaceRefusedByTheHeaderSendsTheTopWindowToTheLoginPage() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.singlePageApps = .init(
                    dataExpiry: .notLoggedInHeader, reaction: .topWindowToLogin, refreshInterval: .zero)
                try await withEmulator(configuration) { instance in
                    let harness = try await BridgeHarness(instance, path: "/now/sow/list/incident")
                    await harness.loadPage()
                    let log = try await pageLog(harness) { !Self.requests($0, trigger: "load").isEmpty }
                    #expect(log.first?["family"] as? String == "next")
                    let first = try #require(Self.requests(log, trigger: "load").first)
                    #expect(first["url"] as? String == "/api/now/table/incident?sysparm_limit=5")
                    #expect(first["ok"] as? Bool == true)
                    #expect(try await harness.evaluate("document.getElementById('nowweb-data').dataset.rows") == "5")

                    // The session ends: the header refuses the next request and the page leaves for the login page.
                    instance.expireAllSessions()
                    instance.clearRequestLog()
                    let pages = harness.finishedPages.count
                    _ = try await harness.evaluate("window.__nowwebPage.refresh(); null")
                    await harness.wait { harness.finishedPages.count > pages }
                    let requests = instance.requestLog
                    #expect(requests.first?.path == "/api/now/table/incident")
                    #expect(requests.first?.status == 200)
                    let login = requests.dropFirst().first
                    #expect(login?.path == "/login.do", "\(requests.map(\.path))")
                    #expect(login?.queryNames == ["sysparm_goto_url"])
                    harness.close()
                }
            }
        }
    }
#endif

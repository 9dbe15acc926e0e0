#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// NowWeb's whole session flow (bridge, expiry recovery, loop cap) with a real WebKit rendering it.
        @Suite @MainActor struct SessionTests {
            /// The home page's knowledge link, clicked by `click` once the instance has ended the session (no
            /// prediction: the instance answers the click with its login redirect): the recovery loads the clicked
            /// page with the bearer, whether or not the top frame's link-click listener saw the click.
            @Test(arguments: [
                // A plain click: the listener vouches for it, so the navigation is the main frame's at once.
                "link.click();",
                // The page stops the click's propagation: the listener never sees it, and WebKitGTK names no
                // frame for the navigation.
                "link.addEventListener('click', function (event) { event.stopPropagation(); }); link.click();",
            ])
            func aLinkClickedAfterTheSessionEndedRecoversToTheClickedPage(click: String) async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)

                    instance.expireAllSessions()
                    instance.clearRequestLog()
                    _ = try await controller.webEngine.evaluateJavaScript(
                        "var link = document.querySelector('a[href^=\"/kb_view.do\"]'); \(click)")

                    let clicked = URL(string: "/kb_view.do?sysparm_article=KB0000001", relativeTo: instance.baseURL)!
                        .absoluteURL
                    #expect(
                        try await activity.next { if case .recovered = $0 { true } else { false } }
                            == .recovered(clicked))
                    #expect(try await activity.finished() == clicked)
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(log.filter { $0.path == "/kb_view.do" }.map(\.hasBearerToken) == [false, true])
                    #expect(
                        log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path)
                            == ["/kb_view.do"], "one bridge, to the clicked page")
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            /// A page that sends the main frame straight to a login URL naming a page of its choosing
            /// (`sysparm_goto_url`), by a script or a link: the recovery loads the last good page, and the named
            /// page never gets the bearer (R3-L-6).
            @Test(arguments: [
                "location.href = '/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal';",
                "var link = document.createElement('a'); link.href = '/login.do?sysparm_goto_url=%2Fapi%2Fx_evil%2Fsteal';"
                    + "document.body.appendChild(link); link.click();",
            ])
            func aPageHopToALoginURLRecoversToTheLastGoodPageNotToItsGotoURL(hop: String) async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")

                    instance.clearRequestLog()
                    _ = try await controller.webEngine.evaluateJavaScript(hop)

                    #expect(
                        try await activity.next { if case .recovered = $0 { true } else { false } } == .recovered(home))
                    #expect(try await activity.finished() == home)
                    #expect(delegate.errors.isEmpty)
                    let log = instance.requestLog
                    #expect(!log.contains { $0.path.hasPrefix("/api/x_evil") })
                    #expect(
                        log.filter { $0.hasAuthorization && $0.path != "/oauth_token.do" }.map(\.path)
                            == ["/now/nav/ui/home"], "one bridge, to the last good page")
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            /// An instance frame on a login page (the classic UI's `gsft_main` after its session ended) is the
            /// page losing its session: the shell recovers. This page sends its frame to the login page on purpose
            /// with a live session, so the frame shows it again right after the recovery: NowWeb stops there
            /// with a login loop instead of reloading the page again and again.
            @Test func anInstanceFrameOnTheLoginPageRecoversOnceAndAFrameThatStaysThereIsALoop() async throws {
                let store = WebDataStore()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, dataStore: store)
                    let delegate = RecordingControllerDelegate()
                    let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz._-")
                    let target = "nav_to.do?uri=/login.do".addingPercentEncoding(withAllowedCharacters: unreserved)!
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/classic/params/target/\(target)")!, delegate: delegate
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()

                    let error = try await activity.failed()
                    #expect(error == .loginLoop(page: controller.lastGoodPage ?? controller.initialURL), "\(error)")
                    #expect(
                        activity.activities.contains {
                            if case .expiryDetected(.loginPage) = $0 { true } else { false }
                        })
                    let pagesWithBearer = instance.requestLog.filter {
                        $0.hasAuthorization && $0.path != "/oauth_token.do" && !$0.path.hasPrefix("/api/")
                    }
                    #expect(pagesWithBearer.count == 2, "the bridge and one recovery, then the loop stops it")
                    #expect(instance.requestLog.allSatisfy { $0.host == .instance || !$0.hasAuthorization })
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

        }
    }
#endif

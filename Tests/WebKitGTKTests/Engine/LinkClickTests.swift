#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// WebKitGTK flags no frame on navigation actions; the top frame's link-click listener tells the engine
        /// which link clicks are the main frame's.
        @Suite @MainActor struct LinkClickTests {
            /// The home page's link to a knowledge article.
            nonisolated static let knowledgeLink = "document.querySelector('a[href^=\"/kb_view.do\"]')"

            @Test(arguments: [
                "\(knowledgeLink).click()",
                // WebKit's navigation URL keeps the fragment, as `href` does.
                "var link = document.createElement('a'); link.href = '/kb_view.do?sysparm_article=KB0000002#steps';"
                    + "document.body.appendChild(link); link.click();",
                // An image map's area, with `_top` as its target.
                "var map = document.createElement('map'); map.name = 'm'; var area = document.createElement('area');"
                    + "area.href = '/kb_view.do'; area.target = '_top'; area.shape = 'default';"
                    + "map.appendChild(area); document.body.appendChild(map); area.click();",
            ])
            func aLinkClickedInTheTopPageIsTheMainFrames(click: String) async throws {
                try await withEmulator { instance in
                    let (engine, recorder, actions) = try await loadedEngine(instance, page: "now/nav/ui/home")

                    _ = try await engine.evaluateJavaScript(click)

                    let action = await firstAction(in: actions, to: "/kb_view.do")
                    #expect(action?.kind == .linkActivated)
                    #expect(action?.isMainFrame == true)
                    _ = await recorder.settledOrIssue()
                    engine.close()
                }
            }

            @Test func aLinkClickedInAnIframeIsNotFlagged() async throws {
                try await withEmulator { instance in
                    let (engine, recorder, actions) = try await loadedEngine(
                        instance, page: "now/nav/ui/classic/params/target/incident_list.do")

                    _ = try await engine.evaluateJavaScript(SessionScenarios.frameLinkClick)

                    let action = await firstAction(in: actions, to: "/incident.do")
                    #expect(action?.kind == .linkActivated)
                    #expect(action?.isMainFrame == nil)
                    #expect(!recorder.events.contains { $0.isCancellation })
                    engine.close()
                }
            }

            @Test(arguments: [
                // The page prevents the click's default: nothing navigates.
                "link.addEventListener('click', function (event) { event.preventDefault(); }, { once: true });"
                    + "link.click();",
                // A link to a new window: not the main frame's navigation.
                "var other = document.createElement('a'); other.href = link.href; other.target = '_blank';"
                    + "document.body.appendChild(other); other.click();",
            ])
            func aClickThatDoesNotFollowTheLinkHereLeavesNoHint(click: String) async throws {
                try await withEmulator { instance in
                    let (engine, recorder, actions) = try await loadedEngine(instance, page: "now/nav/ui/home")

                    // The click under test, then, at once, a click on the same link that the listener cannot see
                    // (the page stops its propagation): its navigation is flagged only if the first left a hint.
                    _ = try await engine.evaluateJavaScript(
                        "var link = \(Self.knowledgeLink); \(click)"
                            + "link.addEventListener('click', function (event) { event.stopPropagation(); });"
                            + "link.click();")

                    let action = await firstAction(in: actions, to: "/kb_view.do")
                    #expect(action?.kind == .linkActivated)
                    #expect(action?.isMainFrame == nil)
                    _ = await recorder.settledOrIssue()
                    engine.close()
                }
            }

            /// A link whose click the listener cannot see (the page stops its propagation) is asked about without a
            /// frame; when the instance redirects it to the login page, the main-frame redirect names the link as
            /// the URL it comes from, which tells the owner the link was the main frame's.
            @Test func aMainFrameRedirectNamesTheLinkItComesFrom() async throws {
                try await withEmulator { instance in
                    let (engine, recorder, actions) = try await loadedEngine(instance, page: "now/nav/ui/home")
                    instance.expireAllSessions()

                    _ = try await engine.evaluateJavaScript(
                        "var link = \(Self.knowledgeLink);"
                            + "link.addEventListener('click', function (event) { event.stopPropagation(); });"
                            + "link.click();")

                    let click = await firstAction(in: actions, to: "/kb_view.do")
                    #expect(click?.kind == .linkActivated)
                    #expect(click?.isMainFrame == nil)
                    let redirect = await firstAction(in: actions, to: "/login.do")
                    #expect(redirect?.kind == .redirect)
                    #expect(redirect?.isMainFrame == true)
                    #expect(redirect?.sourceURL == click?.url)
                    _ = await recorder.settledOrIssue()
                    engine.close()
                }
            }

            private func firstAction(in actions: AsyncStream<NavigationAction>, to path: String) async
                -> NavigationAction?
            {
                for await action in actions where action.url.path == path { return action }
                return nil
            }

            /// An engine that has loaded `page` with a bearer; its recorder allows everything and passes every
            /// navigation action asked about after the load on to the stream.
            private func loadedEngine(_ instance: InstanceEmulator, page: String) async throws -> (
                WebKitGTKEngine, RecordingEngineDelegate, AsyncStream<NavigationAction>
            ) {
                let (engine, recorder) = try await makeEngine()
                let url = instance.baseURL.appending(path: page)
                engine.load(bearerRequest(url, instance))
                await recorder.expectSettled(.finished(url))
                let (actions, continuation) = AsyncStream.makeStream(of: NavigationAction.self)
                recorder.policy = { action in
                    continuation.yield(action)
                    return .allow
                }
                return (engine, recorder, actions)
            }
        }
    }
#endif

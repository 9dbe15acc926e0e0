#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A user working in a real WebKit page keeps its session: real key input (XTEST, through `xdotool`) near
        /// the idle end sends one keep-alive on the session's cookie, never with the bearer, once per idle window;
        /// a page script's synthetic events never do.
        @Suite @MainActor struct UserInputKeepAliveTests {
            /// The engine a service made, kept for the test to put in a window.
            @MainActor final class EngineBox {
                var engine: WebKitGTKEngine?
            }

            /// The first request after the first `count` of `instance`'s log that `matches`, within `patience`; past
            /// it the test fails naming `what` (the emulator's wait itself has no end).
            static func request(
                _ what: String, on instance: InstanceEmulator, after count: Int, patience: Duration = .seconds(20),
                _ matches: @escaping @Sendable (InstanceEmulator.LoggedRequest) -> Bool
            ) async throws -> InstanceEmulator.LoggedRequest {
                if let request = await firstRequest(on: instance, after: count, patience: patience, matches) {
                    return request
                }
                Issue.record("no \(what) reached the instance within \(patience)")
                throw CancellationError()
            }

            /// The first request after the first `count` of `instance`'s log that `matches`, or `nil` past `patience`.
            static func firstRequest(
                on instance: InstanceEmulator, after count: Int, patience: Duration,
                _ matches: @escaping @Sendable (InstanceEmulator.LoggedRequest) -> Bool
            ) async -> InstanceEmulator.LoggedRequest? {
                let (first, arrival) = AsyncStream<InstanceEmulator.LoggedRequest?>.makeStream()
                Task { arrival.yield(await instance.request(loggedAfter: count, matching: matches)) }
                let patienceEnds = Task {
                    try await ContinuousClock().sleep(for: patience)
                    arrival.yield(nil)
                }
                defer { patienceEnds.cancel() }
                for await request in first { return request }
                return nil
            }

            /// Page-world listeners that, after each trusted key or pointer press the page sees, send a request the
            /// test waits for (`/nowweb-gate`, without cookies, so that it touches no session): the page has seen the
            /// input by then, and the engine's isolated listener, registered at document start, before it.
            static let gateScript = """
                (function () {
                  var count = 0;
                  function gate(event) {
                    if (!event.isTrusted) { return; }
                    count += 1;
                    fetch('/nowweb-gate?n=' + count, { credentials: 'omit' });
                  }
                  window.addEventListener('keydown', gate, true);
                  window.addEventListener('pointerdown', gate, true);
                  return 'installed';
                })()
                """

            /// Synthetic key and pointer events a page script dispatches, then a gate request.
            static let syntheticScript = """
                (function () {
                  var input = document.querySelector('input, textarea') || document.body;
                  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
                  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
                  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
                  fetch('/nowweb-gate?n=synthetic', { credentials: 'omit' });
                  return 'dispatched';
                })()
                """

            @Test func realKeyInputKeepsTheSessionOncePerIdleWindowAndSyntheticEventsNever() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.accessTokenLifetime = .seconds(3 * 3600)
                let store = WebDataStore()
                let box = EngineBox()
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(
                        instance, dataStore: store,
                        makeEngine: { store in
                            DeferredWebEngine {
                                let engine = try await WebKitGTKEngine(dataStore: store)
                                box.engine = engine
                                return engine
                            }
                        },
                        sessionEstimate: .init(idleTimeout: 1800))
                    let (controller, delegate, _) = try await showPage("/incident.do", on: service)
                    let engine = try #require(box.engine)
                    let title = "nowweb-keepalive-\(UUID().uuidString)"
                    // The window shows the page's title: a unique one finds it.
                    _ = try await controller.webEngine.evaluateJavaScript("document.title = '\(title)'; 'titled'")
                    try await engine.presentInWindow(.init(title: title, width: 640, height: 480))
                    let input = try await XTestInput(windowTitled: title)
                    try await input.focus()
                    #expect(try await controller.webEngine.evaluateJavaScript(Self.gateScript) == "installed")
                    let isGate: @Sendable (InstanceEmulator.LoggedRequest) -> Bool = { $0.path == "/nowweb-gate" }
                    let isKeepAlive: @Sendable (InstanceEmulator.LoggedRequest) -> Bool = { $0.path == "/blank.do" }

                    // Within two minutes of the idle end (30 minutes after the page), and before the margin.
                    instance.advanceTime(by: .seconds(28 * 60 + 30))

                    // A page script's synthetic key and pointer events: nothing goes out on the session.
                    var logged = instance.requestLog.count
                    #expect(try await controller.webEngine.evaluateJavaScript(Self.syntheticScript) == "dispatched")
                    _ = try await Self.request("synthetic gate", on: instance, after: logged, isGate)
                    _ = try await controller.webEngine.evaluateJavaScript("1")
                    #expect(!instance.requestLog.contains(where: isKeepAlive), "synthetic events sent a keep-alive")
                    #expect(service.dataStore.sessionEstimate.keepAliveWindow == nil)

                    // A real key: one keep-alive, with the session's cookie and no bearer.
                    logged = instance.requestLog.count
                    // Tests run side by side on one X display with no window manager: a window another test shows
                    // meanwhile takes the input focus, and a key sent then goes to it. The key is pressed again until
                    // the page saw one (its gate), three times at most; one idle window still gets one keep-alive.
                    var keyGate: InstanceEmulator.LoggedRequest?
                    for _ in 0..<3 where keyGate == nil {
                        try await input.press("a")
                        keyGate = await Self.firstRequest(on: instance, after: logged, patience: .seconds(5), isGate)
                    }
                    #expect(keyGate != nil, "the page saw a real key")
                    let keepAlive = try await Self.request("keep-alive", on: instance, after: logged, isKeepAlive)
                    #expect(
                        keepAlive.cookieNames.contains("JSESSIONID"), "the session's cookie: \(keepAlive.cookieNames)")
                    #expect(!keepAlive.hasAuthorization, "never the bearer")
                    #expect(keepAlive.method == "GET")

                    // A real pointer press in the same idle window: no second keep-alive.
                    logged = instance.requestLog.count
                    // A window another test shows on top would take the click: clicked again until the page saw one.
                    var pointerGate: InstanceEmulator.LoggedRequest?
                    for _ in 0..<3 where pointerGate == nil {
                        try await input.click(at: (x: 200, y: 200))
                        pointerGate = await Self.firstRequest(
                            on: instance, after: logged, patience: .seconds(5), isGate)
                    }
                    #expect(pointerGate != nil, "the page saw a real pointer press")
                    _ = try await controller.webEngine.evaluateJavaScript("1")
                    #expect(instance.requestLog.filter(isKeepAlive).count == 1, "one keep-alive per idle window")

                    // The session lives past the idle end it had before the keep-alive.
                    instance.advanceTime(by: .seconds(20 * 60))
                    let cookies = try #require(
                        await engine.capabilities.cookieHeader?(instance.baseURL.appending(path: "blank.do")))
                    let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
                    let check = try await client.request("GET", "/blank.do", headers: [("Cookie", cookies)])
                    #expect(check.status == 200 && check.header("X-Is-Logged-In") == "true", "the session was kept")
                    #expect(delegate.errors.isEmpty)
                    controller.webEngine.stopLoading()
                    engine.close()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }
        }
    }
#endif

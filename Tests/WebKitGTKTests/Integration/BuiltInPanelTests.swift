#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// A page's prompt the app set no handler for, in a shown window: WebKitGTK's own dialog appears in the
        /// view, the user types into it with real X input (XTEST, through `xdotool`) and presses Return, and the page
        /// gets the text.
        @Suite @MainActor struct BuiltInPanelTests {
            /// The engine a service made, kept for the test to put in a window.
            @MainActor final class EngineBox {
                var engine: WebKitGTKEngine?
            }

            /// Opens a prompt after the evaluation returns (the evaluation would wait for the answer otherwise), then
            /// sends the answer to the instance in the path of a request the test waits for.
            static let promptScript =
                "setTimeout(function () { var answer = window.prompt('Name?', 'x'); "
                + "fetch('/nowweb-panel/' + encodeURIComponent(String(answer)), { credentials: 'omit' }); }, 0); "
                + "'scheduled'"

            @Test func aPromptWithoutAHandlerShowsWebKitsDialogInTheWindowAndTheTypedTextReachesThePage()
                async throws
            {
                let store = WebDataStore()
                let box = EngineBox()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(
                        instance, dataStore: store,
                        makeEngine: { store in
                            DeferredWebEngine {
                                let engine = try await WebKitGTKEngine(dataStore: store)
                                box.engine = engine
                                return engine
                            }
                        })
                    let (controller, delegate, _) = try await showPage("/incident.do", on: service)
                    #expect(controller.javaScriptPanelHandler == nil)
                    let engine = try #require(box.engine)
                    let title = "nowweb-panel-\(UUID().uuidString)"
                    _ = try await controller.webEngine.evaluateJavaScript("document.title = '\(title)'; 'titled'")
                    try await engine.presentInWindow(.init(title: title, width: 640, height: 480))
                    let input = try await XTestInput(windowTitled: title)
                    try await input.focus()
                    let (shownPanels, shown) = AsyncStream<JavaScriptPanel?>.makeStream()
                    engine.builtInPanelShown = { shown.yield($0) }
                    // The dialog never shown (the page answered without it) fails the test rather than waiting.
                    let patienceEnds = Task {
                        try await ContinuousClock().sleep(for: .seconds(20))
                        shown.yield(nil)
                    }
                    defer { patienceEnds.cancel() }

                    #expect(try await controller.webEngine.evaluateJavaScript(Self.promptScript) == "scheduled")
                    var panels = shownPanels.makeAsyncIterator()
                    let panel = try #require(await panels.next() ?? nil, "WebKitGTK's dialog was not shown")
                    #expect(panel.kind == .prompt(defaultText: "x"))
                    #expect(panel.message == "Name?")

                    let logged = instance.requestLog.count
                    try await input.press("ctrl+a")
                    try await input.type("Ada")
                    try await input.press("Return")
                    let answer = try await UserInputKeepAliveTests.request(
                        "the page's answer", on: instance, after: logged
                    ) {
                        $0.path.hasPrefix("/nowweb-panel/")
                    }
                    #expect(answer.path == "/nowweb-panel/Ada")
                    #expect(delegate.errors.isEmpty)
                    controller.webEngine.stopLoading()
                    engine.close()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }
        }
    }
#endif

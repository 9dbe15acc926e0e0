#if WebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The scripts that theme WKWebView pages (``PageStyleScript``), run in a real WebKit: a WebKitGTK engine
        /// set to style pages the way the WKWebView engine does, through a controller.
        @Suite @MainActor struct PageStyleScriptTests {
            static let property = "--now-color_background--primary"

            /// A third-party widget that reports the theme property its document sees, before the page finishes.
            static let widget = """
                <!DOCTYPE html><html><head><title>Widget</title></head><body><script>
                var seen = getComputedStyle(document.documentElement).getPropertyValue('\(property)').trim();
                var request = new XMLHttpRequest();
                request.open('GET', '/widget-report/' + encodeURIComponent(seen || 'none'), false);
                request.send();
                </script></body></html>
                """

            @Test(arguments: [false, true])
            func theInstancesFramesTakeTheThemeAndAnUpdateWithoutARequest(usesStyleElement: Bool) async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, makeEngine: scriptStyled(usesStyleElement))
                    let (controller, delegate, _) = try await showPage(
                        "/now/nav/ui/classic/params/target/kb_view.do", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let light = try triple(of: controller)
                    #expect(try await seen(in: engine) == [light, light], "the shell and its classic frame")
                    #expect(delegate.errors.isEmpty)

                    let requests = instance.requestLog.count
                    controller.updateTheme(themeColors: customWebTheme())
                    let custom = try triple(of: controller)
                    #expect(custom == "255, 244, 224")
                    #expect(custom != light)
                    #expect(try await seen(in: engine) == [custom, custom], "recoloured in place")
                    let later = instance.requestLog.dropFirst(requests)
                    #expect(later.isEmpty, "no request after updateTheme, saw \(later.map(\.path))")

                    let elements = try await engine.evaluateJavaScript(
                        "String(document.querySelectorAll('#\(PageStyleScript.elementID)').length)")
                    #expect(elements == (usesStyleElement ? "1" : "0"))
                    let adopted = try await engine.evaluateJavaScript("String(document.adoptedStyleSheets.length)")
                    #expect(adopted == (usesStyleElement ? "0" : "1"))
                    engine.close()
                }
            }

            @Test func aFrameOfAnotherOriginNeverGetsTheTheme() async throws {
                try GtkRuntime.start()
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/widget"] = Self.widget
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(instance, makeEngine: scriptStyled(false))
                    let (controller, _, _) = try await showPage("/now/nav/ui/home?embed=/widget", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let report = try #require(
                        instance.requestLog.first { $0.host == .foreign && $0.path.hasPrefix("/widget-report/") },
                        "the widget reported what it saw")
                    #expect(report.path == "/widget-report/none")
                    #expect(try await value(in: engine, of: "document") == triple(of: controller), "the page has it")
                    engine.close()
                }
            }

            @Test func theStyleElementStaysLastSoItWinsOverThePagesLaterRules() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, makeEngine: scriptStyled(true))
                    let (controller, _, _) = try await showPage("/now/nav/ui/home", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let expected = try triple(of: controller)

                    // The page adds an important rule of its own after the theme's, then removes the theme's element.
                    _ = try await engine.evaluateJavaScript(
                        """
                        var own = document.createElement('style');
                        own.textContent = ':root { \(Self.property): 1, 2, 3 !important; }';
                        document.head.appendChild(own);
                        document.body.appendChild(document.createElement('style'));
                        document.getElementById('\(PageStyleScript.elementID)').remove();
                        null
                        """)
                    // Mutation observers run after the script's task; this second script comes after them.
                    let last = try await engine.evaluateJavaScript("document.documentElement.lastElementChild.id")
                    #expect(last == PageStyleScript.elementID)
                    #expect(try await value(in: engine, of: "document") == expected)
                    engine.close()
                }
            }

            /// Engines that style pages with ``PageStyleScript``, as the WKWebView engine does.
            private func scriptStyled(_ usesStyleElement: Bool) -> NowWebService.EngineFactory {
                { store in
                    DeferredWebEngine {
                        var configuration = WebKitGTKEngine.Configuration()
                        configuration.pageStyling = .script(usesStyleElement: usesStyleElement)
                        return try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                    }
                }
            }

            /// The background triple the controller's theme gives pages.
            private func triple(of controller: NowWebViewController) throws -> String {
                try #require(controller.themeStyleSheet.properties.first { $0.name == Self.property }).triple
            }

            /// The property as the top document and the shell's classic frame compute it.
            private func seen(in engine: WebKitGTKEngine) async throws -> [String?] {
                [
                    try await value(in: engine, of: "document"),
                    try await value(in: engine, of: "document.getElementById('gsft_main').contentDocument"),
                ]
            }

            private func value(in engine: WebKitGTKEngine, of document: String) async throws -> String? {
                try await engine.evaluateJavaScript(
                    "getComputedStyle((\(document)).documentElement).getPropertyValue('\(Self.property)').trim()")
            }
        }
    }
#endif

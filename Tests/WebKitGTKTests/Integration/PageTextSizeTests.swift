#if WebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The text size reaches the page through the page style: the root font size of the documents shown
        /// follows a change while the page shows, without a request, through WebKitGTK's user style sheet and
        /// through the page style script the WKWebView engine uses.
        @Suite @MainActor struct PageTextSizeTests {
            /// The custom theme with a text size.
            struct SizedTheme: NowWebThemeable {
                var textSize: NowWebTextSize?
                var color: any NowWebColoring { customWebTheme().color }
            }

            @Test(arguments: [false, true])
            func theRootFontSizeFollowsATextSizeChangeWithoutAReload(scriptStyled: Bool) async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance, makeEngine: Self.engines(scriptStyled))
                    let (controller, delegate, _) = try await showPage(
                        "/now/nav/ui/classic/params/target/kb_view.do", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let before = try await rootFontSizes(in: engine)
                    #expect(before == ["16px", "16px"], "the shell and its classic frame at the default size")
                    let requests = instance.requestLog.count

                    controller.updateTheme(themeColors: SizedTheme(textSize: NowWebTextSize(percent: 150)))
                    #expect(controller.textSize.percent == 150)
                    #expect(try await rootFontSizes(in: engine) == ["24px", "24px"])

                    controller.updateTheme(themeColors: SizedTheme(textSize: NowWebTextSize(category: .extraSmall)))
                    #expect(try await rootFontSizes(in: engine) == ["13.12px", "13.12px"], "82 % of 16 px")

                    controller.updateTheme(themeColors: SizedTheme(textSize: nil))
                    #expect(try await rootFontSizes(in: engine) == before, "the system's 100 %: the page's own")

                    let later = instance.requestLog.dropFirst(requests)
                    #expect(later.isEmpty, "no request after the text size changed, saw \(later.map(\.path))")
                    #expect(delegate.errors.isEmpty)
                    engine.close()
                }
            }

            /// Engines that style pages with a user style sheet, or with the page style script.
            private static func engines(_ scriptStyled: Bool) -> NowWebService.EngineFactory {
                { store in
                    DeferredWebEngine {
                        var configuration = WebKitGTKEngine.Configuration()
                        if scriptStyled { configuration.pageStyling = .script(usesStyleElement: false) }
                        return try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                    }
                }
            }

            /// The computed root font size of the top document and of the shell's classic frame.
            private func rootFontSizes(in engine: WebKitGTKEngine) async throws -> [String?] {
                [
                    try await engine.evaluateJavaScript("getComputedStyle(document.documentElement).fontSize"),
                    try await engine.evaluateJavaScript(
                        "getComputedStyle(document.getElementById('gsft_main').contentDocument.documentElement)"
                            + ".fontSize"),
                ]
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The theme's colours reach instance pages as Now Design System custom properties: screenshots of the
        /// same emulator page, with the colour each area must show.
        @Suite @MainActor struct PageThemeTests {
            /// Where the home page shows each colour: the header across the top, the announcement below the
            /// title, the page background at the bottom left.
            struct Expected {
                var background: UInt32
                var header: UInt32
                var alert: UInt32
            }

            @Test(
                arguments: [
                    (
                        "default light", nil, NowUIColor.Appearance.light,
                        Expected(background: 0xFFFFFF, header: 0x302F4B, alert: 0xF8C8CD)
                    ),
                    ("default dark", nil, .dark, Expected(background: 0x07080B, header: 0x302F4B, alert: 0x7B1E28)),
                    (
                        "custom light", "custom", .light,
                        Expected(background: 0xFFF4E0, header: 0x0B6E4F, alert: 0xFFD23F)
                    ),
                ] as [(String, String?, NowUIColor.Appearance, Expected)])
            func aThemeColoursTheEmulatorPage(
                name: String, theme: String?, appearance: NowUIColor.Appearance, expected: Expected
            ) async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let controller =
                        try service.makeWebViewController(
                            for: URL(string: "/now/nav/ui/home")!,
                            theme: theme == nil ? NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()) : customWebTheme()
                        ).get()
                    controller.appearanceOverride = appearance
                    let window = try await NowWebBrowserWindow(controller: controller, width: 900, height: 640)
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-theme-\(UUID()).png")
                    defer { try? FileManager.default.removeItem(at: file) }
                    try await window.writeWindowPNG(to: file)
                    let pixels = try #require(await PNGPixels(file: file))

                    // The window's title bar, then the page's own header below it, both in the brand colour.
                    #expect(
                        pixels.has(expected.header, x: 200, y: 6),
                        "\(name): title bar is \(hex(pixels.color(x: 200, y: 6)))")
                    #expect(
                        pixels.has(expected.header, x: pixels.width / 2, y: 60),
                        "\(name): page header is \(hex(pixels.color(x: pixels.width / 2, y: 60)))")
                    #expect(
                        pixels.has(expected.background, x: 4, y: pixels.height - 4),
                        "\(name): background is \(hex(pixels.color(x: 4, y: pixels.height - 4)))")
                    #expect(
                        pixels.count(of: expected.alert, inRows: 100..<260) > 5000,
                        "\(name): the announcement shows \(hex(expected.alert))")
                    await window.close()
                }
            }

            @Test func updateThemeRecoloursTheShownPageWithoutAPageRequest() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                    let before = try await screenshot(controller)
                    let requests = instance.requestLog.count

                    controller.updateTheme(themeColors: customWebTheme())
                    let engine = try #require(await controller.webKitGTKEngine)
                    let background = try await engine.evaluateJavaScript(
                        "getComputedStyle(document.body).backgroundColor")
                    let after = try await snapshot(engine)

                    #expect(before.has(0xFFFFFF, x: 4, y: before.height - 4))
                    #expect(background == "rgb(255, 244, 224)")
                    #expect(
                        after.has(0xFFF4E0, x: 4, y: after.height - 4),
                        "background is \(hex(after.color(x: 4, y: after.height - 4)))")
                    #expect(after.has(0x0B6E4F, x: after.width / 2, y: 8))
                    #expect(after.count(of: 0xFFD23F) > 5000)
                    let later = instance.requestLog.dropFirst(requests)
                    #expect(later.isEmpty, "no request after updateTheme, saw \(later.map(\.path))")
                    engine.close()
                }
            }

            @Test func theStyleSheetReachesOnlyTheInstancesFrames() {
                #expect(
                    WebKitGTKView.allowPattern(for: URL(string: "https://acme.service-now.com/")!)
                        == "https://acme.service-now.com/*")
                #expect(WebKitGTKView.allowPattern(for: URL(string: "http://127.0.0.1:8080/")!) == "http://127.0.0.1/*")
                #expect(WebKitGTKView.allowPattern(for: URL(string: "about:blank")!) == nil)
            }

            /// Loads the controller's page in a window and takes a screenshot of it.
            private func screenshot(_ controller: NowWebViewController) async throws -> PNGPixels {
                let activity = ActivityRecorder(controller)
                let engine = try #require(await controller.webKitGTKEngine)
                engine.showInWindow(.init(width: 900, height: 640))
                controller.loadPage()
                try await activity.finished()
                return try await snapshot(engine)
            }

            private func snapshot(_ engine: WebKitGTKEngine) async throws -> PNGPixels {
                let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-theme-\(UUID()).png")
                defer { try? FileManager.default.removeItem(at: file) }
                try await engine.writeSnapshotPNG(to: file)
                return try #require(await PNGPixels(file: file))
            }
        }
    }
#endif

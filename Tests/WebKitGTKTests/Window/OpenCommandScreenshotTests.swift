#if WebKitGTK
    import Foundation
    import NowWebTesting
    @testable import NowWebKitGTK
    import Testing

    extension WebKitGTKSuite {
        @Suite struct OpenCommandScreenshotTests {
            @Test func openWithADarkThemeWritesTheWholeWindowInItsColours() async throws {
                let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-window-\(UUID()).png")
                defer { try? FileManager.default.removeItem(at: file) }
                let run = try await ProgramRun.run(
                    "nowweb",
                    [
                        "open", "/now/nav/ui/home", "--engine", "webkitgtk", "--theme", "dark", "--window-screenshot",
                        file.path,
                    ])
                let text = run.output

                #expect(run.status == 0, "\(run)")
                #expect(text.contains("theme: dark, dark appearance"))
                #expect(text.contains("window screenshot written to"))
                try GtkRuntime.start()
                let pixels = try #require(await PNGPixels(file: file))
                #expect(pixels.has(0x302F4B, x: 200, y: 6), "title bar is \(hex(pixels.color(x: 200, y: 6)))")
                #expect(pixels.has(0x07080B, x: 6, y: pixels.height - 6), "the dark page background")
                #expect(pixels.count(of: 0x7B1E28) > 5000, "the dark announcement")
            }

            @Test func openWithScreenshotWritesAPictureOfThePage() async throws {
                let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-open-\(UUID()).png")
                defer { try? FileManager.default.removeItem(at: file) }
                let run = try await ProgramRun.run(
                    "nowweb", ["open", "/now/nav/ui/home", "--engine", "webkitgtk", "--screenshot", file.path])
                let text = run.output

                #expect(run.status == 0, "\(run)")
                #expect(text.contains("bridge: bearer token on the load of"))
                #expect(text.contains("screenshot written to"))
                try GtkRuntime.start()
                let statistics = try #require(await PNGStatistics(file: file))
                #expect(statistics.width >= 800 && statistics.height >= 600)
                #expect(statistics.lumaVariance > 100, "the page is drawn, not blank")
                #expect(statistics.distinctColors > 2)
            }
        }
    }
#endif

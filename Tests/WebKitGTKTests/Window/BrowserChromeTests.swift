#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The browser window shows what the page asked for through Cabrillo, in the theme's colours.
        @Suite @MainActor struct BrowserChromeTests {
            @Test func theWindowShowsTheCabrilloTitleAndButtonsAndATapReachesThePage() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let delegate = FlowDelegate()
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home?cabrillo=catalog&flow=order")!, delegate: delegate
                    ).get()
                    let window = try await NowWebBrowserWindow(controller: controller, width: 900, height: 640)
                    let items = NavigationItems(controller)
                    controller.loadPage()
                    let item = await items.first { !$0.bottomButtons.isEmpty && !$0.navigationBarButtons.isEmpty }
                    #expect(item?.title == "Order a laptop")

                    let pixels = try await windowScreenshot(window)
                    // The title bar is the brand colour, the buttons the primary colour (default theme, light).
                    #expect(pixels.has(0x302F4B, x: 200, y: 6), "title bar is \(hex(pixels.color(x: 200, y: 6)))")
                    let top = pixels.count(of: 0x4F52BD, inRows: 0..<60)
                    let bottom = pixels.count(of: 0x4F52BD, inRows: (pixels.height - 70)..<pixels.height)
                    #expect(top > 200, "the Help button shows in the title bar (\(top) pixels)")
                    #expect(bottom > 2000, "the Order button shows at the bottom (\(bottom) pixels)")
                    let title = await window.titleText()
                    #expect(title == "Order a laptop")

                    #expect(await window.activateButton(.bottom, at: 0))
                    let flow = await delegate.endedFlow()
                    #expect(flow == "order")
                    await window.close()
                }
            }

            @Test func aCustomThemePaintsTheTitleBarAndUpdateThemeRepaintsIt() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home")!, theme: customWebTheme()
                    ).get()
                    let window = try await NowWebBrowserWindow(controller: controller, width: 900, height: 640)
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()

                    let custom = try await windowScreenshot(window)
                    controller.updateTheme(themeColors: NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()))
                    _ = try await controller.webKitGTKEngine?.evaluateJavaScript("1")
                    let standard = try await windowScreenshot(window)

                    #expect(custom.has(0x0B6E4F, x: 200, y: 6), "title bar is \(hex(custom.color(x: 200, y: 6)))")
                    #expect(custom.count(of: 0x0B6E4F, inRows: 60..<140) > 10000, "the page header below it too")
                    #expect(custom.has(0xFFF4E0, x: 6, y: custom.height - 6))
                    #expect(standard.has(0x302F4B, x: 200, y: 6), "title bar is \(hex(standard.color(x: 200, y: 6)))")
                    #expect(standard.has(0xFFFFFF, x: 6, y: standard.height - 6))
                    await window.close()
                }
            }

            private func windowScreenshot(_ window: NowWebBrowserWindow) async throws -> PNGPixels {
                let file = FileManager.default.temporaryDirectory.appending(path: "nowweb-window-\(UUID()).png")
                defer { try? FileManager.default.removeItem(at: file) }
                try await window.writeWindowPNG(to: file)
                return try #require(await PNGPixels(file: file))
            }
        }
    }

    /// Records the flows a controller's page ended.
    @MainActor
    final class FlowDelegate: NowWebViewControllerDelegate {
        private(set) var flows: [String] = []
        private var waiter: CheckedContinuation<String?, Never>?

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
            flows.append(flowName)
            waiter?.resume(returning: flowName)
            waiter = nil
        }
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {}
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {}
        func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {}

        /// The first flow ended, waiting for it if need be (the suite's time limit bounds the wait).
        func endedFlow() async -> String? {
            if let first = flows.first { return first }
            return await withCheckedContinuation { waiter = $0 }
        }
    }

    /// A controller's navigation items as the page sets them.
    @MainActor
    final class NavigationItems {
        private var seen: [NowWebNavigationItem] = []
        private var waiter:
            (match: (NowWebNavigationItem) -> Bool, resume: CheckedContinuation<NowWebNavigationItem?, Never>)?

        init(_ controller: NowWebViewController) {
            controller.observe { [weak self] change in
                guard let self, case .navigationItem(let item) = change else { return }
                seen.append(item)
                if let waiter, waiter.match(item) {
                    self.waiter = nil
                    waiter.resume.resume(returning: item)
                }
            }
        }

        /// The first item that matches, waiting for it if need be.
        func first(where match: @escaping (NowWebNavigationItem) -> Bool) async -> NowWebNavigationItem? {
            if let found = seen.first(where: match) { return found }
            return await withCheckedContinuation { waiter = (match, $0) }
        }
    }
#endif

#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// GTK's dark setting reaches the page: the controller's delegate gets `systemThemeDidChange`, whose
        /// default implementation re-resolves the theme, and the page shown turns dark without a request.
        @Suite @MainActor struct SystemAppearanceTests {
            @Test func gtksPreferDarkSettingRecoloursTheShownPage() async throws {
                try GtkRuntime.start()
                SystemAppearanceWatcher.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let delegate = FlowDelegate()
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home")!, delegate: delegate
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    try await activity.finished()
                    let engine = try #require(await controller.webKitGTKEngine)
                    let background = "getComputedStyle(document.body).backgroundColor"
                    let light = try await engine.evaluateJavaScript(background)
                    let requests = instance.requestLog.count

                    await setPreferDark(true)
                    let dark = await appearance(.dark, then: background, in: engine)
                    await setPreferDark(false)
                    let back = await appearance(.light, then: background, in: engine)

                    #expect(light == "rgb(255, 255, 255)")
                    #expect(dark == "rgb(7, 8, 11)", "the default theme's dark background")
                    #expect(back == "rgb(255, 255, 255)")
                    #expect(instance.requestLog.count == requests, "no page request")
                    engine.close()
                }
            }

            private func setPreferDark(_ dark: Bool) async {
                await Task { @GtkActor in
                    guard let settings = gtk_settings_get_default() else { return }
                    var value = GValue()
                    g_value_init(&value, GType(5 << 2))
                    g_value_set_boolean(&value, dark ? 1 : 0)
                    g_object_set_property(
                        rawObject(settings)?.assumingMemoryBound(to: GObject.self),
                        "gtk-application-prefer-dark-theme", &value)
                    g_value_unset(&value)
                }.value
            }

            /// Waits until the system appearance is `appearance` (the watcher reports through the main actor),
            /// then evaluates `script`.
            private func appearance(
                _ appearance: NowUIColor.Appearance, then script: String, in engine: WebKitGTKEngine
            ) async -> String? {
                for _ in 0..<1000 where NowWebSystemAppearance.shared.current != appearance {
                    // Each round trip to the GTK thread lets the watcher's report run first.
                    await Task { @GtkActor in }.value
                    await Task.yield()
                }
                return try? await engine.evaluateJavaScript(script)
            }
        }
    }
#endif

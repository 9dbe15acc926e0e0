#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The session scenarios with a real WebKit: every one runs, one at a time like the rest of the suite, each
        /// on a data store of its own that is discarded after it.
        @Suite @MainActor struct ScenarioTests {
            static let host = ScenarioHost(
                engine: .webKitGTK,
                makeEngine: { store in DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) } },
                makeAnnouncingEngine: { store in
                    var configuration = WebKitGTKEngine.Configuration()
                    configuration.announcesScriptNavigations = true
                    return DeferredWebEngine {
                        try await WebKitGTKEngine(dataStore: store, configuration: configuration)
                    }
                },
                openWindow: { controller in
                    let window = try await NowWebBrowserWindow(controller: controller)
                    return ScenarioWindow(
                        isOfflineBannerShowing: { await window.isOfflineBannerShowing() },
                        clickOfflineRetry: { await window.clickOfflineRetry() }, close: { await window.close() })
                },
                popUps: {
                    ScenarioPopUps(
                        openCount: { controller in await controller.webKitGTKEngine?.openPopUpCount ?? 0 },
                        allowWindowsWithoutGesture: { controller in
                            await controller.webKitGTKEngine?.withWidget { widget in
                                let view: UnsafeMutablePointer<WebKitWebView> = widget.assumingMemoryBound(
                                    to: WebKitWebView.self)
                                webkit_settings_set_javascript_can_open_windows_automatically(
                                    webkit_web_view_get_settings(view), 1)
                            }
                        })
                },
                discard: { store in await discard(WebKitGTKDataStore(backing: store)) })

            @Test(arguments: SessionScenarios.ids(runnableOn: .webKitGTK))
            func webKitGTKRunsTheScenario(_ id: String) async {
                let outcome = await SessionScenarios.run(id, on: Self.host)
                #expect(outcome == .passed, "\(id): \(outcome)")
            }

            /// WebKitGTK lacks nothing the scenarios need today; a scenario it could not run would have to say why.
            @Test func webKitGTKSaysWhyItCannotRunAScenario() async {
                let problems = await SessionScenarios.unstatedReasons(on: Self.host)
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
#endif

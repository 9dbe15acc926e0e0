#if WebKitGTK
    import CWebKitGTK
    import NowWeb
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// `WebKitGTKEngine.Configuration.isInspectable` reaches the view's `WebKitSettings` as
        /// `enable-developer-extras`.
        @Suite @MainActor struct WebInspectorSettingTests {
            /// The view's `enable-developer-extras`, read back from its settings.
            static func developerExtras(of engine: WebKitGTKEngine) async -> Bool {
                await engine.withWidget { widget in
                    let view = widget.assumingMemoryBound(to: WebKitWebView.self)
                    return webkit_settings_get_enable_developer_extras(webkit_web_view_get_settings(view)) != 0
                }
            }

            @Test(arguments: [true, false])
            func theSwitchReachesTheViewsSettings(isInspectable: Bool) async throws {
                var configuration = WebKitGTKEngine.Configuration()
                configuration.isInspectable = isInspectable
                let engine = try await WebKitGTKEngine(configuration: configuration)

                #expect(await Self.developerExtras(of: engine) == isInspectable)
                engine.close()
            }

            @Test func theDefaultIsTheBuildsDefault() async throws {
                let engine = try await WebKitGTKEngine()

                #expect(engine.configuration.isInspectable == WebInspector.isInspectableByDefault)
                #expect(await Self.developerExtras(of: engine) == WebInspector.isDebugBuild)
                engine.close()
            }
        }
    }
#endif

#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// WebKit saves what it cannot show to the user's download directory unless told otherwise, whatever
        /// page asked. The engine saves nothing: the instance's file goes to the app, the page stays.
        @Suite @MainActor struct FileDownloadTests {
            @Test func anAttachmentIsNeverSavedAndGoesToTheApp() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)

                    _ = try await engine.evaluateJavaScript("location.href = '/sys_attachment.do?sys_id=7'; null")
                    try await activity.unsupportedURL()
                    #expect(delegate.unsupportedURLs.map(\.path) == ["/sys_attachment.do"])
                    #expect(delegate.unsupportedURLs.first?.query == "sys_id=7")
                    #expect(delegate.errors.isEmpty, "\(delegate.errors)")
                    #expect(engine.currentURL?.path == "/now/nav/ui/home", "the page stays")
                    // WebKit's own download would have finished long before the app heard of the file.
                    #expect(Self.savedFiles(named: "attachment-7").isEmpty, "nothing was saved")
                    engine.close()
                }
            }

            /// A link with a `download` attribute: WebKit turns the answer `use` to its navigation into a download,
            /// whatever frame follows it and whatever the URL. The engine cancels every download and reports it.
            @Test func aDownloadLinkInThePageSavesNothing() async throws {
                try await expectRefusedDownload(ofScheme: "data", prefix: "x-dl-data") { _ in
                    """
                    var a = document.createElement('a');
                    a.download = 'x-dl-data.txt'; a.href = 'data:text/plain,owned';
                    document.body.appendChild(a); a.click(); null
                    """
                }
            }

            /// The same from a frame of another site, with a `blob:` URL it made itself.
            @Test func aDownloadLinkInAForeignFrameSavesNothing() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/download"] = """
                    <!DOCTYPE html><html><body><script>
                    var a = document.createElement('a');
                    a.download = 'x-dl-blob.txt';
                    a.href = URL.createObjectURL(new Blob(['owned'], { type: 'text/plain' }));
                    document.body.appendChild(a); a.click();
                    </script></body></html>
                    """
                try await expectRefusedDownload(ofScheme: "blob", prefix: "x-dl-blob", configuration: configuration) {
                    instance in
                    """
                    var frame = document.createElement('iframe');
                    frame.src = '\(instance.foreignBaseURL.absoluteString)/download';
                    document.body.appendChild(frame); null
                    """
                }
            }

            /// A download link to an instance page: nothing is saved, and the app hears of the URL.
            @Test func aDownloadLinkToTheInstanceGoesToTheApp() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    _ = try await engine.evaluateJavaScript(
                        """
                        var a = document.createElement('a');
                        a.download = 'x-dl-page.html'; a.href = '/now/nav/ui/home?saved=1';
                        document.body.appendChild(a); a.click(); null
                        """)
                    try await activity.unsupportedURL()
                    #expect(delegate.unsupportedURLs.map(\.path) == ["/now/nav/ui/home"])
                    #expect(delegate.unsupportedURLs.first?.query == "saved=1")
                    #expect(delegate.errors.isEmpty, "\(delegate.errors)")
                    #expect(engine.currentURL?.path == "/now/nav/ui/home", "the page stays")
                    #expect(Self.savedFiles(named: "x-dl-page").isEmpty, "nothing was saved")
                    engine.close()
                }
            }

            /// The context menu offers nothing that saves a file, in submenus either.
            @Test func theContextMenuHasNoDownloadItems() async throws {
                try GtkRuntime.start()
                let kept = await Task { @GtkActor in
                    func item(_ action: WebKitContextMenuAction) -> OpaquePointer? {
                        webkit_context_menu_item_new_from_stock_action(action)
                    }
                    let submenu = webkit_context_menu_new()
                    webkit_context_menu_append(submenu, item(WEBKIT_CONTEXT_MENU_ACTION_COPY))
                    webkit_context_menu_append(submenu, item(WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_AUDIO_TO_DISK))
                    let menu = webkit_context_menu_new()
                    for action in [
                        WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK, WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_LINK_TO_DISK,
                        WEBKIT_CONTEXT_MENU_ACTION_COPY_LINK_TO_CLIPBOARD,
                        WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_IMAGE_TO_DISK,
                        WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_VIDEO_TO_DISK,
                    ] {
                        webkit_context_menu_append(menu, item(action))
                    }
                    webkit_context_menu_append(menu, webkit_context_menu_item_new_with_submenu("More", submenu))
                    WebKitGTKView.removeDownloadItems(from: menu)
                    func actions(_ menu: OpaquePointer?) -> [String] {
                        guard let menu else { return [] }
                        var names: [String] = []
                        var node = webkit_context_menu_get_items(menu)
                        while let current = node {
                            let item = OpaquePointer(current.pointee.data)
                            names.append(String(webkit_context_menu_item_get_stock_action(item).rawValue))
                            names += actions(webkit_context_menu_item_get_submenu(item)).map { "  \($0)" }
                            node = current.pointee.next
                        }
                        return names
                    }
                    defer { g_object_unref(rawObject(menu)) }
                    return actions(menu)
                }.value
                let expected =
                    [
                        WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK, WEBKIT_CONTEXT_MENU_ACTION_COPY_LINK_TO_CLIPBOARD,
                        WEBKIT_CONTEXT_MENU_ACTION_CUSTOM,
                    ].map { String($0.rawValue) } + ["  \(WEBKIT_CONTEXT_MENU_ACTION_COPY.rawValue)"]
                #expect(kept == expected)
            }

            /// Loads the home page, runs `script` in it, awaits the engine's refusal of a download of `scheme`,
            /// and expects the page kept, nothing saved, nothing handed to the app and no error.
            private func expectRefusedDownload(
                ofScheme scheme: String, prefix: String, configuration: InstanceEmulator.Configuration = .init(),
                sourceLocation: SourceLocation = #_sourceLocation,
                by script: @escaping (InstanceEmulator) -> String
            ) async throws {
                try GtkRuntime.start()
                try await withEmulator(configuration) { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, _) = try await showPage("/now/nav/ui/home", on: service)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let forwarder = ForwardingEngineDelegate(to: try #require(engine.delegate))
                    engine.delegate = forwarder
                    _ = try await engine.evaluateJavaScript(script(instance))
                    // Bounded by the engine's own word: before the fix no refusal came and WebKit saved the file.
                    let refusal = await forwarder.events.nextOrIssue(
                        patience: .seconds(20), sourceLocation: sourceLocation
                    ) {
                        if case .downloadRefused(let response) = $0 { response.url.scheme == scheme } else { false }
                    }
                    #expect(refusal != nil, sourceLocation: sourceLocation)
                    #expect(delegate.unsupportedURLs.isEmpty, "a page's own URL never reaches the app")
                    #expect(delegate.errors.isEmpty, "\(delegate.errors)", sourceLocation: sourceLocation)
                    #expect(engine.currentURL?.path == "/now/nav/ui/home", "the page stays")
                    #expect(Self.savedFiles(named: prefix).isEmpty, "nothing was saved", sourceLocation: sourceLocation)
                    engine.close()
                }
            }

            /// Files whose name starts with `prefix` where WebKit saves downloads: `XDG_DOWNLOAD_DIR`, else
            /// `~/Downloads`, else the home directory itself (seen here: `~/attachment-7.bin` before the fix),
            /// and the temporary directory.
            static func savedFiles(named prefix: String) -> [String] {
                let home = FileManager.default.homeDirectoryForCurrentUser
                let environment = ProcessInfo.processInfo.environment
                let directories =
                    [environment["XDG_DOWNLOAD_DIR"], environment["TMPDIR"]].map { $0.map { URL(fileURLWithPath: $0) } }
                    + [home.appending(path: "Downloads"), home]
                return directories.compactMap { $0 }.flatMap { directory in
                    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                        .filter { $0.hasPrefix(prefix) }.map { directory.appending(path: $0).path }
                }
            }
        }
    }
#endif

#if WebKitGTK
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

            /// Files whose name starts with `prefix` where WebKit saves downloads: `XDG_DOWNLOAD_DIR`, else
            /// `~/Downloads`, else the home directory itself (seen here: `~/attachment-7.bin` before the fix).
            static func savedFiles(named prefix: String) -> [String] {
                let home = FileManager.default.homeDirectoryForCurrentUser
                let directories =
                    [ProcessInfo.processInfo.environment["XDG_DOWNLOAD_DIR"].map { URL(fileURLWithPath: $0) }]
                    + [home.appending(path: "Downloads"), home]
                return directories.compactMap { $0 }.flatMap { directory in
                    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                        .filter { $0.hasPrefix(prefix) }.map { directory.appending(path: $0).path }
                }
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowWeb
    @testable import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A file the instance's page makes (a CSV as a `blob:` URL with `download`) reaches the app as an
        /// attachment does; a third-party frame's export is refused and nothing is written.
        @Suite @MainActor struct PageExportDownloadTests {
            @Test func theInstancesExportReachesTheAppAndAForeignFramesIsRefused() async throws {
                try GtkRuntime.start()
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, _) = try await showPage(InstanceEmulator.exportPagePath, on: service)
                    let directory = FileManager.default.temporaryDirectory.appending(path: "exports-\(UUID())")
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    defer { try? FileManager.default.removeItem(at: directory) }
                    controller.attachmentDirectory = directory
                    let engine = try #require(await controller.webKitGTKEngine)
                    let forwarder = ForwardingEngineDelegate(to: try #require(engine.delegate))
                    engine.delegate = forwarder

                    // The foreign widget's export: refused by the engine's own word, nothing written.
                    _ = try await engine.evaluateJavaScript(
                        "document.getElementById('widget').contentWindow.postMessage('export', '*'); null")
                    let refusal = await forwarder.events.nextOrIssue(patience: .seconds(20)) {
                        if case .downloadRefused(let response) = $0 { response.url.scheme == "blob" } else { false }
                    }
                    #expect(refusal != nil)
                    #expect(try files(in: directory).isEmpty)

                    // The instance's export: handed to the app with its bytes, readable by the user alone.
                    _ = try await engine.evaluateJavaScript("document.getElementById('export').click(); null")
                    let callback = await delegate.next {
                        if case .attachmentDownloaded = $0 { true } else { false }
                    }
                    guard case .attachmentDownloaded(let file) = callback else {
                        Issue.record("the instance's export never reached the delegate: \(delegate.callbacks)")
                        return
                    }
                    #expect(file.lastPathComponent == "incidents.csv")
                    #expect(try String(contentsOf: file, encoding: .utf8) == InstanceEmulator.exportCSV)
                    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
                    #expect((permissions as? NSNumber)?.intValue == 0o600)
                    #expect(try files(in: directory) == ["incidents.csv"], "the foreign CSV never arrived")
                    #expect(FileDownloadTests.savedFiles(named: "widget").isEmpty, "WebKit saved nothing")
                    #expect(FileDownloadTests.savedFiles(named: "incidents").isEmpty, "WebKit saved nothing")
                    #expect(delegate.errors.isEmpty, "\(delegate.errors)")
                    engine.close()
                }
            }

            private func files(in directory: URL) throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            }
        }
    }
#endif

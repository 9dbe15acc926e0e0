#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// Attachments' WebKitGTK mechanics against the emulator: a picked image scaled by GdkPixbuf before the
        /// upload, and the engine's picker and scaler behind a deferred engine. (Uploads, downloads and their bounds
        /// are the session scenarios `attachment.*`: `SessionScenarios`.)
        @Suite @MainActor struct AttachmentRoundTripTests {
            static let record = "46d44a5fa9fe198101e24fa9b6ce1be6"
            static let bytes = Data("Printer on floor 3 jams on A3.\n".utf8)

            /// A directory of the test's own.
            func directory() throws -> URL {
                let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-attach-\(UUID())")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                return directory
            }

            /// A file `name` with ``bytes`` in a new directory.
            func pickedFile(_ name: String = "printer notes.txt") throws -> URL {
                let file = try directory().appending(path: name)
                try Self.bytes.write(to: file)
                return file
            }

            /// The attachment page, loaded, with `picker` as the controller's.
            func openPage(_ instance: InstanceEmulator, picker: ScriptedFilePicker) async throws -> BridgeHarness {
                let harness = try await BridgeHarness(instance, path: "/attachments.do?sys_id=\(Self.record)")
                harness.controller.filePicker = picker
                await harness.loadPage()
                return harness
            }

            /// Re-evaluates `script` until it gives non-empty text; each evaluation is a round trip to the page.
            func poll(_ harness: BridgeHarness, _ script: String) async throws -> String {
                var text = ""
                for _ in 0..<4000 where text.isEmpty {
                    text = try await harness.evaluate(script) ?? ""
                }
                return text
            }

            func settled(_ harness: BridgeHarness) async throws -> JSONValue {
                let text = try await poll(
                    harness, "snmCabrillo.log.settled.length ? JSON.stringify(snmCabrillo.log.settled) : ''")
                return try JSONValue(parsing: text)
            }

            @Test func cabrilloAddFileScalesAPickedImageToThePagesBoundsBeforeTheUpload() async throws {
                try await withEmulator { instance in
                    let file = try directory().appending(path: "whiteboard.png")
                    try Self.png(width: 1600, height: 1200).write(to: file)
                    let picker = ScriptedFilePicker([file])
                    let harness = try await openPage(instance, picker: picker)
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.addFile('incident', '\(Self.record)', null,"
                            + " {maxWidth: 800, maxHeight: 800}); 'called'")
                    _ = try await settled(harness)
                    let stored = try #require(instance.storedAttachments.first)
                    #expect(stored.fileName == "whiteboard.png")
                    #expect(stored.contentType == "image/png")
                    let size = try #require(Self.size(of: stored.bytes), "the upload is an image GdkPixbuf reads")
                    #expect(size == (800, 600), "scaled within 800 x 800, its aspect kept")
                    harness.close()
                }
            }

            /// A PNG of `width` x `height` pixels, one colour, written by GdkPixbuf.
            nonisolated static func png(width: Int32, height: Int32) throws -> Data {
                let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height))
                defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
                gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
                var buffer: UnsafeMutablePointer<gchar>?
                var size: gsize = 0
                try #require(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil) != 0)
                defer { g_free(buffer) }
                return Data(bytes: try #require(buffer), count: Int(size))
            }

            /// The pixel size of the image in `data`, as GdkPixbuf reads it.
            nonisolated static func size(of data: Data) -> (Int, Int)? {
                let loader = gdk_pixbuf_loader_new()
                defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
                let written = data.withUnsafeBytes {
                    gdk_pixbuf_loader_write(
                        loader, $0.baseAddress?.assumingMemoryBound(to: guchar.self), gsize($0.count), nil)
                }
                guard written != 0, gdk_pixbuf_loader_close(loader, nil) != 0,
                    let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader)
                else { return nil }
                return (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
            }

            /// A picker set on the engine serves a page's chooser when the controller has none.
            /// The default factory hands controllers a `DeferredWebEngine`: the engine's picker, image scaler, trust
            /// hook and cookies behind it serve a Cabrillo upload all the same.
            @Test func behindADeferredEngineCabrilloAddFileUsesTheEnginesPickerAndScaler() async throws {
                try await withEmulator { instance in
                    let file = try directory().appending(path: "board.png")
                    try Self.png(width: 1200, height: 600).write(to: file)
                    let picker = ScriptedFilePicker([file])
                    var configuration = WebKitGTKEngine.Configuration()
                    configuration.filePicker = picker
                    let harness = try await BridgeHarness(
                        instance, path: "/attachments.do?sys_id=\(Self.record)", configuration: configuration,
                        deferred: true)
                    await harness.loadPage()
                    #expect(harness.controller.webEngine is DeferredWebEngine)
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.addFile('incident', '\(Self.record)', null, {maxWidth: 600});"
                            + " 'called'")
                    let settled = try await settled(harness)
                    #expect(settled.arrayValue?.first?["results"]?["file_name"] == .string("board.png"), "\(settled)")
                    let stored = try #require(instance.storedAttachments.first)
                    #expect(!stored.cameWithBearerToken)
                    #expect(Self.size(of: stored.bytes).map { [$0.0, $0.1] } == [600, 300])
                    #expect(picker.requests.count == 1)
                    harness.close()
                }
            }

            @Test func theEnginesPickerServesAPageWhoseControllerHasNone() async throws {
                try await withEmulator { instance in
                    let picker = ScriptedFilePicker([try pickedFile("engine.txt")])
                    var configuration = WebKitGTKEngine.Configuration()
                    configuration.filePicker = picker
                    let harness = try await BridgeHarness(
                        instance, path: "/attachments.do?sys_id=\(Self.record)", configuration: configuration)
                    await harness.loadPage()
                    #expect(harness.controller.filePicker == nil)
                    _ = try await harness.evaluate("document.getElementById('file').click(); 'clicked'")
                    _ = try await poll(harness, "document.getElementById('result').textContent")
                    #expect(instance.storedAttachments.map(\.fileName) == ["engine.txt"])
                    #expect(picker.requests.count == 1)
                    harness.close()
                }
            }
        }
    }
#endif

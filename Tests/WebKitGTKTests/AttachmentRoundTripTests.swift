#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    /// A picker that hands over the files a test wrote, and records what it was asked for.
    @MainActor
    final class ScriptedFilePicker: FilePicking {
        var files: [URL]
        private(set) var requests: [FilePickRequest] = []

        init(_ files: [URL]) {
            self.files = files
        }

        func pickFiles(for request: FilePickRequest) async -> [URL] {
            requests.append(request)
            return files
        }
    }

    extension WebKitGTKSuite {
        /// Attachments in a real WebKit against the emulator: a page's `<input type=file>` and Cabrillo
        /// `attachments.addFile` upload what the picker picked with the page's session; an instance file the page
        /// opens is downloaded by NowWeb into the app's directory and handed over; oversize files and upload paths
        /// off the instance are refused.
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

            @Test func aPagesFileInputUploadsThePickedFileWithTheSession() async throws {
                try await withEmulator { instance in
                    let picker = ScriptedFilePicker([try pickedFile()])
                    let harness = try await openPage(instance, picker: picker)
                    _ = try await harness.evaluate("document.getElementById('file').click(); 'clicked'")
                    let answer = try JSONValue(
                        parsing: try await poll(harness, "document.getElementById('result').textContent"))
                    let stored = try #require(instance.storedAttachments.first)
                    #expect(instance.storedAttachments.count == 1)
                    #expect(stored.bytes == Self.bytes)
                    #expect(stored.fileName == "printer notes.txt")
                    #expect(stored.contentType == "text/plain")
                    #expect(stored.tableName == "incident" && stored.tableSysID == Self.record)
                    #expect(!stored.cameWithBearerToken, "the page's own upload goes with its web session")
                    #expect(answer.arrayValue?.first?["result"]?["sys_id"] == .string(stored.sysID))
                    // The chooser's request: the input's `multiple` and `accept` (WebKit turns `.txt` into a type).
                    let request = try #require(picker.requests.first)
                    #expect(request.allowsMultiple)
                    #expect(request.accept.contains("text/plain"))
                    harness.close()
                }
            }

            @Test func cabrilloAddFileUploadsThePickedFileAndAnswersWithTheRecord() async throws {
                try await withEmulator { instance in
                    let picker = ScriptedFilePicker([try pickedFile("scan.txt")])
                    let harness = try await openPage(instance, picker: picker)
                    _ = try await harness.evaluate("document.getElementById('cabrillo-add').click(); 'clicked'")
                    let answer = try JSONValue(
                        parsing: try await poll(harness, "document.getElementById('cabrillo-result').textContent"))
                    let stored = try #require(instance.storedAttachments.first)
                    #expect(instance.storedAttachments.count == 1)
                    #expect(stored.bytes == Self.bytes)
                    #expect(stored.fileName == "scan.txt")
                    #expect(stored.tableName == "incident" && stored.tableSysID == Self.record)
                    #expect(!stored.cameWithBearerToken, "NowWeb uploads with the page's session, never the bearer")
                    #expect(answer["sys_id"] == .string(stored.sysID))
                    #expect(answer["file_name"] == .string("scan.txt"))
                    #expect(picker.requests.map(\.allowsMultiple) == [false])
                    harness.close()
                }
            }

            @Test(arguments: [
                "https://example.com/api/now/attachment/file", "//example.com/api/now/attachment/file",
                "/api/now/table/incident",
            ])
            func anUploadPathOffTheInstanceIsRefusedBeforeAnyPick(_ apiPath: String) async throws {
                try await withEmulator { instance in
                    let picker = ScriptedFilePicker([try pickedFile()])
                    let harness = try await openPage(instance, picker: picker)
                    _ = try await harness.evaluate(
                        """
                        snmCabrillo.attachments.addFile('incident', '\(Self.record)', null,
                          { apiPath: \(JSONValue.string(apiPath).javaScriptLiteral) }); 'called'
                        """)
                    let settled = try await settled(harness)
                    #expect(settled.arrayValue?.first?["error"]?["status"] == .number(400))
                    let message = settled.arrayValue?.first?["error"]?["message"]?.stringValue ?? ""
                    #expect(message.contains("apiPath is not an attachment endpoint of the instance"))
                    #expect(picker.requests.isEmpty, "nothing is picked for an upload that cannot go out")
                    #expect(instance.storedAttachments.isEmpty)
                    harness.close()
                }
            }

            @Test func anOpenedAttachmentIsDownloadedAndHandedOverAsALocalFile() async throws {
                try await withEmulator { instance in
                    let harness = try await openPage(instance, picker: ScriptedFilePicker([]))
                    let directory = try directory()
                    harness.controller.attachmentDirectory = directory
                    let sysID = "0123456789abcdef0123456789abcdef"
                    _ = try await harness.evaluate("location.href = '/sys_attachment.do?sys_id=\(sysID)'; 'opened'")
                    await harness.wait { !harness.downloadedFiles.isEmpty || !harness.failures.isEmpty }
                    let file = try #require(harness.downloadedFiles.first)
                    #expect(harness.failures.isEmpty)
                    #expect(
                        file.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
                    #expect(file.lastPathComponent == "\(sysID)-attachment-\(sysID).bin")
                    let expected = "NowWeb emulator attachment attachment-\(sysID).bin\n"
                    #expect(try Data(contentsOf: file) == Data(expected.utf8))
                    #expect(harness.controller.currentURL?.path == "/attachments.do", "the page stays")
                    harness.close()
                }
            }

            @Test func cabrilloViewFileDownloadsTheAttachmentAndAnswersThePage() async throws {
                try await withEmulator { instance in
                    let harness = try await openPage(instance, picker: ScriptedFilePicker([]))
                    harness.controller.attachmentDirectory = try directory()
                    let sysID = "fedcba9876543210fedcba9876543210"
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)', file_name: 'x.bin' }); 'called'")
                    let settled = try await settled(harness)
                    #expect(settled.arrayValue?.first?["error"] == .null)
                    let file = try #require(harness.downloadedFiles.first)
                    #expect(
                        try Data(contentsOf: file) == Data("NowWeb emulator attachment attachment-\(sysID).bin\n".utf8))
                    harness.close()
                }
            }

            @Test func anOversizeAttachmentIsRefusedWithAClearError() async throws {
                try await withEmulator { instance in
                    let harness = try await openPage(instance, picker: ScriptedFilePicker([]))
                    let directory = try directory()
                    harness.controller.attachmentDirectory = directory
                    harness.controller.attachments.maximumDownloadBytes = 16
                    let sysID = "0123456789abcdef0123456789abcdef"
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)' }); 'called'")
                    let settled = try await settled(harness)
                    let message = settled.arrayValue?.first?["error"]?["message"]?.stringValue ?? ""
                    #expect(message.contains("larger than the 16 bytes allowed"), "\(message)")
                    _ = try await harness.evaluate("location.href = '/sys_attachment.do?sys_id=\(sysID)'; 'opened'")
                    await harness.wait { !harness.failures.isEmpty }
                    #expect(
                        harness.failures.first as? NowWebError
                            == .attachmentFailed(
                                reason: AttachmentError.downloadTooLarge(maximum: 16).localizedDescription))
                    #expect(harness.downloadedFiles.isEmpty)
                    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
                    harness.close()
                }
            }

            /// The round trip: a file uploaded through Cabrillo comes back, through `viewFile` of the sys_id the
            /// instance answered, as a local file with the same bytes and the uploaded name.
            @Test func anUploadedAttachmentComesBackAsTheSameFile() async throws {
                try await withEmulator { instance in
                    let harness = try await openPage(instance, picker: ScriptedFilePicker([try pickedFile("scan.txt")]))
                    let directory = try directory()
                    harness.controller.attachmentDirectory = directory
                    _ = try await harness.evaluate("document.getElementById('cabrillo-add').click(); 'clicked'")
                    let record = try JSONValue(
                        parsing: try await poll(harness, "document.getElementById('cabrillo-result').textContent"))
                    let sysID = try #require(record["sys_id"]?.stringValue)
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.viewFile({ sys_id: '\(sysID)' }).then(function () {}); 'called'")
                    await harness.wait { !harness.downloadedFiles.isEmpty || !harness.failures.isEmpty }
                    let file = try #require(harness.downloadedFiles.first)
                    #expect(file.lastPathComponent == "\(sysID)-scan.txt")
                    #expect(try Data(contentsOf: file) == Self.bytes)
                    harness.close()
                }
            }

            @Test func addFilesUploadsEveryPickedFileAndAnswersWithEachRecord() async throws {
                try await withEmulator { instance in
                    let picker = ScriptedFilePicker([try pickedFile("one.txt"), try pickedFile("two.txt")])
                    let harness = try await openPage(instance, picker: picker)
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.addFiles('incident', '\(Self.record)', null, {}); 'called'")
                    let settled = try await settled(harness)
                    let results = settled.arrayValue?.first?["results"]
                    #expect(results?["errors"] == .array([]))
                    let names = results?["attachments"]?.arrayValue?.compactMap { $0["file_name"]?.stringValue }
                    #expect(names == ["one.txt", "two.txt"])
                    #expect(instance.storedAttachments.map(\.fileName).sorted() == ["one.txt", "two.txt"])
                    #expect(picker.requests.map(\.allowsMultiple) == [true])
                    harness.close()
                }
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

            @Test func aPickedFileOverTheUploadBoundIsRefusedWithAClearError() async throws {
                try await withEmulator { instance in
                    let harness = try await openPage(instance, picker: ScriptedFilePicker([try pickedFile()]))
                    harness.controller.attachments.maximumUploadBytes = 8
                    _ = try await harness.evaluate(
                        "snmCabrillo.attachments.addFile('incident', '\(Self.record)', null, {}); 'called'")
                    let settled = try await settled(harness)
                    let error = settled.arrayValue?.first?["error"]
                    #expect(error?["status"] == .number(503))
                    let message = error?["message"]?.stringValue ?? ""
                    #expect(message.contains("more than the 8 allowed"), "\(message)")
                    #expect(instance.storedAttachments.isEmpty)
                    harness.close()
                }
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

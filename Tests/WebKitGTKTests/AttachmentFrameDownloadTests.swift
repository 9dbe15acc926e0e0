#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// Which frames' files NowWeb downloads natively in a real WebKit (R3-L-7): the classic UI's own frame
        /// (`gsft_main`, of the instance's origin) still opens attachments into the app's directory; a frame of
        /// another site that opens the instance's attachments makes the app fetch nothing.
        @Suite @MainActor struct AttachmentFrameDownloadTests {
            /// A page of another site that, once shown in a frame, opens in that frame the URL its fragment names.
            static let foreignOpener = """
                <!DOCTYPE html><html><body><script>
                location.href = decodeURIComponent(location.hash.slice(1));
                </script></body></html>
                """

            /// The instance's attachment whose sys_id ends in `suffix`.
            static func attachment(_ suffix: String, on instance: InstanceEmulator) -> String {
                let sysID = String(repeating: "0", count: 32 - suffix.count) + suffix
                return instance.baseURL.appending(path: "sys_attachment.do").absoluteString + "?sys_id=\(sysID)"
            }

            /// A directory of the test's own, removed afterwards.
            static func withDirectory(_ body: (URL) async throws -> Void) async throws {
                let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-frames-\(UUID())")
                defer { try? FileManager.default.removeItem(at: directory) }
                try await body(directory)
            }

            /// The engine's refusal of a file of `/sys_attachment.do`, as its delegate heard it.
            static func attachmentRefusal(_ events: RecordingEngineDelegate) async -> WebResponse? {
                let event = await events.nextOrIssue(patience: .seconds(30)) {
                    if case .downloadRefused(let response) = $0 {
                        response.url.path == "/sys_attachment.do"
                    } else {
                        false
                    }
                }
                guard case .downloadRefused(let response) = event else { return nil }
                return response
            }

            @Test func anAttachmentTheClassicUIsFrameOpensIsDownloaded() async throws {
                try await withEmulator { instance in
                    try await Self.withDirectory { directory in
                        let harness = try await BridgeHarness(
                            instance, path: "/now/nav/ui/classic/params/target/attachments.do")
                        await harness.loadPage()
                        harness.controller.attachmentDirectory = directory
                        let forwarder = ForwardingEngineDelegate(to: try #require(harness.engine.delegate))
                        harness.engine.delegate = forwarder

                        // The user's click on the attachment list's link, in the instance's frame.
                        _ = try await harness.evaluate(
                            """
                            (function () {
                              var frame = document.getElementById('gsft_main');
                              function click() {
                                var link = frame.contentDocument && frame.contentDocument.getElementById('attachment-link');
                                if (link) { link.click(); }
                                return !!link;
                              }
                              if (!click()) { frame.addEventListener('load', click, { once: true }); }
                              return 'clicked';
                            })()
                            """)

                        let refusal = try #require(await Self.attachmentRefusal(forwarder.events))
                        #expect(refusal.isMainFrame == false)
                        // WebKit's word on who asked for the file; without it the app only hears of the URL.
                        try #require(refusal.frameOrigin == instance.baseURL)
                        await harness.wait { !harness.downloadedFiles.isEmpty || !harness.failures.isEmpty }
                        let file = try #require(harness.downloadedFiles.first, "\(harness.failures)")
                        #expect(file.lastPathComponent.hasPrefix("6a1f0e3c5b2d4c7e8f9a0b1c2d3e4f50"))
                        #expect(
                            harness.controller.currentURL?.path == "/now/nav/ui/classic/params/target/attachments.do")
                        harness.close()
                    }
                }
            }

            @Test func anAttachmentAForeignFrameOpensIsNotFetched() async throws {
                var configuration = InstanceEmulator.Configuration()
                configuration.foreignPages["/opener"] = Self.foreignOpener
                try await withEmulator(configuration) { instance in
                    try await Self.withDirectory { directory in
                        let harness = try await BridgeHarness(instance, path: "/now/nav/ui/home")
                        await harness.loadPage()
                        harness.controller.attachmentDirectory = directory
                        let forwarder = ForwardingEngineDelegate(to: try #require(harness.engine.delegate))
                        harness.engine.delegate = forwarder

                        // A third-party widget's frame navigates itself to the instance's attachment.
                        let opener =
                            instance.foreignBaseURL.appending(path: "opener").absoluteString + "#"
                            + Self.attachment("41", on: instance).addingPercentEncoding(
                                withAllowedCharacters: .alphanumerics)!
                        _ = try await harness.evaluate(
                            """
                            var frame = document.createElement('iframe'); frame.src = '\(opener)';
                            document.body.appendChild(frame); 'added'
                            """)
                        let refusal = try #require(await Self.attachmentRefusal(forwarder.events))
                        #expect(refusal.isMainFrame == false)
                        #expect(
                            refusal.frameOrigin == instance.foreignBaseURL, "WebKit's word on who asked for the file")

                        // Then the main frame's own file: the first and only file the app downloads.
                        _ = try await harness.evaluate(
                            "location.href = '\(Self.attachment("42", on: instance))'; 'opened'")
                        await harness.wait { !harness.downloadedFiles.isEmpty || !harness.failures.isEmpty }
                        let file = try #require(harness.downloadedFiles.first, "\(harness.failures)")
                        #expect(file.lastPathComponent.hasPrefix("00000000000000000000000000000042"))
                        let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                        #expect(saved.count == 1 && !saved.contains { $0.contains("41") }, "\(saved)")
                        #expect(harness.controller.currentURL?.path == "/now/nav/ui/home", "the page stays")
                        harness.close()
                    }
                }
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// What the user typed survives a session expiry: typed with real X key strokes (`xdotool`), the form sent
        /// on a dead session comes back after the recovery with the user's values (a reference's sys_id too, never
        /// the password), is not sent again, and the user's next submission saves all of it; the login page is
        /// never requested.
        @Suite @MainActor struct FormKeepTests {
            /// The classic form in the shell's `gsft_main` frame.
            @Test func aClassicFormSentOnADeadSessionComesBackWithWhatTheUserTyped() async throws {
                try await withEmulator { instance in
                    let log = CapturingLogSink()
                    let core = try instance.makePasswordCore(logLevel: .debug, logSink: log)
                    let service = try await makeWebKitService(instance, core: core)
                    let controller = try service.makeWebViewController(
                        for: URL(string: InstanceEmulator.keptClassicFormShellPath)!
                    ).get()
                    let activity = ActivityRecorder(controller)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let title = "nowweb-form-keep-\(UUID().uuidString)"
                    try await engine.presentInWindow(.init(title: title, width: 900, height: 760))
                    let input = try await XTestInput(windowTitled: title)
                    controller.loadPage()
                    try await activity.finished()
                    let form = ClassicFrame(engine: engine)
                    #expect(try await form.isShown())
                    #expect(try await !form.isModified())

                    let typed = [
                        "incident.short_description": "Printer on fire",
                        "sys_display.incident.caller_id": "Abel Tuter",
                        "incident.u_pin": "4711",
                        "incident.description": "Smoke from tray 2",
                    ]
                    try await input.focus()
                    for id in typed.keys.sorted() {
                        // The first click of a window that had no focus may only focus the window: click again.
                        var clicks = 0
                        repeat {
                            try await input.click(at: try await form.center(of: id))
                            clicks += 1
                        } while try await form.focused() != id && clicks < 3
                        #expect(try await form.focused() == id, "the click focused \(id)")
                        try await input.type(typed[id]!)
                    }
                    for (id, text) in typed {
                        let value = try await form.value(of: id)
                        #expect(value == text, "typed into \(id): \(value ?? "nil")")
                    }
                    let sysID = "62826bf03710200044e0bfc8bcbe5df1"  // Abel Tuter's, set by the page's reference field
                    #expect(try await form.value(of: "incident.caller_id") == sysID)

                    instance.expireAllSessions()
                    let before = instance.requestLog.count
                    try await input.click(at: try await form.center(of: "sysverb_update"))
                    let restored = try await activity.next { if case .inputRestored = $0 { true } else { false } }
                    #expect(restored == .inputRestored(fields: 4), "the text, the reference pair, the text area")
                    let deadPost = instance.requestLog.dropFirst(before).first { $0.method == "POST" }
                    #expect(deadPost?.status == 302, "the submission met the dead session")
                    #expect(instance.savedForms.isEmpty, "nothing saved from the submission on the dead session")
                    for (id, text) in typed where id != "incident.u_pin" {
                        #expect(try await form.value(of: id) == text, "\(id) came back")
                    }
                    #expect(try await form.value(of: "incident.caller_id") == sysID, "the reference's sys_id too")
                    #expect(try await form.value(of: "incident.u_pin") == "", "the password came back empty")
                    #expect(try await form.isModified(), "the page heard the change events: its form is dirty")

                    let count = instance.requestLog.count
                    try await input.click(at: try await form.center(of: "sysverb_update"))
                    let saved = await instance.request(loggedAfter: count) { $0.method == "POST" }
                    #expect(saved.status == 200)
                    #expect(instance.savedForms.count == 1, "one record: the submission after the recovery")
                    let record = try #require(instance.savedForms.first)
                    for (id, text) in typed where id != "incident.u_pin" { #expect(record.fields[id] == text) }
                    #expect(record.fields["incident.caller_id"] == sysID)
                    #expect(record.fields["incident.u_pin"] == "", "the password was never kept")
                    // WebKitGTK asks no policy for a subframe's redirect, so the frame's own POST follows its 302 to the
                    // login page once (the frame's reporter then says so); the top frame never requests it.
                    let logins = instance.requestLog.filter { $0.path == "/login.do" }
                    #expect(logins.count <= 1, "/login.do at most once, in the frame: \(logins.count)")
                    #expect(log.lines.contains { $0.contains("didDetectExpiry") || $0.contains("expir") }, "a log ran")
                    for text in typed.values {
                        #expect(!log.lines.contains { $0.contains(text) }, "no typed value in the log")
                    }
                    engine.close()
                }
            }
        }

        /// The classic form in the `gsft_main` frame, read from the page's world (the test's own reading; NowWeb
        /// reads pages only in its isolated world).
        @MainActor struct ClassicFrame {
            let engine: WebKitGTKEngine
            private let frame = "document.getElementById('gsft_main')"

            /// Whether the frame shows the form (the main frame's load ends after its frames' loads).
            func isShown() async throws -> Bool {
                try await engine.evaluateJavaScript(
                    "String(!!(\(frame).contentDocument && \(frame).contentDocument.getElementById('sysverb_update')))")
                    == "true"
            }

            func center(of id: String) async throws -> (x: Int, y: Int) {
                let text = try await engine.evaluateJavaScript(
                    "(function(){var f=\(frame),r=f.getBoundingClientRect();"
                        + "var e=f.contentDocument.getElementById(\(literal(id))).getBoundingClientRect();"
                        + "return JSON.stringify([Math.round(r.left+e.left+e.width/2),"
                        + "Math.round(r.top+e.top+e.height/2)]);})()")
                let point = try JSONDecoder().decode([Int].self, from: Data((text ?? "[]").utf8))
                guard point.count == 2 else { throw ClassicFrameNotLoaded() }
                return (point[0], point[1])
            }

            func focused() async throws -> String? {
                try await engine.evaluateJavaScript("\(frame).contentDocument.activeElement.id")
            }

            func value(of id: String) async throws -> String? {
                try await engine.evaluateJavaScript("\(frame).contentDocument.getElementById(\(literal(id))).value")
            }

            /// Whether the page's form says it was modified (a field's `change` event).
            func isModified() async throws -> Bool {
                try await engine.evaluateJavaScript(
                    "String(\(frame).contentDocument.getElementById('incident.do').hasAttribute('data-modified'))")
                    == "true"
            }

            private func literal(_ text: String) -> String {
                "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
            }
        }

        struct ClassicFrameNotLoaded: Error {}
    }
#endif

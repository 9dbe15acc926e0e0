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
        /// the password), is not sent again, and the user's next submission saves all of it.
        @Suite @MainActor struct FormKeepTests {
            /// The classic form in the shell's `gsft_main` frame, posted with `sysparm_ck`.
            @Test func aClassicFormSentOnADeadSessionComesBackWithWhatTheUserTyped() async throws {
                let typed = [
                    "incident.short_description": "Printer on fire",
                    "sys_display.incident.caller_id": "Abel Tuter",
                    "incident.u_pin": "4711",
                    "incident.description": "Smoke from tray 2",
                ]
                try await typeAndMeetAnExpiry(
                    on: .classic, typed: typed, password: "incident.u_pin", restoredFields: 4,
                    // Abel Tuter's sys_id, which the page's reference field put in its hidden input.
                    derived: ["incident.caller_id": "62826bf03710200044e0bfc8bcbe5df1"])
            }

            /// The portal widget that posts JSON with `X-UserToken`: its refused answer recovers the page in place.
            @Test func aPortalWidgetThatMetADeadSessionComesBackWithWhatTheUserTyped() async throws {
                let typed = ["short_description": "VPN drops", "comments": "Every hour", "u_pin": "1234"]
                try await typeAndMeetAnExpiry(on: .portal, typed: typed, password: "u_pin", restoredFields: 2)
            }

            /// The Next Experience record form, its fields in an open shadow root.
            @Test func aNextExperienceFormInAShadowRootComesBackWithWhatTheUserTyped() async throws {
                let typed = ["short_description": "Laptop fan", "comments": "Loud since Monday", "u_pin": "9876"]
                try await typeAndMeetAnExpiry(on: .nextExperience, typed: typed, password: "u_pin", restoredFields: 2)
            }

            /// The token directory of the run, when it names one.
            static var tokenDirectory: [URL] {
                ProcessInfo.processInfo.environment["NOWSDK_TOKEN_DIRECTORY"].map {
                    [URL(fileURLWithPath: $0, isDirectory: true)]
                } ?? []
            }

            /// The files under `roots` (each at most 8 MiB, read as bytes) that hold any of `texts`.
            static func files(containing texts: [String], under roots: [URL]) -> [String] {
                let needles = texts.map { Data($0.utf8) }
                var found: [String] = []
                for root in roots {
                    guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
                    else { continue }
                    for case let url as URL in walk {
                        guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize,
                            size <= 8 << 20, let data = try? Data(contentsOf: url)
                        else { continue }
                        if needles.contains(where: { data.range(of: $0) != nil }) { found.append(url.path) }
                    }
                }
                return found
            }

            /// Types `text` into the field `id` with real key strokes. Tests run side by side on one X display with no
            /// window manager: a window another test shows meanwhile takes the input focus, and the key strokes sent
            /// then go to it. So the field is read back; one that does not hold `text` is cleared and typed again, at
            /// most three times in all (the expectations after it fail if it never does).
            static func type(_ text: String, into id: String, of form: FormPage, with input: XTestInput) async throws {
                for _ in 0..<3 {
                    // The first click of a window that had no focus may only focus the window: click again.
                    var clicks = 0
                    repeat {
                        try await input.click(at: try await form.center(of: id))
                        clicks += 1
                    } while try await form.focused() != id && clicks < 3
                    #expect(try await form.focused() == id, "the click focused \(id)")
                    if try await form.value(of: id)?.isEmpty == false { try await input.press("ctrl+a", "BackSpace") }
                    try await input.type(text)
                    // The key strokes reach the page after xdotool returns: each read is a round trip through the
                    // GTK thread, which delivers them in order.
                    var reads = 0
                    while try await form.value(of: id) != text, reads < 500 { reads += 1 }
                    if try await form.value(of: id) == text { return }
                }
            }

            /// Types `typed` into `kind`'s form with real key strokes, ends the session, sends the form, and checks
            /// the recovery, then sends it again and checks what the instance saved.
            private func typeAndMeetAnExpiry(
                on kind: FormPage.Kind, typed: [String: String], password: String, restoredFields: Int,
                derived: [String: String] = [:]
            ) async throws {
                try await withEmulator { instance in
                    let log = CapturingLogSink()
                    let core = try instance.makePasswordCore(logLevel: .debug, logSink: log)
                    let store = WebDataStore()
                    let service = try await makeWebKitService(instance, dataStore: store, core: core)
                    let controller = try service.makeWebViewController(for: URL(string: kind.path)!).get()
                    let activity = ActivityRecorder(controller)
                    let engine = try #require(await controller.webKitGTKEngine)
                    let title = "nowweb-form-keep-\(UUID().uuidString)"
                    try await engine.presentInWindow(.init(title: title, width: 900, height: 760))
                    let input = try await XTestInput(windowTitled: title)
                    controller.loadPage()
                    try await activity.finished()
                    let form = FormPage(kind: kind, engine: engine)
                    #expect(try await form.isShown())
                    #expect(try await !form.isModified())

                    try await input.focus()
                    for id in typed.keys.sorted() {
                        try await Self.type(typed[id]!, into: id, of: form, with: input)
                    }
                    for (id, text) in typed.merging(derived, uniquingKeysWith: { $1 }) {
                        let value = try await form.value(of: id)
                        #expect(value == text, "typed into \(id): \(value ?? "nil")")
                    }

                    instance.expireAllSessions()
                    let before = instance.requestLog.count
                    try await input.click(at: try await form.center(of: kind.saveButton))
                    let restored = try await activity.next { if case .inputRestored = $0 { true } else { false } }
                    #expect(restored == .inputRestored(fields: restoredFields))
                    let deadPost = instance.requestLog.dropFirst(before).first { $0.method == "POST" }
                    #expect(deadPost?.status == kind.deadStatus, "the submission met the dead session")
                    #expect(instance.savedForms.isEmpty, "nothing saved from the submission on the dead session")
                    for (id, text) in typed.merging(derived, uniquingKeysWith: { $1 }) where id != password {
                        #expect(try await form.value(of: id) == text, "\(id) came back")
                    }
                    #expect(try await form.value(of: password) == "", "the password came back empty")
                    #expect(try await form.isModified(), "the page heard the change events: its form is dirty")
                    // The snapshot lived in memory only: no file where this run's package and engine write (the
                    // service's WebKit store, the token directory) holds a typed value. The password is left out of
                    // the search (never read, FormKeepScriptTests; a four-digit text may occur in any binary file).
                    let storeDirectory = WebKitGTKDataStore(backing: store).directory
                    #expect(FileManager.default.fileExists(atPath: storeDirectory.path), "WebKit's store is searched")
                    let written = Self.files(
                        containing: typed.filter { $0.key != password }.map(\.value),
                        under: [storeDirectory] + Self.tokenDirectory)
                    #expect(written.isEmpty, "typed values on disk: \(written)")

                    let count = instance.requestLog.count
                    try await input.click(at: try await form.center(of: kind.saveButton))
                    let saved = await instance.request(loggedAfter: count) { $0.method == "POST" }
                    #expect(saved.status == 200)
                    #expect(instance.savedForms.count == 1, "one record: the submission after the recovery")
                    let record = try #require(instance.savedForms.first)
                    #expect(record.kind == kind.saved)
                    for (id, text) in typed.merging(derived, uniquingKeysWith: { $1 }) where id != password {
                        #expect(record.fields[id] == text)
                    }
                    #expect(record.fields[password] == "", "the password was never kept")
                    // The classic frame's POST is redirected to the login page: the redirect is cancelled before it
                    // goes out, in the frame as in the top frame.
                    let logins = instance.requestLog.filter { $0.path == "/login.do" }.count
                    #expect(logins == 0, "/login.do requested \(logins) times")
                    #expect(log.lines.contains { $0.contains("token") }, "the run logged")
                    for text in typed.values {
                        #expect(!log.lines.contains { $0.contains(text) }, "no typed value in the log")
                    }
                    engine.close()
                }
            }
        }

        /// A form of the emulator, read from the page's world (the test's own reading; NowWeb reads pages only in its
        /// isolated world).
        @MainActor struct FormPage {
            enum Kind {
                case classic, portal, nextExperience

                var path: String {
                    switch self {
                    case .classic: InstanceEmulator.keptClassicFormShellPath
                    case .portal: InstanceEmulator.keptPortalFormPath
                    case .nextExperience: InstanceEmulator.keptNextFormPath
                    }
                }
                var saveButton: String { self == .classic ? "sysverb_update" : "save" }
                var deadStatus: Int { self == .classic ? 302 : 401 }
                var saved: InstanceEmulator.SavedForm.Kind {
                    switch self {
                    case .classic: .classic
                    case .portal: .portal
                    case .nextExperience: .nextExperience
                    }
                }
                /// The document or shadow root that holds the fields.
                var root: String {
                    switch self {
                    case .classic: "document.getElementById('gsft_main').contentDocument"
                    case .portal: "document"
                    case .nextExperience: "document.getElementById('record').shadowRoot"
                    }
                }
                /// The element whose `data-modified` says the form is dirty.
                var modifiedFlag: String {
                    switch self {
                    case .classic: "\(root).getElementById('incident.do')"
                    case .portal: "document.getElementById('widget')"
                    case .nextExperience: "document.getElementById('record')"
                    }
                }
                /// Where the root's coordinates start in the top document.
                var origin: String {
                    self == .classic
                        ? "document.getElementById('gsft_main').getBoundingClientRect()" : "({left: 0, top: 0})"
                }
            }

            let kind: Kind
            let engine: WebKitGTKEngine

            func isShown() async throws -> Bool {
                try await engine.evaluateJavaScript(
                    "String(!!(\(kind.root) && \(kind.root).getElementById('\(kind.saveButton)')))") == "true"
            }

            func center(of id: String) async throws -> (x: Int, y: Int) {
                let text = try await engine.evaluateJavaScript(
                    "(function(){var r=\(kind.origin);"
                        + "var e=\(kind.root).getElementById(\(literal(id))).getBoundingClientRect();"
                        + "return JSON.stringify([Math.round(r.left+e.left+e.width/2),"
                        + "Math.round(r.top+e.top+e.height/2)]);})()")
                let point = try JSONDecoder().decode([Int].self, from: Data((text ?? "[]").utf8))
                return (point.first ?? 0, point.last ?? 0)
            }

            func focused() async throws -> String? {
                try await engine.evaluateJavaScript("(\(kind.root).activeElement || {}).id")
            }

            func value(of id: String) async throws -> String? {
                try await engine.evaluateJavaScript("\(kind.root).getElementById(\(literal(id))).value")
            }

            /// Whether the page's form says it was modified (a field's `change` event).
            func isModified() async throws -> Bool {
                try await engine.evaluateJavaScript("String(\(kind.modifiedFlag).hasAttribute('data-modified'))")
                    == "true"
            }

            private func literal(_ text: String) -> String {
                "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
            }
        }
    }
#endif

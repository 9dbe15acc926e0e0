#if WebKitGTK
    import Foundation
    import NowWebKitGTK

    /// Real X input for a test's window, through `xdotool` (the XTEST extension, under Xvfb): pointer moves, clicks
    /// and key strokes reach the X server as a user's would, so the page sees trusted events. There is no window
    /// manager under Xvfb: the window is focused with `windowfocus`, and `windowactivate` is tried when that fails.
    struct XTestInput: Sendable {
        /// `xdotool` is not installed.
        struct Missing: Error, CustomStringConvertible {
            var description: String {
                "xdotool is missing: the form-keeping and keep-alive tests type with real X input events through "
                    + "it; install the Debian package xdotool (scripts/test installs it)"
            }
        }

        /// `xdotool` failed.
        struct Failed: Error, CustomStringConvertible {
            var arguments: [String]
            var status: Int32
            var output: String
            var description: String { "xdotool \(arguments.joined(separator: " ")) exited \(status): \(output)" }
        }

        private let tool: URL
        /// The X window the input goes to.
        let window: String

        /// The X window whose title is `title` (the engine's window, shown before its page has a title of its own).
        init(windowTitled title: String) async throws {
            guard
                let tool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].map(URL.init(fileURLWithPath:))
                    .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
            else { throw Missing() }
            self.tool = tool
            // `search` reads the name of every window on the display: a window another test closes meanwhile makes
            // it fail with the X error BadWindow, which says nothing of the window searched for, so it searches again
            // (a few times at most; any other failure is the test's).
            var attempts = 0
            var found = ""
            while true {
                do {
                    found = try await Self.run(tool, ["search", "--sync", "--onlyvisible", "--name", "^\(title)$"])
                    break
                } catch let failure as Failed where failure.output.contains("BadWindow") && attempts < 5 {
                    attempts += 1
                }
            }
            guard let window = found.split(separator: "\n").first.map(String.init) else {
                throw Failed(arguments: ["search", title], status: 0, output: "no window")
            }
            self.window = window
        }

        /// Focuses the window for key input.
        func focus() async throws {
            do {
                _ = try await run(["windowfocus", "--sync", window])
            } catch {
                _ = try await run(["windowactivate", "--sync", window])
            }
        }

        /// Moves the pointer to `point` (in the window's coordinates) and clicks the primary button there.
        func click(at point: (x: Int, y: Int)) async throws {
            // No `--sync`: it waits for the pointer to move, which it never does when it is there already (a second
            // click on the same button); the X server takes the XTEST events in order, so the click lands there.
            // Raised first: without a window manager every window opens at the same place, and one another test
            // shows meanwhile would be on top of this one.
            _ = try await run([
                "windowraise", window, "mousemove", "--window", window, "\(point.x)", "\(point.y)", "click", "1",
            ])
        }

        /// Types `text` with key strokes into the focused element.
        func type(_ text: String) async throws {
            try await focus()
            _ = try await run(["type", "--delay", "25", "--", text])
        }

        /// Focuses the window and presses each of `keys` (X key names, such as `a`, `Return` or `ctrl+a`) once, in order.
        func press(_ keys: String...) async throws {
            try await focus()
            _ = try await run(["key", "--clearmodifiers"] + keys)
        }

        private func run(_ arguments: [String]) async throws -> String { try await Self.run(tool, arguments) }

        private static func run(_ tool: URL, _ arguments: [String]) async throws -> String {
            try await Task.detached {
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                try process.run()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw Failed(arguments: arguments, status: process.terminationStatus, output: output)
                }
                return output
            }.value
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite struct LaunchBenchmarkFrameTests {
            /// On an engine that draws, every launch line says when the page's first frame was drawn (the
            /// emulator's frame probe, read in the launch's own process), and the relaunch target is on it.
            @Test func launchLinesOnWebKitGTKTimeThePagesFirstFrame() async throws {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                    .appending(path: "nowweb-bench")
                process.arguments = ["launch", "--iterations", "1", "--engine", "webkitgtk-shared"]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                async let printed = LoopbackHTTPClient.onOwnThread { output.fileHandleForReading.readDataToEndOfFile() }
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    process.terminationHandler = { _ in continuation.resume() }
                    do { try process.run() } catch { continuation.resume() }
                }
                let text = String(decoding: try await printed, as: UTF8.self)

                #expect(process.terminationStatus == 0, "\(text)")
                let lines = text.split(separator: "\n").map(String.init)
                for label in [
                    "fresh install (nothing on disk):", "relaunch, settings fetched first:",
                    "relaunch (tokens, settings, web data kept):", "bare engine (session cookie and cache):",
                ] {
                    let line = lines.first { $0.contains(label) }
                    #expect(
                        line?.range(of: #"; first frame \d+\.\d ms \("#, options: .regularExpression) != nil,
                        "\(label) \(text)")
                }
                let target = lines.first {
                    $0.contains("target relaunch (<= 1.1 x bare engine, until the page's first frame)")
                }
                #expect(
                    target?.hasSuffix("target met") == true || target?.hasSuffix("target missed") == true, "\(text)")
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite struct LaunchBenchmarkFrameTests {
            /// On an engine that draws, every launch line says when the page's first frame was drawn (the
            /// emulator's frame probe, read in the launch's own process), and the relaunch target is on it.
            @Test func launchLinesOnWebKitGTKTimeThePagesFirstFrame() async throws {
                let run = try await ProgramRun.run(
                    "nowweb-bench", ["launch", "--iterations", "1", "--engine", "webkitgtk-shared"])
                let text = run.output

                #expect(run.status == 0, "\(text)")
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

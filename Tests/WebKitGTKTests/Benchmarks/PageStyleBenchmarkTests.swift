#if WebKitGTK
    import Foundation
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        @Suite struct PageStyleBenchmarkTests {
            /// `styling` ends with the user style sheet's engine toggling its style between loads: as many loads
            /// each way as the iterations, alternating which comes first, each pair's ratio and every load.
            @Test func stylingTogglesOneEnginesStyleBetweenLoads() async throws {
                let run = try await ProgramRun.run(
                    "nowweb-bench", ["styling", "--engine", "webkitgtk", "--rows", "50", "--iterations", "2"])
                let text = run.output

                #expect(run.status == 0, "\(run)")
                let lines = text.split(separator: "\n").map(String.init)
                func line(_ label: String) -> String? { lines.first { $0.contains(label) } }
                #expect(line("its style toggled between loads (2 loads each, alternating") != nil, "\(text)")
                #expect(line("    styled first frame ")?.contains(" ms (") == true, "\(text)")
                #expect(line("    unstyled first frame ")?.contains("styled/unstyled ") == true, "\(text)")
                #expect(line("styled/unstyled of each pair")?.contains(" x (") == true, "\(text)")
                let order = line("every load in order (S styled, U unstyled, first frame in ms): ")
                #expect(
                    order?.range(
                        of: #": S \d+\.\d, U \d+\.\d, U \d+\.\d, S \d+\.\d$"#, options: .regularExpression) != nil,
                    "styled first, then unstyled first: \(text)")
            }
        }
    }
#endif

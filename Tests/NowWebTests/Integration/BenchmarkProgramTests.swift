import Foundation
import Testing

@Suite struct BenchmarkProgramTests {
    @Test func webBenchmarkPrintsEveryFigureForTheHeadlessEngine() async throws {
        let bench = try await NowwebProcess.run(
            ["web", "--iterations", "1", "--engine", "headless", "--controllers", "2"], program: "nowweb-bench")

        #expect(bench.status == 0, "\(bench.errors)")
        let lines = bench.output.split(separator: "\n")
        for figure in [
            "load cold (new data store):", "warm/cold", "after a preload", "recovery/bridged",
            "bridged load of the same page", "per extra controller",
        ] {
            #expect(lines.contains { $0.contains(figure) && ($0.contains(" ms") || $0.contains("MiB")) }, "\(figure)")
        }
        #expect(bench.output.contains("1 token"), "the recovery refreshes the token once")
        #expect(!bench.output.contains("login page fetched"))
    }

    @Test func webBenchmarkRefusesAnUnknownEngine() async throws {
        let bench = try await NowwebProcess.run(["web", "--engine", "netscape"], program: "nowweb-bench")

        #expect(bench.status == 2)
        #expect(bench.errors.contains("--engine"))
    }
}

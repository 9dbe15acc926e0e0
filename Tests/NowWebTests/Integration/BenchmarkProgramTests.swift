import Foundation
import Testing

@Suite struct BenchmarkProgramTests {
    private static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "nowweb-bench")
    }

    /// Runs `nowweb-bench arguments` without blocking a thread of the test's executor while it runs.
    private static func run(_ arguments: [String]) async throws -> (status: Int32, output: String, errors: String) {
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "nowweb-bench is not built next to the tests: run swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        async let printed = Task.detached { output.fileHandleForReading.readDataToEndOfFile() }.value
        async let complained = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }.value
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch { continuation.resume() }
        }
        return (
            process.terminationStatus, String(decoding: await printed, as: UTF8.self),
            String(decoding: await complained, as: UTF8.self)
        )
    }

    @Test func webBenchmarkPrintsEveryFigureForTheHeadlessEngine() async throws {
        let bench = try await Self.run(["web", "--iterations", "1", "--engine", "headless", "--controllers", "2"])

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
        let bench = try await Self.run(["web", "--engine", "netscape"])

        #expect(bench.status == 2)
        #expect(bench.errors.contains("--engine"))
    }
}

import Foundation
import NowInternal

/// The benchmarks, in the order `nowweb-bench --help` lists them. Add a new one here.
let benchmarks: [any Benchmark.Type] = [
    EmulatorBenchmark.self, WebBenchmark.self, LaunchBenchmark.self, LongSessionBenchmark.self, PageStyleBenchmark.self,
]

@MainActor func printUsage() {
    print("usage: nowweb-bench <benchmark> [options]\n\nbenchmarks:")
    for benchmark in benchmarks {
        print("  \(benchmark.name.padding(toLength: 12, withPad: " ", startingAt: 0))\(benchmark.summary)")
    }
}

let argv = Array(CommandLine.arguments.dropFirst())
guard let name = argv.first, !["--help", "-h", "help"].contains(name) else {
    printUsage()
    endProcess(argv.isEmpty ? 2 : 0)
}
guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("nowweb-bench: unknown benchmark '\(name)' (see nowweb-bench --help)\n".utf8))
    endProcess(2)
}
do {
    try await benchmark.run(Array(argv.dropFirst()))
} catch let error as BenchmarkUsageError {
    FileHandle.standardError.write(Data("nowweb-bench \(name): \(error.description)\n".utf8))
    endProcess(2)
} catch {
    FileHandle.standardError.write(Data("nowweb-bench \(name): \(error.localizedDescription)\n".utf8))
    endProcess(1)
}
// The work is done: end without the exit handlers (endProcess says why).
endProcess(0)

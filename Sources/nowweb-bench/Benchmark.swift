/// One `nowweb-bench <name>` program: runs a load and prints its figures.
protocol Benchmark {
    /// The name typed after `nowweb-bench`.
    static var name: String { get }
    /// One line for the benchmark list.
    static var summary: String { get }
    /// Runs the benchmark with the arguments after its name; throws `BenchmarkUsageError` for bad ones.
    static func run(_ arguments: [String]) async throws
}

/// A bad command line: printed as one line, exit code 2.
struct BenchmarkUsageError: Error, CustomStringConvertible {
    let description: String
}

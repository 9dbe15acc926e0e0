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

/// What the programs' command lines share: `--flag value` pairs, positive numbers, the engine.
enum BenchmarkArguments {
    /// The `--flag value` pairs of `arguments`, in order.
    ///
    /// - Throws: `BenchmarkUsageError` for a flag without a value.
    static func pairs(_ arguments: [String]) throws -> [(flag: String, value: String)] {
        var pairs: [(flag: String, value: String)] = []
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else {
                throw BenchmarkUsageError(description: "\(flag) needs a value")
            }
            pairs.append((flag, value))
        }
        return pairs
    }

    /// `value` when it is a number above zero.
    static func positive<Number: Numeric & Comparable>(_ value: Number?, _ flag: String) throws -> Number {
        guard let value, value > 0 else { throw BenchmarkUsageError(description: "\(flag) needs a positive number") }
        return value
    }

    /// `arguments` without `--strict` (a flag with no value), and whether it was there.
    static func strict(_ arguments: [String]) -> (isStrict: Bool, rest: [String]) {
        (arguments.contains("--strict"), arguments.filter { $0 != "--strict" })
    }

    /// The engine `--engine` names, `nil` for `all`.
    static func engine(_ value: String) throws -> WebBenchmarkEngine? {
        if value == "all" { return nil }
        guard let engine = WebBenchmarkEngine(rawValue: value) else {
            throw BenchmarkUsageError(description: "--engine takes \(WebBenchmarkEngine.names) or all")
        }
        return engine
    }
}

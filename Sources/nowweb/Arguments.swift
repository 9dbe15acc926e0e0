import Foundation
import NowInternal

/// A command-line usage error: printed as one line, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// The arguments after the subcommand name, consumed flag by flag.
///
/// Flags are `--name value` or `--name=value`; switches are `--name`. Anything left over is an error.
struct Arguments {
    private var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// True when `--help` or `-h` is present.
    var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

    /// Removes and returns every value given for `--name` (the flag may repeat).
    mutating func values(_ name: String) throws -> [String] {
        var found: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == "--\(name)" {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw UsageError(description: "--\(name) needs a value")
                }
                found.append(remaining[index + 1])
                remaining.removeSubrange(index...index + 1)
            } else if argument.hasPrefix("--\(name)=") {
                found.append(String(argument.dropFirst(name.count + 3)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes and returns the last value given for `--name`, or `nil`.
    mutating func value(_ name: String) throws -> String? { try values(name).last }

    /// Removes `--name` and tells whether it was present.
    mutating func flag(_ name: String) -> Bool {
        let before = remaining.count
        remaining.removeAll { $0 == "--\(name)" }
        return remaining.count != before
    }

    /// Removes and returns the positional arguments (those not starting with `-`).
    mutating func positionals() -> [String] {
        let found = remaining.filter { !$0.hasPrefix("-") }
        remaining.removeAll { !$0.hasPrefix("-") }
        return found
    }

    /// Throws when anything was not consumed.
    func finish() throws {
        if let first = remaining.first { throw UsageError(description: "unknown argument '\(first)'") }
    }

    /// Parses a duration such as `500ms`, `2s`, `30m`, `1h` or a bare number of seconds.
    static func duration(_ text: String, flag: String) throws -> Duration {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let number = Double(text.dropLast(suffix.count)), ServerNumber.isWithinBounds(number * scale) {
                return ServerNumber.duration(seconds: number * scale)
            }
        }
        if let seconds = Double(text), ServerNumber.isWithinBounds(seconds) {
            return ServerNumber.duration(seconds: seconds)
        }
        throw UsageError(description: "--\(flag): '\(text)' is not a duration of at most a year (try 500ms, 2s, 30m)")
    }
}

/// One subcommand of `nowweb`.
protocol Subcommand {
    /// The name typed after `nowweb`.
    static var name: String { get }
    /// One line for `nowweb --help`.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the subcommand; throws `UsageError` for bad arguments.
    static func run(_ arguments: Arguments) async throws
}

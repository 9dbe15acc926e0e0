import Foundation

/// A call of a page function with one JSON argument: the way native code answers a page
/// (`snmCabrillo.receiveMethod({...})`).
///
/// Engines run it in a given frame with ``WebEngine/evaluate(_:in:)``, either as ``script`` or by looking the
/// function up and calling it, which needs no `eval` and so works under a strict content security policy.
public struct ScriptCallback: Sendable, Equatable {
    /// The dotted path of the function from the frame's global object, such as `snmCabrillo.receiveMethod`.
    /// Always a dotted list of JavaScript identifiers.
    public let functionPath: String
    /// The argument as JSON text that is also a valid JavaScript expression.
    public let argument: String

    /// Makes a callback, or `nil` when `functionPath` is not a dotted list of plain identifiers. Package: engines run
    /// the callbacks NowWeb makes from a page's calls; an app makes none.
    package init?(functionPath: String, argument: JSONValue) {
        guard Self.isFunctionPath(functionPath) else { return nil }
        self.functionPath = functionPath
        self.argument = argument.javaScriptLiteral
    }

    /// The callback as a script to evaluate in the frame: `path(argument)`.
    public var script: String { "\(functionPath)(\(argument))" }

    /// The path's components, for engines that look the function up.
    package var pathComponents: [String] { functionPath.split(separator: ".").map(String.init) }

    /// Whether `path` is one or more identifiers joined by dots, so it can be pasted into a script safely.
    package static func isFunctionPath(_ path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard !path.isEmpty, parts.count <= 8 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, isIdentifierStart(first) else { return false }
            return part.unicodeScalars.dropFirst().allSatisfy { isIdentifierStart($0) || ("0"..."9").contains($0) }
        }
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
    }
}

import Foundation

/// A script the package ships as a `.js` file in a module's `Resources/Scripts`, loaded once (each holder keeps
/// it in a `static let`): the scripts engines install or evaluate and the emulator's page scripts are JavaScript
/// files, which `scripts/test` checks with `node --check`, never Swift string literals.
///
/// A script that needs values (origins, the names of the page protocol, a token) is a function declaration,
/// `function name(parameters) { ... }`, and ``call(_:)`` writes the one line that runs it:
/// `(function name(...) { ... })(a, b)`, each argument a ``JSONValue`` written as a JavaScript literal
/// (``JSONValue/javaScriptLiteral``, safe inside an HTML `<script>` element too). No value is ever pasted into
/// the script's text. A script that needs none is a program, used as ``source``.
///
/// Every module that ships scripts gets them from its own `Bundle.module` (SwiftPM's accessor; the scripts
/// that compile modules with `swiftc` write one). A script missing from the bundle, unreadable or empty is a
/// broken build: ``required(_:in:)`` stops the program with a message that names the file and the bundle,
/// rather than install an empty script.
package struct JavaScriptResource: Sendable, Equatable {
    /// Why a script could not be loaded.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// No `Scripts/<name>.js` in the bundle at `bundlePath`.
        case missing(name: String, bundlePath: String)
        /// The file is not UTF-8 text.
        case unreadable(name: String, bundlePath: String)
        /// The file holds nothing but white space.
        case empty(name: String, bundlePath: String)
        /// The file does not end with `}`, `)` or `;` (a trailing comment would swallow the line ``call(_:)``
        /// writes after it).
        case unterminated(name: String, bundlePath: String)

        /// What went wrong and where, for the message the program stops with.
        package var description: String {
            switch self {
            case .missing(let name, let path):
                "The script Scripts/\(name).js is missing from the resource bundle at \(path); rebuild the package."
            case .unreadable(let name, let path):
                "The script Scripts/\(name).js in \(path) is not UTF-8 text."
            case .empty(let name, let path):
                "The script Scripts/\(name).js in \(path) is empty."
            case .unterminated(let name, let path):
                "The script Scripts/\(name).js in \(path) must end with `}`, `)` or `;`, not a comment."
            }
        }
    }

    /// The file's name without `.js`.
    package let name: String
    /// The script's text, without the white space around it.
    package let source: String

    /// Loads `Scripts/<name>.js` from `bundle`.
    ///
    /// - Throws: ``Failure`` when the file is missing, not UTF-8, empty, or ends in a comment.
    package init(named name: String, in bundle: Bundle) throws(Failure) {
        let path = bundle.bundleURL.path
        guard let url = bundle.url(forResource: name, withExtension: "js", subdirectory: "Scripts") else {
            throw .missing(name: name, bundlePath: path)
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(name: name, bundlePath: path)
        }
        let source = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = source.last else { throw .empty(name: name, bundlePath: path) }
        guard "});".contains(last) else { throw .unterminated(name: name, bundlePath: path) }
        self.name = name
        self.source = source
    }

    /// Loads `Scripts/<name>.js` from `bundle`, for a `static let`; a script the build did not ship stops the
    /// program with ``Failure``'s description (see the type's discussion).
    package static func required(_ name: String, in bundle: Bundle) -> JavaScriptResource {
        do {
            return try JavaScriptResource(named: name, in: bundle)
        } catch {
            fatalError(error.description)
        }
    }

    /// The expression that runs the script's function with `arguments`, each written as a JavaScript literal:
    /// `(function name(...) { ... })(a, b)`, a program by itself.
    package func call(_ arguments: JSONValue...) -> String {
        "(\(source))(\(arguments.map(\.javaScriptLiteral).joined(separator: ", ")))"
    }
}

import Foundation
import NowWeb
import Testing

/// The `.js` files scripts are loaded from: what a bundle that lacks one, or holds a broken one, gives, and how a
/// script's values are written into the line that runs it.
@Suite struct JavaScriptResourceTests {
    /// A resource bundle (a folder with `Scripts/`) holding `files`, removed after `body`.
    private func withBundle<T>(_ files: [String: String], _ body: (Bundle) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nowweb-scripts-\(UUID())")
        let scripts = folder.appendingPathComponent("Scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: scripts.appendingPathComponent(name))
        }
        let bundle = try #require(Bundle(path: folder.path))
        return try body(bundle)
    }

    @Test func aMissingScriptIsAnErrorThatNamesTheFileAndTheBundle() throws {
        try withBundle([:]) { bundle in
            let missing = JavaScriptResource.Failure.missing(name: "Absent", bundlePath: bundle.bundleURL.path)
            #expect(throws: missing) { try JavaScriptResource(named: "Absent", in: bundle) }
            #expect(missing.description.contains("Scripts/Absent.js"))
            #expect(missing.description.contains(bundle.bundleURL.path))
        }
    }

    @Test func anEmptyScriptOrOneEndingInACommentIsRefused() throws {
        try withBundle(["Empty.js": " \n\t\n", "Trailing.js": "function f() {}\n// the end\n"]) { bundle in
            #expect(throws: JavaScriptResource.Failure.empty(name: "Empty", bundlePath: bundle.bundleURL.path)) {
                try JavaScriptResource(named: "Empty", in: bundle)
            }
            #expect(
                throws: JavaScriptResource.Failure.unterminated(name: "Trailing", bundlePath: bundle.bundleURL.path)
            ) {
                try JavaScriptResource(named: "Trailing", in: bundle)
            }
        }
    }

    @Test func aCallWritesEachValueAsAJavaScriptLiteral() throws {
        try withBundle(["Probe.js": "\nfunction probe(text, list, flag) { return text; }\n\n"]) { bundle in
            let resource = try JavaScriptResource(named: "Probe", in: bundle)
            #expect(resource.source == "function probe(text, list, flag) { return text; }")
            let hostile = "'); alert(1); </script><script>\u{2028}"
            let line = resource.call(.string(hostile), .array([.string("a"), .number(2)]), .bool(false))
            let literal = JSONValue.string(hostile).javaScriptLiteral
            #expect(line == "(\(resource.source))(\(literal), [\"a\",2], false)")
            #expect(!line.contains(hostile))
            #expect(!line.contains("</script>"))
        }
    }

    @Test func theThemeScriptGivesItsStyleElementTheIdNativeCodeLooksFor() throws {
        let script = try #require(PageStyleScript(css: "", origin: URL(string: "https://acme.service-now.com")!))
        #expect(script.documentStart.contains(JSONValue.string(PageStyleScript.elementID).javaScriptLiteral))
    }

    @Test func theSessionWatchScriptsCarryTheirValuesAsLiterals() {
        let origins = ["https://acme.service-now.com", "https://x.example\"</script>"]
        for script in [
            InPageSessionWatch.pageScript(origins: origins), InPageSessionWatch.reporterScript(origins: origins),
        ] {
            #expect(script.contains(JSONValue.javaScriptLiteral(origins)))
            #expect(script.contains(JSONValue.javaScriptLiteral(InPageSessionWatch.signalEvent)))
            #expect(!script.contains("</script>"))
        }
        #expect(InPageSessionWatch.pageScript(origins: origins).hasSuffix(", \(InPageSessionWatch.holdMilliseconds))"))
    }
}

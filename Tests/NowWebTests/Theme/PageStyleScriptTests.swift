import Foundation
import NowWeb
import Testing

/// The scripts that theme WKWebView pages, as text; `WebKitGTKTests/PageStyleScriptTests` runs them in WebKit.
@Suite struct PageStyleScriptTests {
    @Test(arguments: [
        ("https://acme.service-now.com/now/nav/ui/home", "https://acme.service-now.com"),
        ("https://ACME.service-now.com:443/", "https://acme.service-now.com"),
        ("http://127.0.0.1:8080/x", "http://127.0.0.1:8080"),
        ("https://acme.example.com:8443", "https://acme.example.com:8443"),
        ("http://[::1]:9000/", "http://[::1]:9000"),
    ])
    func theScriptsCompareFramesWithTheOriginAsPagesSpellIt(url: String, origin: String) throws {
        let script = try #require(PageStyleScript(css: ":root {}", origin: URL(string: url)!))
        let arguments = "\(JSONValue.string(origin).javaScriptLiteral), \":root {}\", false);"
        #expect(script.documentStart.hasSuffix("(window, \(arguments)"), "\(script.documentStart.suffix(80))")
        #expect(script.update.hasSuffix("})(\(arguments)"))
    }

    @Test(arguments: ["about:blank", "file:///tmp/page.html", "data:text/html,x", "ftp://acme.example.com/"])
    func anOriginNoDocumentCanHaveGetsNoScript(url: String) {
        #expect(PageStyleScript(css: ":root {}", origin: URL(string: url)!) == nil)
    }

    @Test func theStyleSheetIsAStringLiteralWhateverItHolds() throws {
        let css = ":root { --x: \"a\\\"b\"; }\n</script><script>alert(1)</script>\u{2028}'"
        let script = try #require(PageStyleScript(css: css, origin: URL(string: "https://acme.service-now.com")!))
        let literal = JSONValue.string(css).javaScriptLiteral
        for source in [script.documentStart, script.update] {
            #expect(source.contains(literal))
            #expect(!source.contains(css))
            #expect(!source.contains("</script>"))
            #expect(!source.contains("\u{2028}"))
        }
        #expect(try JSONValue(parsing: literal) == .string(css))
    }

    @Test func theFallbackIsChosenOnlyWhenAsked() throws {
        let origin = URL(string: "https://acme.service-now.com")!
        let adopted = try #require(PageStyleScript(css: "", origin: origin))
        let element = try #require(PageStyleScript(css: "", origin: origin, usesStyleElement: true))
        #expect(adopted.documentStart.hasSuffix(", false);"))
        #expect(element.documentStart.hasSuffix(", true);"))
        #expect(adopted != element)
    }
}

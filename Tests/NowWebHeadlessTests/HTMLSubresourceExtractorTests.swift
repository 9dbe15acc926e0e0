import Foundation
import Testing

@testable import NowWeb
@testable import NowWebHeadless

@Suite struct HTMLSubresourceExtractorTests {
    let page = URL(string: "https://acme.service-now.com/now/nav/ui/home?x=1")!

    private func summary(_ html: String, at url: URL? = nil) -> HTMLPageSummary {
        HTMLSubresourceExtractor.summarize(Data(html.utf8), pageURL: url ?? page)
    }

    @Test func findsScriptsStylesImagesIconsPreloadsAndIframesInDocumentOrder() {
        let html = """
            <!doctype html><html><head>
            <link rel="stylesheet" href="/styles/app.css?v=1">
            <link rel="preload" as="script" href="/scripts/pre.jsx?v=1">
            <link rel="shortcut icon" href="/favicon.ico">
            <link rel="canonical" href="/ignored">
            <script src="/scripts/app.jsx?v=1"></script>
            </head><body><img src="images/logo.png"><iframe src="/incident.do?sys_id=1"></iframe></body></html>
            """
        let found = summary(html).subresources
        #expect(found.map(\.kind) == [.stylesheet, .preload, .icon, .script, .image, .iframe])
        #expect(
            found.map(\.url.absoluteString) == [
                "https://acme.service-now.com/styles/app.css?v=1",
                "https://acme.service-now.com/scripts/pre.jsx?v=1",
                "https://acme.service-now.com/favicon.ico",
                "https://acme.service-now.com/scripts/app.jsx?v=1",
                "https://acme.service-now.com/now/nav/ui/images/logo.png",
                "https://acme.service-now.com/incident.do?sys_id=1",
            ])
    }

    @Test func removesDuplicatesAndFragmentsAndKeepsTheFirstKind() {
        let html = #"<script src="/a.js#x"></script><script src='/a.js'></script><img src=/a.js><img src="/b.png">"#
        let found = summary(html).subresources
        #expect(found.map(\.url.path) == ["/a.js", "/b.png"])
        #expect(found.first?.kind == .script)
    }

    @Test func resolvesAgainstBaseHrefAndDecodesEntities() {
        let html = #"<base href="https://cdn.example.com/static/"><img src="x.png?a=1&amp;b=2">"#
        #expect(
            summary(html).subresources.map(\.url.absoluteString) == ["https://cdn.example.com/static/x.png?a=1&b=2"])
    }

    @Test func keepsOnlyHTTPReferences() {
        let html = """
            <img src="data:image/png;base64,AAAA"><iframe src="about:blank"></iframe>
            <script src="javascript:alert(1)"></script><img src="mailto:x@y"><img src=""><img src="//other.host/p.png">
            """
        #expect(summary(html).subresources.map(\.url.absoluteString) == ["https://other.host/p.png"])
    }

    @Test func ignoresReferencesInsideCommentsScriptsAndStyles() {
        let html = """
            <!-- <img src="/commented.png"> -->
            <script>document.write('<img src="/scripted.png">')</script>
            <style>/* <link rel=stylesheet href=/styled.css> */</style>
            <SCRIPT SRC="/real.js"></SCRIPT>
            """
        #expect(summary(html).subresources.map(\.url.path) == ["/real.js"])
    }

    @Test func readsTheFirstTitleWithCollapsedWhitespaceAndEntities() {
        let html = "<title>\n  Incidents &amp; Problems  \n</title><title>second</title>"
        #expect(summary(html).title == "Incidents & Problems")
        #expect(summary("<p>no title</p>").title == nil)
    }

    @Test func findsMetaRefreshTargets() {
        let html = #"<meta http-equiv="Refresh" content="0; URL='/login.do?from=x'">"#
        let refresh = summary(html).metaRefresh
        #expect(refresh?.delay == 0)
        #expect(refresh?.url.absoluteString == "https://acme.service-now.com/login.do?from=x")
    }

    @Test func parsesRefreshContentVariants() {
        let base = URL(string: "http://h/a/b")!
        #expect(HTMLSubresourceExtractor.parseRefresh("5;url=c", base: base)?.url.absoluteString == "http://h/a/c")
        #expect(HTMLSubresourceExtractor.parseRefresh("2, URL = \"/d\"", base: base)?.delay == 2)
        #expect(HTMLSubresourceExtractor.parseRefresh(".5;/e", base: base)?.url.path == "/e")
        #expect(HTMLSubresourceExtractor.parseRefresh("  /e", base: base) == nil)
        #expect(HTMLSubresourceExtractor.parseRefresh("30", base: base) == nil)
        #expect(HTMLSubresourceExtractor.parseRefresh("x;url=/f", base: base) == nil)
        #expect(HTMLSubresourceExtractor.parseRefresh("0;urlx", base: base) == nil)
    }

    @Test func survivesGarbage() {
        let inputs = [
            "<", "<<<>>>", "<img src=", "<img src=\"unterminated", "<script>never closed", "<!--", "<a b c d=",
            "<img src='/ok.png'\u{0}\u{1}<iframe src=\"\u{FFFF}\">", "</", "<!", "&#xFFFFFFFF; &#0; &", "<title>",
            String(repeating: "<div a=\"", count: 2_000),
        ]
        for input in inputs { _ = summary(input) }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &random)).map { _ in
                [
                    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "="), UInt8(ascii: " "),
                    UInt8(ascii: "s"), UInt8(ascii: "/"), UInt8(ascii: "!"), 0xff, 0x00,
                ].randomElement(using: &random)!
            }
            _ = HTMLSubresourceExtractor.summarize(Data(bytes), pageURL: page)
        }
        #expect(summary("garbage <img src='/ok.png'> \u{0}").subresources.map(\.url.path) == ["/ok.png"])
    }

    @Test func firstAttributeOccurrenceWins() {
        #expect(summary(#"<img src="/first.png" src="/second.png">"#).subresources.map(\.url.path) == ["/first.png"])
    }
}

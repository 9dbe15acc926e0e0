#if WebKitGTK
    import Testing

    @testable import NowWebKitGTK

    @Suite struct LinkClickHintsTests {
        let start = ContinuousClock.now
        let link = "http://127.0.0.1:8080/kb_view.do?sysparm_article=KB0000001"

        @Test func aFreshHintVouchesForOneNavigationToItsURL() {
            let hints = Hints()
            #expect(hints.record(link, at: start))
            #expect(hints.consume(link, at: start + .milliseconds(20)))
            #expect(!hints.consume(link, at: start + .milliseconds(30)), "a hint applies to one navigation only")
        }

        @Test func aHintExpiresAfterOneSecond() {
            let hints = Hints()
            hints.record(link, at: start)
            #expect(hints.consume(link, at: start + .seconds(1)))
            hints.record(link, at: start)
            #expect(!hints.consume(link, at: start + .seconds(1) + .milliseconds(1)))
        }

        @Test func aHintFromTheFutureIsDropped() {
            let hints = Hints()
            hints.record(link, at: start + .seconds(5))
            #expect(!hints.consume(link, at: start))
        }

        @Test func onlyTheExactURLMatches() {
            let hints = Hints()
            hints.record(link, at: start)
            #expect(!hints.consume("http://127.0.0.1:8080/kb_view.do", at: start))
            #expect(!hints.consume("http://127.0.0.1:8080/KB_VIEW.do?sysparm_article=KB0000001", at: start))
            #expect(!hints.consume(link + "#top", at: start))
            #expect(hints.consume(link, at: start), "a navigation that did not match left the hint in place")
        }

        @Test func twoClicksOnOneLinkVouchForTwoNavigations() {
            let hints = Hints()
            hints.record(link, at: start)
            hints.record(link, at: start + .milliseconds(10))
            #expect(hints.consume(link, at: start + .milliseconds(20)))
            #expect(hints.consume(link, at: start + .milliseconds(30)))
            #expect(!hints.consume(link, at: start + .milliseconds(40)))
        }

        @Test(arguments: [
            "", "/kb_view.do", "kb_view.do", "javascript:alert(1)", "file:///etc/passwd", "data:text/html,x",
            "about:blank", "http://", "not a url", String(repeating: "a", count: 40),
        ])
        func anythingButAnAbsoluteHTTPURLIsIgnored(body: String) {
            let hints = Hints()
            #expect(!hints.record(body, at: start))
            #expect(!hints.consume(body, at: start))
        }

        @Test func anOverlongHintIsIgnored() {
            let hints = Hints()
            let long = "http://127.0.0.1/" + String(repeating: "a", count: LinkClickHints.maximumLength)
            #expect(!hints.record(long, at: start))
            #expect(!hints.consume(long, at: start))
            let longest = "http://127.0.0.1/" + String(repeating: "a", count: LinkClickHints.maximumLength - 17)
            #expect(hints.record(longest, at: start))
        }

        @Test func onlyTheNewestHintsAreKept() {
            let hints = Hints()
            let links = (0...LinkClickHints.capacity).map { "http://127.0.0.1/page/\($0)" }
            for link in links { hints.record(link, at: start) }
            #expect(!hints.consume(links[0], at: start), "the oldest hint made room")
            for link in links.dropFirst() { #expect(hints.consume(link, at: start)) }
        }
    }

    /// The hints behind a reference, so that `#expect` can call their mutating methods.
    private final class Hints {
        private var hints = LinkClickHints()

        @discardableResult
        func record(_ body: String, at now: ContinuousClock.Instant) -> Bool { hints.record(body, at: now) }

        func consume(_ url: String, at now: ContinuousClock.Instant) -> Bool { hints.consume(url, at: now) }
    }
#endif

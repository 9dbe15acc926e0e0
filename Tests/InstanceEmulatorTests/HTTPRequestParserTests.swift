import Foundation
import NowWebTesting
import Testing

@Suite("HTTP request parser")
struct HTTPRequestParserTests {
    private let parser = HTTPRequestParser(maximumHeadBytes: 256, maximumBodyBytes: 16)

    private func parse(_ text: String) -> HTTPRequestParser.Outcome { parser.parse(Array(text.utf8)) }

    @Test func parsesAWholeRequestAndReportsWhatItConsumed() throws {
        let text =
            "POST /a/b?x=1&y=two%20words HTTP/1.1\r\nHost: h\r\nCookie: A=1; B=2\r\nContent-Length: 3\r\n\r\nabcNEXT"
        guard case .request(let request, let consumed) = parse(text) else {
            Issue.record("expected a request")
            return
        }
        #expect(consumed == text.utf8.count - 4)
        #expect(request.method == "POST" && request.path == "/a/b")
        #expect(request.queryParameters == ["x": "1", "y": "two words"])
        #expect(request.cookies == ["A": "1", "B": "2"])
        #expect(request.body == Data("abc".utf8))
        #expect(request.keepsAlive)
    }

    @Test func waitsForTheRestOfHeadAndBody() {
        guard case .incomplete(false) = parse("GET / HTTP/1.1\r\nHost: h\r\n") else {
            Issue.record("expected incomplete head")
            return
        }
        guard
            case .incomplete(true) = parse(
                "POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\nab")
        else {
            Issue.record("expected incomplete body with 100-continue")
            return
        }
    }

    @Test(arguments: [
        ("get / HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET nopath HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 17\r\n\r\n", 413),
        ("GET /" + String(repeating: "a", count: 300), 413),
    ])
    func refusesBadRequests(text: String, status: Int) {
        guard case .failure(let got, _) = parse(text) else {
            Issue.record("expected a failure")
            return
        }
        #expect(got == status)
    }

    @Test func anEmptyHeadIsRefusedNotACrash() {
        guard case .failure(400, _) = parser.parse(Array("\r\n\r\n".utf8)) else {
            Issue.record("expected 400 for an empty head")
            return
        }
    }

    @Test(arguments: ["=", "=;=", ";", "=x", "a=1; =; b", " = "])
    func cookieHeadersWithoutNamesAreSkipped(value: String) throws {
        guard case .request(let request, _) = parse("GET / HTTP/1.1\r\nHost: h\r\nCookie: \(value)\r\n\r\n") else {
            Issue.record("expected a request")
            return
        }
        #expect(request.cookies.keys.allSatisfy { !$0.isEmpty })
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() throws {
        guard case .request(let request, _) = parse("GET / HTTP/1.0\r\n\r\n"),
            case .request(let kept, _) = parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        else {
            Issue.record("expected requests")
            return
        }
        #expect(!request.keepsAlive && kept.keepsAlive)
    }
}

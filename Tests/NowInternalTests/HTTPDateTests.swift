import Foundation
import NowInternal
import Testing

@Suite struct HTTPDateTests {
    @Test func parsesIMFFixdates() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 00:00:00 GMT") == Date(timeIntervalSince1970: 951_782_400))
        #expect(HTTPDate.parse("Fri, 31 Dec 9999 23:59:59 GMT") == Date(timeIntervalSince1970: 253_402_300_799))
    }

    @Test(arguments: [
        "0", "", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:00:00 GMT",
        // Years that fit an Int but whose seconds overflow it: these crashed the parser.
        "Sun, 06 Nov 100000000000000000 08:49:37 GMT", "Sun, 06 Nov 9223372036854775807 08:49:37 GMT",
        "Sun, 06 Nov -9223372036854775807 08:49:37 GMT", "Sun, 99999999999999999 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 99999999999999999:00:00 GMT", "Sun, +6 Nov 1994 08:49:37 GMT",
        "Sun, 30 Feb 1994 08:49:37 GMT",
        "Sun, 06 Nov 0000 08:49:37 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49::37 GMT",
    ])
    func refusesAnythingElseWithoutTrapping(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test func formatsAndParsesBackTheSameSecond() {
        for seconds in [0, 784_111_777, 951_782_400, 1_800_000_000, -86_400, 253_402_300_799] {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(HTTPDate.parse(HTTPDate.string(from: date)) == date, "for \(seconds)")
        }
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test func formatsDatesOutsideFourDigitYearsClamped() {
        #expect(HTTPDate.string(from: .distantFuture) == "Mon, 01 Jan 4001 00:00:00 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 1e15)) == "Fri, 31 Dec 9999 23:59:59 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: .infinity)) == "Fri, 31 Dec 9999 23:59:59 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: -.infinity)) == "Mon, 01 Jan 0001 00:00:00 GMT")
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: .nan)) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }
}

import Foundation
import NowWebTesting
import Testing

@testable import nowweb_bench

@Suite struct BenchmarkArithmeticTests {
    @Test func parentProcessIsReadAfterACommandNameWithSpacesAndParentheses() {
        #expect(ProcessTree.parentPID(inStat: "4242 (Web Content (x)) S 17 4242 4242 0 -1") == 17)
        #expect(ProcessTree.parentPID(inStat: "1 (init) S 0 1 1") == 0)
        #expect(ProcessTree.parentPID(inStat: "garbage") == nil)
    }

    @Test func residentPagesAreStatmsSecondField() {
        #expect(ProcessTree.residentPages(inStatm: "101620 23456 5120 12 0 40000 0\n") == 23456)
        #expect(ProcessTree.residentPages(inStatm: "101620") == nil)
    }

    @Test func descendantsFollowEveryGenerationButNotOtherTrees() {
        // 1 -> 10 -> 100 (a sandbox launcher and its web process), 1 -> 11; 2 -> 20 is another tree.
        let parents = [10: 1, 11: 1, 100: 10, 20: 2, 1: 0]
        #expect(ProcessTree.descendants(of: 1, parents: parents) == [10, 11, 100])
        #expect(ProcessTree.descendants(of: 100, parents: parents).isEmpty)
    }

    @Test func theOwnResidentSetIsRead() throws {
        let bytes = try #require(ProcessTree.residentBytes(of: Int(getpid())))
        #expect(bytes > 1_048_576)
    }

    @Test func growthIsThePercentAboveTheFirstReadingAndMeetsItsLimitInclusively() {
        let grown = Growth(before: 200, after: 210)
        #expect(abs(grown.percent - 5) < 1e-9)
        #expect(grown.isWithin(percent: 5))
        #expect(!Growth(before: 200, after: 211).isWithin(percent: 5))
        #expect(Growth(before: 200, after: 190).summary == "-5.0 %")
    }

    @Test func windowsTakeThePlainNavigationsApartFromTheRecoveredOnes() {
        var figures = LongSessionFigures()
        for number in 1...10 {
            figures.navigations.append(.init(milliseconds: Double(number), recovered: number.isMultiple(of: 5)))
        }

        #expect(figures.plain(3, last: false).values == [1, 2, 3])
        #expect(figures.plain(3, last: true).values == [8, 9])
        #expect(figures.recovered(5, last: false).values == [5])
        #expect(figures.recovered(3, last: true).values == [10])
        #expect(figures.recoveries.values == [5, 10])
    }

    @Test func requestsAreCountedByKindAndTheRestIsOther() {
        let counts = RequestCounts(
            paths: ["/kb_view.do", "/kb_view.do", "/oauth_token.do", "/login.do", "/styles/a.css", "/api/now/x"],
            pagePaths: ["/kb_view.do"], assetPaths: ["/styles/a.css"])

        #expect((counts.total, counts.pages, counts.token, counts.loginPage, counts.assets) == (6, 2, 1, 1, 1))
        #expect(counts.other == 1)
        #expect(counts.summary == "6 requests: 2 pages, 1 assets, 1 token, 1 login page, 1 other")
    }

    @Test func theFrameProbesReportIsReadAndTimedFromTheLoad() throws {
        let report = try FirstFrameReport(
            json: #"{"origin":1000.5,"frame":1900.5,"painted":1910.5,"paint":850}"#)
        var figure = PageStyleFigure()
        figure.add(report, issued: 990.5, finishedAfter: .milliseconds(880))

        #expect(figure.loadToFrame.values == [920])
        #expect(figure.navigationToFrame.values == [910])
        #expect(figure.contentfulPaint.values == [850])
        #expect(figure.finished.values == [880])
        let noPaint = try FirstFrameReport(json: #"{"origin":1,"frame":2,"painted":3,"paint":null}"#)
        #expect(noPaint.paint == nil)
        #expect(throws: BenchmarkFailure.self) { try FirstFrameReport(json: "null") }
    }

    @Test func countsArePrintedExactlyNotAsAMedian() {
        #expect(Samples([3, 3, 3]).countText == "3")
        #expect(Samples([2, 3, 3]).countText == "2-3 (2, 3, 3)", "a median would print 3")
        #expect(Samples([]).countText == "no")
    }

    @Test func anEmptySampleIsAFailureAndNotAZero() throws {
        #expect(throws: BenchmarkFailure.self) { try Samples().required("nothing") }
        let samples = try Samples([1, 2, 6]).required("three")
        #expect(samples.mean == 3)
        #expect(samples.median == 2)
    }

    @Test func strictTurnsAMissedTargetIntoAFailureAndOnlyThen() throws {
        let (isStrict, rest) = BenchmarkArguments.strict(["--navigations", "10", "--strict"])
        #expect(isStrict && rest == ["--navigations", "10"])
        #expect(!BenchmarkArguments.strict(["--window", "5"]).isStrict)
        let met = TargetCheck(name: "a", goal: "g", measured: "m", isMet: true)
        let missed = TargetCheck(name: "b", goal: "g", measured: "m", isMet: false)

        try TargetCheck.enforce([met, missed], strict: false)
        try TargetCheck.enforce([met], strict: true)
        #expect(throws: BenchmarkFailure.self) { try TargetCheck.enforce([met, missed], strict: true) }
    }

    @Test func theLongSessionRefusesWindowsThatOverlap() throws {
        let options = try LongSessionBenchmark.parse(["--navigations", "40", "--window", "20", "--strict"])
        #expect(options.navigations == 40 && options.window == 20 && options.isStrict)
        #expect(throws: BenchmarkUsageError.self) {
            try LongSessionBenchmark.parse(["--navigations", "30", "--window", "20"])
        }
        #expect(throws: BenchmarkUsageError.self) { try LongSessionBenchmark.parse(["--lines", "most"]) }
        #expect(try LongSessionBenchmark.parse(["--readings-every", "100"]).readingsEvery == 100)
        #expect(try LongSessionBenchmark.parse([]).readingsEvery == 0, "only after the window and at the end")
        #expect(throws: BenchmarkUsageError.self) { try LongSessionBenchmark.parse(["--readings-every", "0"]) }
    }
}

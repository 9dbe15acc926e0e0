#if WebKitGTK
    import Foundation
    import NowWeb
    import Testing

    @testable import NowWebKitGTK

    @Suite struct LoadTrackerTests {
        let pageA = URL(string: "http://127.0.0.1:1/a")!
        let pageB = URL(string: "http://127.0.0.1:1/b")!
        let login = URL(string: "http://127.0.0.1:1/login.do")!

        @Test func finishedAfterCommitIsReportedOnce() {
            var tracker = LoadTracker()
            #expect(tracker.started(pageA) == [])
            #expect(tracker.committed(pageA) == [.committed(pageA)])
            #expect(tracker.finished(pageA, isLoading: false) == [.finished(pageA)])
            #expect(tracker.finished(pageA, isLoading: false) == [])
        }

        @Test func lateFinishedOfAReplacedLoadIsNotTheNewPage() {
            var tracker = LoadTracker()
            _ = tracker.started(pageA)
            tracker.issued()
            #expect(tracker.failed(pageA, error: .cancelled) == [.failed(url: pageA, error: .cancelled)])
            _ = tracker.started(pageB)
            #expect(tracker.finished(pageA, isLoading: true) == [])
            #expect(tracker.committed(pageB) == [.committed(pageB)])
            #expect(tracker.finished(pageB, isLoading: false) == [.finished(pageB)])
        }

        @Test func finishedWhileAnotherLoadRunsIsIgnored() {
            var tracker = LoadTracker()
            _ = tracker.started(pageA)
            _ = tracker.committed(pageA)
            #expect(tracker.finished(pageA, isLoading: true) == [])
        }

        @Test func failureAfterCommitSuppressesFinished() {
            var tracker = LoadTracker()
            _ = tracker.started(pageA)
            _ = tracker.committed(pageA)
            _ = tracker.failed(pageA, error: .network("reset"))
            #expect(tracker.finished(pageA, isLoading: false) == [])
        }

        @Test func mainFrameRedirectsNameWhereTheyCameFrom() {
            var tracker = LoadTracker()
            _ = tracker.started(pageA)
            #expect(tracker.redirected(to: pageB) == [.redirected(from: pageA, to: pageB, isMainFrame: true)])
            #expect(tracker.redirected(to: login) == [.redirected(from: pageB, to: login, isMainFrame: true)])
        }
    }

    @Suite struct WebKitGTKErrorTests {
        @Test func noDisplayTellsToRunUnderXvfb() {
            #expect(WebKitGTKError.noDisplay.description.contains("xvfb-run"))
        }
    }
#endif

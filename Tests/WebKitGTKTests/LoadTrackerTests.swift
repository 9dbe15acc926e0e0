#if WebKitGTK
    import Foundation
    import NowWeb
    import Testing

    @testable import NowWebKitGTK

    @Suite struct LoadTrackerTests {
        let pageA = URL(string: "http://127.0.0.1:1/a")!
        let pageB = URL(string: "http://127.0.0.1:1/b")!

        @Test func finishedAfterCommitIsReportedOnce() {
            var tracker = LoadTracker()
            #expect(tracker.started(pageA) == [])
            #expect(tracker.committed(pageA) == [.committed(pageA)])
            #expect(tracker.finished(pageA, isLoading: false) == [.finished(pageA)])
            #expect(tracker.finished(pageA, isLoading: false) == [])
        }
    }
#endif

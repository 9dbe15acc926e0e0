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

        @Test func onlyAMainFrameLoadStartedAndNotCommittedCanBeRedirected() {
            var tracker = LoadTracker()
            #expect(!tracker.isMainFrameProvisional)
            _ = tracker.started(pageA)
            #expect(tracker.isMainFrameProvisional)
            _ = tracker.redirected(to: login)
            #expect(tracker.isMainFrameProvisional)
            _ = tracker.committed(login)
            #expect(!tracker.isMainFrameProvisional, "the committed page's frames may redirect now, not the main one")
            _ = tracker.started(pageB)
            _ = tracker.failed(pageB, error: .cancelled)
            #expect(!tracker.isMainFrameProvisional)
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
#if WebKitGTK
    @Suite struct IssuedLoadTests {
        @Test func webKitsCanonicalFormStillMatchesTheIssuedURL() {
            let issued = URL(string: "HTTP://127.0.0.1:80/now/nav/ui/classic/params/target/nav%5Fto.do%3Furi%3D1?a=b")!
            let canonical = URL(string: "http://127.0.0.1/now/nav/ui/classic/params/target/nav_to.do%3Furi%3D1?a=b")!
            #expect(canonical.isSameLoad(as: issued))
            #expect(URL(string: "http://127.0.0.1:8080/")!.isSameLoad(as: URL(string: "http://127.0.0.1:8080")!))
        }

        @Test func otherPagesQueriesAndPortsDoNotMatch() {
            let issued = URL(string: "http://127.0.0.1:8080/now/nav/ui/home")!
            #expect(!URL(string: "http://127.0.0.1:8080/login.do")!.isSameLoad(as: issued))
            #expect(!URL(string: "http://127.0.0.1:8080/now/nav/ui/home?x=1")!.isSameLoad(as: issued))
            #expect(!URL(string: "http://127.0.0.1:8081/now/nav/ui/home")!.isSameLoad(as: issued))
        }
    }
#endif

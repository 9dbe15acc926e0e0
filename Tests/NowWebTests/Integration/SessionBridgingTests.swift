import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The headless engine and the instance emulator over loopback: bridging, cookies and shared sessions.
@Suite @MainActor struct SessionBridgingTests {
    @Test func nothingLoadsBeforeLoadPage() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, _, _) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            #expect(instance.requestLog.isEmpty)
            #expect(controller.currentURL == nil)
        }
    }

    @Test func theBearerGoesOutOnceOnTheBridgeAndNeverOnSubresources() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            let finished = try await activity.finished()

            #expect(finished.path == "/now/nav/ui/home")
            let pageRequests = instance.requestLog.filter { $0.path != "/oauth_token.do" }
            let bearing = pageRequests.filter(\.hasAuthorization)
            #expect(bearing.map(\.path) == ["/now/nav/ui/home"])
            #expect(pageRequests.count > 1, "the page's assets were fetched")
            #expect(pageRequests.dropFirst().allSatisfy { $0.cookieNames.contains("JSESSIONID") })
            #expect(bearing.first?.setCookieNames.contains("JSESSIONID") == true)
            #expect(delegate.errors.isEmpty)
            #expect(controller.lastGoodPage?.path == "/now/nav/ui/home")
        }
    }

    @Test func cookiesAloneCarryLaterNavigations() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            instance.clearRequestLog()

            controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "incident_list.do")))
            let finished = try await activity.finished()

            #expect(finished.path == "/incident_list.do")
            let page = instance.requestLog.first { $0.path == "/incident_list.do" }
            #expect(page?.status == 200)
            #expect(page?.hasAuthorization == false)
            #expect(page?.cookieNames.contains("JSESSIONID") == true)
            #expect(instance.requestLog.allSatisfy { !$0.hasAuthorization })
            #expect(delegate.errors.isEmpty)
        }
    }

    @Test func twoControllersOfOneServiceShareTheSession() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (first, _, firstActivity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            first.loadPage()
            try await firstActivity.finished()
            let sessionCookie = service.dataStore.cookies.allCookies.first { $0.name == "JSESSIONID" }?.value
            instance.clearRequestLog()

            let (second, delegate, secondActivity) = try WebTestHarness.open("/incident_list.do", on: service)
            second.loadPage()
            try await secondActivity.finished()

            #expect(sessionCookie != nil)
            #expect(service.dataStore.cookies.allCookies.first { $0.name == "JSESSIONID" }?.value == sessionCookie)
            #expect(instance.requestLog.allSatisfy { $0.setCookieNames.isEmpty }, "no second session was started")
            #expect(
                instance.requestLog.first { $0.path == "/incident_list.do" }?.cookieNames.contains("JSESSIONID") == true
            )
            #expect(delegate.errors.isEmpty)
        }
    }

    @Test func logoutLeavesNoCookieBehind() async throws {
        try await withInstanceEmulator { instance in
            // A core's logout wipes its instance's web data like `NowSDK.logout()` wipes every instance's,
            // without disturbing the tests that run in parallel on other emulators.
            let core = try WebTestHarness.makeCore(instance)
            let service = try await WebTestHarness.makeService(instance, core: core)
            let (controller, _, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            try await activity.finished()
            #expect(!service.dataStore.cookies.allCookies.isEmpty)

            await core.logout(instanceUrl: instance.baseURL)

            #expect(service.dataStore.cookies.allCookies.isEmpty)
        }
    }

    @Test func urlsOffTheInstanceAreFailuresNotCrashes() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let cases: [(String, NowWebServiceError?)] = [
                (
                    "https://elsewhere.example.com/incident.do",
                    .offInstanceURL(URL(string: "https://elsewhere.example.com/incident.do")!)
                ),
                ("mailto:someone@example.com", .unsupportedScheme(URL(string: "mailto:someone@example.com")!)),
                ("/mesp?id=me_kb_view", nil),
                (instance.baseURL.appending(path: "sp").absoluteString, nil),
            ]
            for (text, expected) in cases {
                let result = service.makeWebViewController(for: URL(string: text)!)
                switch (result, expected) {
                case (.success(let controller), nil):
                    #expect(controller.initialURL.host == instance.baseURL.host)
                case (.failure(let error), let expected?):
                    #expect(error == expected)
                default:
                    Issue.record("\(text): unexpected \(result)")
                }
            }
        }
    }
}

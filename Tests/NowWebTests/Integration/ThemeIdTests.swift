import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A theme's `webPageThemeId`/`webPageThemeVariantId` become the user's theme preferences on the emulator before
/// the page loads, and its pages show the chosen theme.
@Suite @MainActor struct ThemeIdTests {
    static let preferences = "/api/now/table/sys_user_preference"
    static let themeA = "0123456789abcdef0123456789abcdef"
    static let variantA = "fedcba9876543210fedcba9876543210"
    static let themeB = "aaaabbbbccccddddeeeeffff00001111"

    struct Colors: NowWebColoring {
        let nowUIColor: any NowUIColoring = NowUIDefaultColors()
        var webPageThemeId: String?
        var webPageThemeVariantId: String?
        var brand: NowThemeColor = NowUIColor(light: 0x001122, dark: 0x001122).themeColor
    }

    struct Theme: NowWebThemeable {
        var color: any NowWebColoring
        init(_ theme: String?, _ variant: String?, brand: UInt32 = 0x001122) {
            color = Colors(
                webPageThemeId: theme, webPageThemeVariantId: variant,
                brand: NowUIColor(light: brand, dark: brand).themeColor)
        }
    }

    /// The controller for `path` with `theme`, its delegate and activity recorder.
    private func open(
        _ path: String, theme: Theme, on service: NowWebService
    ) throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder) {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate, theme: theme)
            .get()
        return (controller, delegate, ActivityRecorder(controller))
    }

    /// The `<html>` start tag of `path` as the session in `service`'s cookie jar sees it.
    private func htmlTag(_ path: String, instance: InstanceEmulator, service: NowWebService) async throws -> String {
        let session = try #require(service.dataStore.cookies.allCookies.first { $0.name == "JSESSIONID" }?.value)
        var request = URLRequest(url: instance.baseURL.appending(path: path))
        request.setValue("JSESSIONID=\(session)", forHTTPHeaderField: "Cookie")
        let (data, _) = try await URLSession.shared.data(for: request)
        let text = String(decoding: data, as: UTF8.self)
        let start = try #require(text.range(of: "<html"))
        let end = try #require(text[start.lowerBound...].firstIndex(of: ">"))
        return String(text[start.lowerBound...end])
    }

    @Test func theIdsAreWrittenBeforeTheFirstPageAndThePageShowsThem() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, delegate, activity) = try open(
                "/now/nav/ui/home", theme: Theme(Self.themeA, Self.variantA), on: service)
            controller.loadPage()
            try await activity.finished()

            let log = instance.requestLog.filter { $0.path != "/oauth_token.do" }
            let writes = log.filter { $0.path.hasPrefix(Self.preferences) }
            #expect(writes.map(\.method) == ["GET", "POST", "GET", "POST"])
            #expect(writes.allSatisfy { $0.hasBearerToken && $0.status < 300 })
            let firstPage = try #require(log.firstIndex { $0.path == "/now/nav/ui/home" })
            let lastWrite = try #require(log.lastIndex { $0.path.hasPrefix(Self.preferences) })
            #expect(lastWrite < firstPage, "the preferences were written before the page was requested")
            #expect(activity.activities.contains(.themePreferenceWritten))
            #expect(delegate.errors.isEmpty)

            let tag = try await htmlTag("/incident_list.do", instance: instance, service: service)
            #expect(tag.contains("data-now-theme=\"\(Self.themeA)\""))
            #expect(tag.contains("data-now-theme-variant=\"\(Self.variantA)\""))
            #expect(tag.contains("now-theme-\(Self.themeA)"))
        }
    }

    @Test func sameIdsNeverReloadAndChangedIdsReloadOnce() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, _, activity) = try open(
                "/now/nav/ui/home", theme: Theme(Self.themeA, Self.variantA), on: service)
            controller.loadPage()
            try await activity.finished()
            instance.clearRequestLog()

            controller.updateTheme(themeColors: Theme(Self.themeA, Self.variantA, brand: 0xAABBCC))
            #expect(controller.themeStyleSheet.css.contains("170, 187, 204"))
            #expect(instance.requestLog.isEmpty, "same ids, new colours: no request")

            controller.updateTheme(themeColors: Theme(Self.themeB, Self.variantA))
            try await activity.finished()
            let log = instance.requestLog
            let pages = log.filter { $0.path == "/now/nav/ui/home" }
            #expect(pages.count == 1, "one reload")
            #expect(
                log.filter { $0.path.hasPrefix(Self.preferences) }.map(\.method) == ["GET", "PATCH", "GET", "PATCH"])
            let reload = try #require(log.firstIndex { $0.path == "/now/nav/ui/home" })
            #expect(log[..<reload].filter { $0.path.hasPrefix(Self.preferences) }.count == 4)
            let tag = try await htmlTag("/incident_list.do", instance: instance, service: service)
            #expect(tag.contains("data-now-theme=\"\(Self.themeB)\""))
        }
    }

    @Test func theServiceWritesItsUsersIdsOnceForAllItsControllers() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let theme = Theme(Self.themeA, Self.variantA)
            let (first, _, firstActivity) = try open("/now/nav/ui/home", theme: theme, on: service)
            first.loadPage()
            try await firstActivity.finished()
            instance.clearRequestLog()

            let (second, delegate, activity) = try open("/incident_list.do", theme: theme, on: service)
            second.loadPage()
            try await activity.finished()
            #expect(instance.requestLog.filter { $0.path.hasPrefix(Self.preferences) }.isEmpty)
            #expect(!activity.activities.contains(.themePreferenceWritten), "nothing was written for it")
            #expect(delegate.errors.isEmpty)

            let other = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (third, _, otherActivity) = try open("/now/nav/ui/home", theme: theme, on: other)
            third.loadPage()
            try await otherActivity.finished()
            #expect(
                instance.requestLog.filter { $0.path.hasPrefix(Self.preferences) }.count == 4,
                "another service (another user, as far as it knows) writes its own")
        }
    }

    @Test func idsChangedBeforeTheFirstPageAreWrittenByItsBridge() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, _, activity) = try open(
                "/now/nav/ui/home", theme: Theme(Self.themeA, nil), on: service)
            controller.loadPage()
            controller.updateTheme(themeColors: Theme(Self.themeB, nil))
            try await activity.finished()

            let log = instance.requestLog
            #expect(log.filter { $0.path == "/now/nav/ui/home" }.count == 1, "no reload before the first page")
            #expect(log.filter { $0.path.hasPrefix(Self.preferences) }.map(\.method) == ["GET", "POST"])
            let tag = try await htmlTag("/incident_list.do", instance: instance, service: service)
            #expect(tag.contains("data-now-theme=\"\(Self.themeB)\""))
        }
    }

    @Test(arguments: [false, true])
    func aFailedWriteStillLoadsThePage(refused: Bool) async throws {
        try await withInstanceEmulator { instance in
            instance.updateFaults { faults in
                if refused {
                    faults.refuseUserPreferences = true
                } else {
                    faults.body = .resetMidResponse
                    faults.bodyPathPrefix = Self.preferences
                }
            }
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, delegate, activity) = try open(
                "/now/nav/ui/home", theme: Theme(Self.themeA, nil), on: service)
            controller.loadPage()
            let finished = try await activity.finished()

            #expect(finished.path == "/now/nav/ui/home")
            let failure = activity.activities.compactMap {
                if case .themePreferenceFailed(let reason) = $0 { reason } else { nil }
            }
            #expect(failure.count == 1)
            if refused { #expect(failure.first?.contains("HTTP 403") == true) }
            #expect(delegate.errors.isEmpty)
            let tag = try await htmlTag("/incident_list.do", instance: instance, service: service)
            #expect(!tag.contains("data-now-theme"))
        }
    }

    @Test func theUsersSysIDIsReadFirstAndNamedInEveryWrite() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, _, activity) = try open("/now/nav/ui/home", theme: Theme(Self.themeA, nil), on: service)
            controller.loadPage()
            try await activity.finished()
            let log = instance.requestLog.filter { $0.path.hasPrefix("/api/now/table/") }
            #expect(log.map(\.path) == ["/api/now/table/sys_user", Self.preferences, Self.preferences])
            #expect(log.allSatisfy { $0.hasBearerToken && $0.status < 300 })
            #expect(activity.activities.contains(.themePreferenceWritten))
        }
    }

    /// An instance that takes `javascript:gs.getUserID()` literally would make a row of no user, the system-wide
    /// default: every user's theme. Without the user's sys_id nothing is written.
    @Test func withoutTheUsersSysIDNothingIsWritten() async throws {
        try await withInstanceEmulator { instance in
            instance.updateFaults { $0.literalJavaScriptValues = true }
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, delegate, activity) = try open(
                "/now/nav/ui/home", theme: Theme(Self.themeA, Self.variantA), on: service)
            controller.loadPage()
            let finished = try await activity.finished()

            #expect(finished.path == "/now/nav/ui/home")
            #expect(!instance.requestLog.contains { $0.path.hasPrefix(Self.preferences) && $0.method != "GET" })
            let failure = activity.activities.compactMap {
                if case .themePreferenceFailed(let reason) = $0 { reason } else { nil }
            }
            #expect(failure.count == 1 && failure.first?.contains("sys_id could not be had") == true)
            #expect(delegate.errors.isEmpty)
            let tag = try await htmlTag("/incident_list.do", instance: instance, service: service)
            #expect(!tag.contains("data-now-theme"), "no system-wide theme either")
        }
    }

    @Test func anIdThatIsNoSysIDIsNeverSent() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            instance.clearRequestLog()
            let (controller, _, activity) = try open(
                "/now/nav/ui/home", theme: Theme("x^name=other", nil), on: service)
            controller.loadPage()
            try await activity.finished()
            #expect(!instance.requestLog.contains { $0.path.hasPrefix(Self.preferences) })
            #expect(activity.activities.contains { if case .themePreferenceFailed = $0 { true } else { false } })
        }
    }
}

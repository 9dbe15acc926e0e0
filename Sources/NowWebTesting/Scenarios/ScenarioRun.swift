import Foundation
import NowSDK
import NowWeb

/// One run of a scenario: its emulator and data store, the pages it opened, and what went wrong.
@MainActor
package final class ScenarioRun {
    /// A page the scenario opened: its controller, delegate and activities.
    package struct Page {
        /// The controller.
        package let controller: NowWebViewController
        /// Its delegate, which records errors and URLs handed to the app.
        package let delegate: RecordingControllerDelegate
        /// Its activities.
        package let activity: ActivityRecorder
    }

    /// The instance the scenario runs against.
    package let instance: InstanceEmulator
    /// The data store of the scenario's services.
    package let dataStore: WebDataStore
    /// What went wrong so far, each in one sentence.
    package private(set) var problems: [String] = []
    private let host: ScenarioHost
    private var pages: [Page] = []
    private var windows: [ScenarioWindow] = []

    init(instance: InstanceEmulator, dataStore: WebDataStore, host: ScenarioHost) {
        self.instance = instance
        self.dataStore = dataStore
        self.host = host
    }

    /// The host lacks what a scenario asked of it, though its engine is said not to lack it.
    package struct HostLacks: Error, CustomStringConvertible {
        /// What the host lacks.
        package let what: String
        package var description: String { "the host has no \(what)" }
    }

    /// A core that signs the emulator's first user in with the password grant, on the emulator's clock.
    package func makeCore() throws -> NowCoreService {
        try instance.makePasswordCore(logLevel: .error)
    }

    /// A web service on the emulator, signed in through `core` (by default a new ``makeCore()``), on the
    /// emulator's clock, whose controllers use the host's engine (announcing script navigations when
    /// `announcingScriptNavigations`) and the run's data store.
    ///
    /// - Throws: ``HostLacks`` when `announcingScriptNavigations` and the host makes no such engine.
    package func service(
        core: NowCoreService? = nil, recovery: NowWebService.Recovery = .init(),
        sessionEstimate: NowWebService.SessionEstimate = .init(), announcingScriptNavigations: Bool = false,
        connectivity: (any NowConnectivitySource)? = nil
    ) async throws -> NowWebService {
        var makeEngine = host.makeEngine
        if announcingScriptNavigations {
            guard let makeAnnouncingEngine = host.makeAnnouncingEngine else {
                throw HostLacks(what: "engine that announces script navigations")
            }
            makeEngine = makeAnnouncingEngine
        }
        let options = NowWebService.Options(
            makeEngine: makeEngine, recovery: recovery, dataStore: dataStore, sessionEstimate: sessionEstimate,
            clock: instance.clock, connectivity: connectivity)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try core ?? makeCore(), options: options)
    }

    /// Opens `path` on `service` without loading it.
    package func open(_ path: String, on service: NowWebService) throws -> Page {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate).get()
        let page = Page(controller: controller, delegate: delegate, activity: ActivityRecorder(controller))
        pages.append(page)
        return page
    }

    /// Shows `page`'s controller in a window of the host's, closed after the scenario.
    ///
    /// - Throws: ``HostLacks`` when the host shows no windows; what showing the window threw.
    package func openWindow(for page: Page) async throws -> ScenarioWindow {
        guard let openWindow = host.openWindow else { throw HostLacks(what: "window") }
        let window = try await openWindow(page.controller)
        windows.append(window)
        return window
    }

    /// What the host's engine tells of a page's pop-ups.
    ///
    /// - Throws: ``HostLacks`` when the host tells nothing of pop-ups.
    package func popUps() throws -> ScenarioPopUps {
        guard let popUps = host.popUps else { throw HostLacks(what: "pop-ups") }
        return popUps()
    }

    /// Opens `path` on `service`, loads it, and waits until it finished.
    ///
    /// - Returns: The page; `shown` is the URL that finished.
    package func show(_ path: String, on service: NowWebService) async throws -> (page: Page, shown: URL) {
        let page = try open(path, on: service)
        page.controller.loadPage()
        return (page, try await page.activity.finished())
    }

    /// The value of the `JSESSIONID` cookie the page's engine would send to the instance: from the engine's own
    /// store when it states a cookie reader (WebKit), else from the data store (the headless jar).
    package func sessionCookie(of page: Page) async -> String? {
        var header = await page.controller.webEngine.capabilities.cookieHeader?(instance.baseURL)
        if header == nil { header = await dataStore.cookieHeader(for: instance.baseURL) }
        let pairs = (header ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        return pairs.first { $0.hasPrefix("JSESSIONID=") }.map { String($0.dropFirst("JSESSIONID=".count)) }
    }

    /// The absolute URL of `pathAndQuery` on the instance.
    package func url(_ pathAndQuery: String) -> URL {
        URL(string: pathAndQuery, relativeTo: instance.baseURL)!.absoluteURL
    }

    /// Notes `problem` unless `condition` holds.
    package func expect(_ condition: Bool, _ problem: String) {
        if !condition { problems.append(problem) }
    }

    /// Notes a problem naming `what`, the expected and the actual value, unless they are equal.
    package func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
        if actual != expected { problems.append("\(what): expected \(expected), got \(actual)") }
    }

    /// Closes the windows, stops every page's loads and lets go of the pages.
    func close() async {
        for window in windows { await window.close() }
        windows.removeAll()
        for page in pages { page.controller.webEngine.stopLoading() }
        pages.removeAll()
    }
}

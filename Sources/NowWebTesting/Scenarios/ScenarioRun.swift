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
    private let makeEngine: NowWebService.EngineFactory
    private var pages: [Page] = []

    init(instance: InstanceEmulator, dataStore: WebDataStore, makeEngine: @escaping NowWebService.EngineFactory) {
        self.instance = instance
        self.dataStore = dataStore
        self.makeEngine = makeEngine
    }

    /// A web service on the emulator, signed in as its first user with the password grant, on the emulator's
    /// clock, whose controllers use the host's engine and the run's data store.
    package func service(
        recovery: NowWebService.Recovery = .init(), sessionEstimate: NowWebService.SessionEstimate = .init()
    ) async throws -> NowWebService {
        let options = NowWebService.Options(
            makeEngine: makeEngine, recovery: recovery, dataStore: dataStore, sessionEstimate: sessionEstimate,
            clock: instance.clock)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try instance.makePasswordCore(logLevel: .error), options: options)
    }

    /// Opens `path` on `service`, loads it, and waits until it finished.
    ///
    /// - Returns: The page; `shown` is the URL that finished.
    package func show(_ path: String, on service: NowWebService) async throws -> (page: Page, shown: URL) {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate).get()
        let page = Page(controller: controller, delegate: delegate, activity: ActivityRecorder(controller))
        pages.append(page)
        controller.loadPage()
        return (page, try await page.activity.finished())
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

    /// Stops every page's loads and lets go of the pages.
    func close() {
        for page in pages { page.controller.webEngine.stopLoading() }
        pages.removeAll()
    }
}

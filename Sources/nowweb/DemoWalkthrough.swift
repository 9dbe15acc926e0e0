import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting

/// The steps of `nowweb demo`, printed as they happen.
@MainActor
final class DemoWalkthrough {
    let instance: InstanceEmulator
    private let windowSeconds: Double?
    private let start = ContinuousClock.now
    private var seen = 0
    /// Loads the controllers announced as bridged with the bearer token.
    var bridges = 0

    /// A walkthrough on `instance`; `windowSeconds` is how long the page stays in a window, `nil` for none.
    init(instance: InstanceEmulator, windowSeconds: Double?) {
        self.instance = instance
        self.windowSeconds = windowSeconds
    }

    func run() async throws {
        let timeout = instance.configuration.sessionTimeout
        let seconds = Int(timeout.components.seconds)
        step("instance emulator at \(instance.baseURL.absoluteString), session idle timeout \(seconds) s")

        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            logLevel: .none)
        sdk.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
        sdk.tokenStore = NowInMemoryTokenStore()
        sdk.webDataStoreList = nil  // the run's web data stores are temporary: no list in the user's folder
        sdk.clock = instance.clock
        try NowSDK.configure(with: sdk)
        step("NowSDK configured: password grant for abel.tuter")

        let service = try await NowWeb.makeWebService(
            instanceUrl: instance.baseURL,
            options: NowWebService.Options(makeEngine: NowWebHeadless.engineFactory, clock: instance.clock))
        step("NowWebService ready: token exchanged, mobile SDK settings say web is enabled")

        let home = try await open("/now/nav/ui/home", on: service, label: "controller 1")
        let hitsBefore = service.dataStore.httpCache.statistics.hits
        _ = try await open("/now/nav/ui/classic/params/target/incident_list.do", on: service, label: "controller 2")
        let hits = service.dataStore.httpCache.statistics.hits - hitsBefore
        step("controller 2 reused controller 1's web session and took \(hits) assets from the shared cache")
        if let windowSeconds { step(await showInWindow(for: windowSeconds)) }

        instance.advanceTime(by: timeout + .seconds(1))
        step("idle for \(seconds + 1) s on the instance's clock: the web session has expired")

        home.observer.stop()
        let observer = DemoObserver(home.controller) { [weak self] in self?.bridges += 1 }
        home.controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
        let outcome = await observer.recoveryOutcome()
        step("controller 1 followed a link: \(outcome)")

        await NowSDK.logout()
        let cookies = service.dataStore.cookies.allCookies.count
        step("NowSDK.logout(): tokens forgotten, \(cookies) cookies left in the web data store")
        let summary = DemoSummary(log: instance.requestLog, bridges: bridges)
        for line in summary.lines { print("  " + line) }
        print("demo complete in \(elapsed)")
        guard summary.isClean, outcome.hasPrefix("recovered"), cookies == 0 else {
            throw CommandFailure(description: "the demo did not end as it should (see the lines above)")
        }
    }

    private var elapsed: String {
        (ContinuousClock.now - start).formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
    }

    /// Opens a controller on `path`, loads it and prints the outcome.
    private func open(
        _ path: String, on service: NowWebService, label: String
    ) async throws -> (controller: NowWebViewController, observer: DemoObserver) {
        let controller = try service.makeWebViewController(for: URL(string: path)!).get()
        let observer = DemoObserver(controller) { [weak self] in self?.bridges += 1 }
        controller.loadPage()
        let landed = await observer.pageOutcome()
        step("\(label) loadPage() \(path): \(landed)")
        return (controller, observer)
    }

    /// Prints `text` with the elapsed time and the instance requests since the last step.
    private func step(_ text: String) {
        let log = instance.requestLog
        let new = log.dropFirst(seen)
        seen = log.count
        let elapsed = (ContinuousClock.now - start).formatted(.units(allowed: [.milliseconds], width: .narrow))
        let bearer = new.filter { $0.hasAuthorization }.count
        let cookies = new.filter { $0.cookieNames.contains("JSESSIONID") }.count
        let counts =
            new.isEmpty ? "" : "  [\(new.count) requests: \(bearer) with bearer, \(cookies) with session cookie]"
        print("[\(elapsed.padding(toLength: 8, withPad: " ", startingAt: 0))] \(text)\(counts)")
        // Each step reaches a pipe or a file as it happens, not when the buffer fills.
        fflush(nil)
    }
}

/// A subcommand that ran but did not reach its goal: printed as one line, exit code 1.
struct CommandFailure: Error, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting

/// The steps of `nowweb demo`, printed as they happen.
@MainActor
final class DemoWalkthrough {
    private let instance: InstanceEmulator
    private let start = ContinuousClock.now
    private var seen = 0

    init(instance: InstanceEmulator) { self.instance = instance }

    func run() async throws {
        let timeout = instance.configuration.sessionTimeout
        let seconds = Int(timeout.components.seconds)
        step("instance emulator at \(instance.baseURL.absoluteString), session idle timeout \(seconds) s")

        var sdk = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            logLevel: .none)
        sdk.oauthClient = NowOAuthClient(clientId: "nowweb-confidential", clientSecret: "nowweb-secret")
        sdk.now = { [instance] in instance.now }
        try NowSDK.configure(with: sdk)
        step("NowSDK configured: password grant for abel.tuter")

        let service = try await NowWeb.makeWebService(
            instanceUrl: instance.baseURL, options: NowWebService.Options(now: { [instance] in instance.now }))
        step("NowWebService ready: token exchanged, mobile SDK settings say web is enabled")

        let home = try await open("/now/nav/ui/home", on: service, label: "controller 1")
        let hitsBefore = service.dataStore.httpCache.statistics.hits
        _ = try await open("/now/nav/ui/classic/params/target/incident_list.do", on: service, label: "controller 2")
        let hits = service.dataStore.httpCache.statistics.hits - hitsBefore
        step("controller 2 reused controller 1's web session and took \(hits) assets from the shared cache")

        instance.advanceTime(by: timeout + .seconds(1))
        step("idle for \(seconds + 1) s on the instance's clock: the web session has expired")

        let observer = DemoObserver(home.controller)
        home.controller.webEngine.load(WebRequest(url: instance.baseURL.appending(path: "kb_view.do")))
        let outcome = await observer.recoveryOutcome()
        step("controller 1 followed a link: \(outcome)")

        await NowSDK.logout()
        let cookies = service.dataStore.cookies.allCookies.count
        step("NowSDK.logout(): tokens forgotten, \(cookies) cookies left in the web data store")
        let bearing = instance.requestLog.filter(\.hasAuthorization)
        let offInstance = bearing.filter { $0.host != .instance }.count
        print(
            "demo complete: login page \(fetchedLogin ? "FETCHED" : "never fetched"); bearer token on "
                + "\(bearing.count) requests (\(bearing.map(\.path).joined(separator: ", "))), "
                + "\(offInstance) of them off the instance")
        guard !fetchedLogin, offInstance == 0, outcome.hasPrefix("recovered"), cookies == 0 else {
            throw CommandFailure(description: "the demo did not end as it should (see the lines above)")
        }
    }

    private var fetchedLogin: Bool { instance.requestLog.contains { $0.path == "/login.do" } }

    /// Opens a controller on `path`, loads it and prints the outcome.
    private func open(
        _ path: String, on service: NowWebService, label: String
    ) async throws -> (controller: NowWebViewController, observer: DemoObserver) {
        let controller = try service.makeWebViewController(for: URL(string: path)!).get()
        let observer = DemoObserver(controller)
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

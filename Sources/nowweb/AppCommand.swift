import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting

#if WebKitGTK
    import NowWebKitGTK
#endif

/// `nowweb app`: the smallest app written against the vendor's API, run as it is: one line picks the engine,
/// then only `NowSDK.configure`, `NowWeb.makeWebService(instanceUrl:)` and `makeWebViewController`.
enum AppCommand: Subcommand {
    static let name = "app"
    static let summary = "run a page as an app written against the vendor's API would, printing its callbacks"
    static let help = """
        usage: nowweb app URL [--instance URL] [--user NAME (--password-env VAR | --password PASSWORD)]
                              [--client-id ID [--client-secret-env VAR]] [--pkce] [--bundle-id ID]
                              [--timeout DURATION] [--data-directory DIR] [--web-data-list FILE]

        Does what an app does: NowWebKitGTK.install() (WebKitGTK when built with it and a display is there,
        else headless; one line in the log says which; NowWebHeadless.install() in a build without WebKitGTK), NowSDK.configure, NowWeb.makeWebService(instanceUrl:),
        makeWebViewController(for: URL, delegate:) and loadPage(). Prints every delegate callback and exits
        when the page ends its flow, fails, or asks to be dismissed.

        options:
        \(SignInOptions.usage)
          --timeout DURATION        give up after this long (default 60s)
          --data-directory DIR      keep the service's web data on disk under DIR (default: in memory)
          --web-data-list FILE      list the web data stores there for logout (default: the SDK's own file)
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        let signIn = try SignInOptions(parsing: &arguments)
        let timeout = try arguments.value("timeout").map { try Arguments.duration($0, flag: "timeout") } ?? .seconds(60)
        let storage = VendorApp.Storage(
            dataDirectory: try arguments.value("data-directory").map { URL(fileURLWithPath: $0, isDirectory: true) },
            webDataList: try arguments.value("web-data-list").map { URL(fileURLWithPath: $0) })
        let positionals = arguments.positionals()
        guard positionals.count == 1, let page = URL(string: positionals[0]) else {
            throw UsageError(description: "expected exactly one URL")
        }
        try signIn.validate()
        try arguments.finish()
        guard signIn.isEmbedded else {
            return try await VendorApp(signIn: signIn, page: page, timeout: timeout, storage: storage).run()
        }
        try await withInstanceEmulator { emulator in
            var embedded = signIn
            embedded.instance = emulator.baseURL
            try await VendorApp(
                signIn: embedded, page: page, timeout: timeout, storage: storage, clock: emulator.clock
            ).run()
        }
    }
}

/// One run of `nowweb app`.
@MainActor
final class VendorApp: NowWebViewControllerDelegate {
    /// Where the app keeps web data, when not in memory.
    struct Storage {
        var dataDirectory: URL?
        var webDataList: URL?
    }

    private let signIn: SignInOptions
    private let page: URL
    private let timeout: Duration
    private let storage: Storage
    private let clock: NowClock
    private let (ends, end) = AsyncStream.makeStream(of: String.self)

    init(signIn: SignInOptions, page: URL, timeout: Duration, storage: Storage = Storage(), clock: NowClock = .system) {
        self.signIn = signIn
        self.page = page
        self.timeout = timeout
        self.storage = storage
        self.clock = clock
    }

    func run() async throws {
        guard let instance = signIn.instance else { throw UsageError(description: "no instance") }
        #if WebKitGTK
            NowWebKitGTK.install { print($0.message) }
        #else
            NowWebHeadless.install { print($0.message) }
        #endif
        var configuration = signIn.sdkConfiguration(clock: clock)
        if let list = storage.webDataList { configuration.webDataStoreList = list }
        try NowSDK.configure(with: configuration)
        var options = NowWebService.Options()
        if let directory = storage.dataDirectory {
            options.dataStore = WebDataStore(configuration: .init(cache: .init(diskDirectory: directory)))
        }
        let service = try await NowWeb.makeWebService(instanceUrl: instance, options: options)
        let controller = try service.makeWebViewController(for: page, delegate: self).get()
        controller.loadPage()
        var engine: (any WebEngine)? = controller.webEngine
        if let deferred = engine as? DeferredWebEngine { engine = await deferred.readyEngine() }
        print("engine: \(engine.map { "\(type(of: $0))" } ?? "none")")
        let deadline = Task { [end, timeout] in
            try? await Task.sleep(for: timeout)
            end.yield("timeout")
        }
        defer { deadline.cancel() }
        for await reason in ends {
            guard reason == "timeout" else { break }
            throw CommandFailure(description: "no delegate callback within \(timeout)")
        }
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        print("delegate: didEndFlow \"\(flowName)\"")
        end.yield("flow")
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {
        print("delegate: didFailNavigationWith \(error.localizedDescription)")
        end.yield("failed")
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        print("delegate: didReceive unsupported URL \(unsupportedUrl.redactedForLog)")
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        print("delegate: didRequestDismissal")
        end.yield("dismissed")
    }
}

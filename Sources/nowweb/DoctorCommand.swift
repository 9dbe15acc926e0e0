import Foundation
import NowSDK
import NowWebTesting

/// `nowweb doctor`: checks an instance the way NowWeb will use it, one line per check with the fix.
enum DoctorCommand: Subcommand {
    static let name = "doctor"
    static let summary = "check an instance the way NowWeb uses it, one line per check with the fix"
    static let help = """
        usage: nowweb doctor [--instance URL] [--user NAME (--password-env VAR | --password PASSWORD)
                             | --pkce | --jwt-file PATH | --jwt-env VAR]
                             [--client-id ID [--client-secret-env VAR]] [--bundle-id ID] [--page PATH]
                             [--settings-path PATH | --settings-query-path PATH | --stated-settings] [--json]

        Signs in like 'nowweb open' and checks, in order: the instance answers over TLS, its OAuth token
        endpoint, that the client is accepted and a token obtained, the service settings, that a page loaded
        with the bearer token starts a web session (cookie names only), the idle timeout it announces, how the
        page answers without a session (the login variant and what NowWeb does about it), X-Is-Logged-In,
        whether the page loads the Cabrillo script, and how a data request without a session is answered (a
        read-only GET /api/now/table/incident: status, header, body shape). Secrets are never printed, nor the
        instance's user info: the instance is shown as its origin. The settings are asked at the URL NowSDK
        asks (its default source, NowSettingsSource.mobileSDK, unless an option below names another).

        Exit status: 0 when every check passed, 1 when any failed, 2 for bad arguments.

        options:
        \(SignInOptions.usage)
          --page PATH               the page to load (default /mesp)
          --settings-path PATH      the settings resource, asked as PATH/<bundle id> like the app's
                                    .applicationResource(path:) (default \(NowSettingsSource.defaultResourcePath))
          --settings-query-path PATH  the settings asked as PATH?app_bundle_id=<bundle id> like the app's
                                    .endpoint(path:) (\(NowSettingsSource.defaultEndpointPath) for .mobileSDKQuery)
          --stated-settings         the app states its settings (web on, no guests): the endpoint is not asked
          --json                    print one JSON object instead of lines
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        let signIn = try SignInOptions(parsing: &arguments)
        let page = try arguments.value("page") ?? "/mesp"
        guard page.hasPrefix("/"), !page.hasPrefix("//") else {
            throw UsageError(description: "--page: '\(page)' is not a path on the instance")
        }
        let named = try settingsSource(&arguments)
        let json = arguments.flag("json")
        try arguments.finish()
        try signIn.validate()
        // The SDK's own default source unless the options name one: the doctor asks what an app asks.
        var configuration = signIn.sdkConfiguration(clock: .system)
        if let named { configuration.settingsSource = named }
        if let problem = configuration.problem { throw UsageError(description: problem.explanation) }
        let source = configuration.settingsSource
        let checks: [DoctorCheck]
        let instance: URL
        if let given = signIn.instance {
            instance = given
            checks = await InstanceDoctor(
                origin: given, signIn: signIn, page: page, settingsSource: source, clock: .system
            ).run()
        } else {
            (instance, checks) = try await withInstanceEmulator { emulator in
                var embedded = signIn
                embedded.instance = emulator.baseURL
                let checks = await InstanceDoctor(
                    origin: emulator.baseURL, signIn: embedded, page: page, settingsSource: source,
                    clock: emulator.clock
                ).run()
                return (emulator.baseURL, checks)
            }
        }
        report(checks, instance: instance, json: json)
        let failed = checks.filter { $0.status == .fail }.count
        if failed > 0 {
            throw CommandFailure(description: "\(failed) of \(checks.count) checks failed")
        }
    }

    /// The settings source the options name (a resource path, a query path, or stated), or `nil` for the
    /// SDK's default.
    private static func settingsSource(_ arguments: inout Arguments) throws -> NowSettingsSource? {
        let resource = try arguments.value("settings-path")
        let query = try arguments.value("settings-query-path")
        let stated = arguments.flag("stated-settings")
        if [resource != nil, query != nil, stated].filter({ $0 }).count > 1 {
            throw UsageError(
                description: "--settings-path, --settings-query-path and --stated-settings exclude each other")
        }
        if stated { return .stated(NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false)) }
        if let resource { return .applicationResource(path: resource) }
        return query.map { .endpoint(path: $0) }
    }

    private static func report(_ checks: [DoctorCheck], instance: URL, json: Bool) {
        if json {
            struct Report: Encodable {
                let instance: String
                let passed: Bool
                let checks: [DoctorCheck]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let report = Report(
                instance: InstanceDoctor.shown(instance), passed: !checks.contains { $0.status == .fail },
                checks: checks)
            if let data = try? encoder.encode(report) { print(String(decoding: data, as: UTF8.self)) }
        } else {
            print("nowweb doctor \(InstanceDoctor.shown(instance))")
            for check in checks { print(check.line) }
        }
        fflush(nil)
    }
}

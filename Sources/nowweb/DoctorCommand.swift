import Foundation
import NowSDK
import NowWebTesting

/// `nowweb doctor`: checks an instance the way NowWeb will use it, one line per check with the fix.
enum DoctorCommand: Subcommand {
    static let name = "doctor"
    static let summary = "check an instance the way NowWeb uses it, one line per check with the fix"
    static let help = """
        usage: nowweb doctor [--instance URL] [--user NAME (--password-env VAR | --password PASSWORD)]
                             [--client-id ID [--client-secret-env VAR]] [--pkce] [--bundle-id ID]
                             [--page PATH] [--settings-path PATH | --stated-settings] [--json]

        Signs in like 'nowweb open' and checks, in order: the instance answers over TLS, its OAuth token
        endpoint, that the client is accepted and a token obtained, the service settings, that a page loaded
        with the bearer token starts a web session (cookie names only), the idle timeout it announces, how the
        page answers without a session (the login variant and what NowWeb does about it), X-Is-Logged-In,
        whether the page loads the Cabrillo script, and how a data request without a session is answered (a
        read-only GET /api/now/table/incident: status, header, body shape). Secrets are never printed.

        Exit status: 0 when every check passed, 1 when any failed, 2 for bad arguments.

        options:
        \(SignInOptions.usage)
          --page PATH               the page to load (default /mesp)
          --settings-path PATH      the settings endpoint path (default \(NowSettingsSource.defaultEndpointPath))
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
        let settingsPath = try arguments.value("settings-path")
        let stated = arguments.flag("stated-settings")
        if settingsPath != nil, stated {
            throw UsageError(description: "--settings-path and --stated-settings exclude each other")
        }
        let source: NowSettingsSource =
            stated
            ? .stated(NowServiceSettings(enabled: true, webEnabled: true, allowGuestAccess: false))
            : .endpoint(path: settingsPath ?? NowSettingsSource.defaultEndpointPath)
        let json = arguments.flag("json")
        try arguments.finish()
        try signIn.validate()
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
                instance: instance.absoluteString, passed: !checks.contains { $0.status == .fail }, checks: checks)
            if let data = try? encoder.encode(report) { print(String(decoding: data, as: UTF8.self)) }
        } else {
            print("nowweb doctor \(instance.absoluteString)")
            for check in checks { print(check.line) }
        }
        fflush(nil)
    }
}

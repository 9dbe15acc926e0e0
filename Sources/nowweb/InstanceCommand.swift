import Foundation
import NowInternal
import NowWebTesting

#if canImport(Glibc)
    import Glibc
#endif

/// `nowweb instance`: the instance emulator in the foreground until Ctrl-C.
enum InstanceCommand: Subcommand {
    static let name = "instance"
    static let summary = "run the instance emulator on loopback until Ctrl-C"
    static let help = """
        usage: nowweb instance [options]

        Runs a ServiceNow instance emulator on 127.0.0.1 (OAuth, web sessions, pages, faults) and prints its
        address and test credentials. Stops cleanly on Ctrl-C.

        options:
          --port N                   instance port (default: any free port)
          --foreign-port N           foreign host / SAML identity provider port (default: any free port)
          --session-timeout DURATION idle session timeout, e.g. 30m, 90s (default 30m)
          --latency DURATION         delay before every response, e.g. 200ms (default 0)
          --expiry-variant V         how an expired session is answered (default loginRedirect):
                                     \(ExpiryVariant.allCases.map(\.rawValue).joined(separator: ", "))
          --data-expiry V            portal and Next Experience pages load data as single-page apps; a data
                                     request without a session is answered (default unauthorized):
                                     \(InstanceEmulator.SinglePageApps.DataExpiry.allCases.map(\.rawValue).joined(separator: ", "))
          --page-reaction V          as --data-expiry; what a page does when its data is refused (default
                                     keepsPage): \(InstanceEmulator.SinglePageApps.Reaction.allCases.map(\.rawValue).joined(separator: ", "))
          --user NAME:PASSWORD       add a user (repeatable); abel.tuter and beth.anglin always exist
          --auto-approve             /oauth_auth.do approves at once instead of showing its login page
          --soft-sessions            sessions outlive the access token that started them
          --tls                      serve HTTPS with a test certificate authority made at start (its
                                     certificate file is printed: curl --cacert FILE); cookies Secure

        faults:
          --jitter DURATION          random extra delay up to this much on every response
          --bandwidth BYTES          cap each response at BYTES per second
          --token-failure KIND       the token endpoint fails: 500, 503, 429, timeout, drop, malformed-json, invalid-grant
          --body-fault KIND          response bodies misbehave: slow, truncated, reset
          --service-settings MODE    settings endpoint answer: enabled, disabled, invalid-json, 500,
                                     missing
          --refuse-new-sessions      bearer tokens and logins get no new session
          --fresh-token-lands-on-login  a valid bearer token on a page still lands on the login page

          -h, --help                 show this help
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        let configuration = try configuration(from: &arguments)
        try arguments.finish()
        let emulator = try await InstanceEmulator.start(configuration)
        // The handlers go in before the banner: whoever reads it may press Ctrl-C at once.
        let interrupt = InterruptWaiter()
        do {
            try printBanner(emulator)
        } catch {
            await emulator.shutdown()
            throw error
        }
        await interrupt.wait()
        print("stopping")
        await emulator.shutdown()
    }

    private static func configuration(from arguments: inout Arguments) throws -> InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        if let port = try arguments.value("port") { configuration.port = try self.port(port, flag: "port") }
        if let port = try arguments.value("foreign-port") {
            configuration.foreignPort = try self.port(port, flag: "foreign-port")
        }
        if let timeout = try arguments.value("session-timeout") {
            configuration.sessionTimeout = try Arguments.duration(timeout, flag: "session-timeout")
            guard configuration.sessionTimeout > .zero else {
                throw UsageError(description: "--session-timeout must be longer than zero")
            }
        }
        if let latency = try arguments.value("latency") {
            configuration.latency = try Arguments.duration(latency, flag: "latency")
        }
        if let variant = try arguments.value("expiry-variant") {
            guard let parsed = ExpiryVariant(rawValue: variant) else {
                let names = ExpiryVariant.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(description: "--expiry-variant: '\(variant)' is not one of \(names)")
            }
            configuration.expiryVariant = parsed
        }
        configuration.singlePageApps = try singlePageApps(from: &arguments)
        for user in try arguments.values("user") {
            let parts = user.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError(description: "--user: expected NAME:PASSWORD")
            }
            configuration.users.removeAll { $0.name == parts[0] }
            configuration.users.append(.init(name: parts[0], password: parts[1]))
        }
        configuration.faults = try faults(from: &arguments, latency: configuration.latency)
        configuration.autoApproveAuthorization = arguments.flag("auto-approve")
        configuration.hardenedSessions = !arguments.flag("soft-sessions")
        if arguments.flag("tls") { configuration.tls = .init() }
        return configuration
    }

    /// Single-page apps when `--data-expiry` or `--page-reaction` is given, else `nil`.
    private static func singlePageApps(from arguments: inout Arguments) throws -> InstanceEmulator.SinglePageApps? {
        let expiry = try arguments.value("data-expiry")
        let reaction = try arguments.value("page-reaction")
        guard expiry != nil || reaction != nil else { return nil }
        var apps = InstanceEmulator.SinglePageApps()
        if let expiry {
            guard let parsed = InstanceEmulator.SinglePageApps.DataExpiry(rawValue: expiry) else {
                let names = InstanceEmulator.SinglePageApps.DataExpiry.allCases.map(\.rawValue)
                throw UsageError(
                    description: "--data-expiry: '\(expiry)' is not one of \(names.joined(separator: ", "))")
            }
            apps.dataExpiry = parsed
        }
        if let reaction {
            guard let parsed = InstanceEmulator.SinglePageApps.Reaction(rawValue: reaction) else {
                let names = InstanceEmulator.SinglePageApps.Reaction.allCases.map(\.rawValue)
                throw UsageError(
                    description: "--page-reaction: '\(reaction)' is not one of \(names.joined(separator: ", "))")
            }
            apps.reaction = parsed
        }
        return apps
    }

    static func port(_ text: String, flag: String) throws -> UInt16 {
        guard let port = UInt16(text) else {
            throw UsageError(description: "--\(flag): '\(text)' is not a port number")
        }
        return port
    }

    private static func printBanner(_ emulator: InstanceEmulator) throws {
        let configuration = emulator.configuration
        let authority = try emulator.certificateAuthority.map {
            "\n  tls        certificate authority \(try $0.certificateFile().path) (trust it in the client)"
        }
        let base = emulator.baseURL.absoluteString
        let clients = configuration.clients.map { client in
            client.secret.map { "\(client.id) / \($0)" } ?? "\(client.id) (public, PKCE)"
        }
        print(
            """
            nowweb instance emulator
              instance   \(base)
              foreign    \(emulator.foreignBaseURL.absoluteString) (foreign host, SAML identity provider)
              users      \(configuration.users.map { "\($0.name) / \($0.password)" }.joined(separator: ", "))
              clients    \(clients.joined(separator: ", "))
              token      POST \(base)/oauth_token.do (form-encoded)
              pages      \(base)/now/nav/ui/home, \(base)/login.do
              sessions   idle timeout \(Int(configuration.sessionTimeout.secondsValue)) s, \
            \(configuration.hardenedSessions ? "hardened" : "soft"), expiry answer \(configuration.expiryVariant.rawValue)
              apps       \(configuration.singlePageApps.map { "single-page: data \($0.dataExpiry.rawValue), page \($0.reaction.rawValue)" } ?? "static pages")\
            \(authority ?? "")
            Press Ctrl-C to stop.
            """)
        fflush(nil)
    }
}

/// Catches SIGINT and SIGTERM from the moment it is made, so that a signal sent before ``wait()`` is not lost.
final class InterruptWaiter: @unchecked Sendable {
    // Safe because `sources` is set once in init and only cancelled afterwards (Dispatch sources are
    // thread-safe), and `state` is behind its lock.
    private let sources: [any DispatchSourceSignal]
    private let state = Locked<(interrupted: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    init() {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        for source in sources {
            source.setEventHandler { [state] in
                let waiter = state.withLock { state in
                    defer { state = (true, nil) }
                    return state.waiter
                }
                waiter?.resume()
            }
            source.resume()
        }
    }

    /// Suspends until SIGINT or SIGTERM has arrived (returns at once if one already has).
    func wait() async {
        await withCheckedContinuation { continuation in
            let already = state.withLock { state in
                if !state.interrupted { state.waiter = continuation }
                return state.interrupted
            }
            if already { continuation.resume() }
        }
        for source in sources { source.cancel() }
    }
}

import Foundation
import NowInternal
import NowSDK

/// A ServiceNow instance on loopback, as far as OAuth and web sessions are concerned.
///
/// It runs a real HTTP/1.1 server on `127.0.0.1` (and a second, foreign one acting as a SAML identity
/// provider), issues OAuth tokens, starts web sessions from bearer tokens, expires them on an injectable
/// clock, serves realistic pages with cacheable assets, and injects faults on demand. Prefer the scoped
/// `withInstanceEmulator(_:_:)`, which always shuts it down:
///
/// ```swift
/// try await withInstanceEmulator { instance in
///     let page = instance.baseURL.appending(path: "now/nav/ui/home")
///     // sign in, load `page` with a bearer token, then:
///     instance.advanceTime(by: .seconds(31 * 60))
///     // the next cookie-only request lands on the login page
/// }
/// ```
public final class InstanceEmulator: Sendable {
    /// The configuration it was started with.
    public let configuration: Configuration
    /// The instance's address, `http://127.0.0.1:<port>` (`https://` in the TLS mode).
    public let baseURL: URL
    /// The foreign host's address (also the SAML identity provider), `http://127.0.0.1:<port>` (`https://` in
    /// the TLS mode).
    public let foreignBaseURL: URL
    /// The authority whose server certificate both listeners present in the TLS mode; `nil` for plain HTTP.
    public let certificateAuthority: TestCertificateAuthority?
    let instance: EmulatedInstance
    private let servers: [HTTPServer]

    private init(instance: EmulatedInstance, servers: [HTTPServer], authority: TestCertificateAuthority?) {
        self.configuration = instance.configuration
        self.instance = instance
        self.servers = servers
        self.certificateAuthority = authority
        let scheme = authority == nil ? "http" : "https"
        self.baseURL = URL(string: "\(scheme)://127.0.0.1:\(servers[0].port)")!
        self.foreignBaseURL = URL(string: "\(scheme)://127.0.0.1:\(servers[1].port)")!
        instance.addresses.withLock { $0 = (baseURL, foreignBaseURL) }
    }

    // A forgotten `shutdown()` must not leave listeners and threads running for the rest of the process.
    deinit {
        for server in servers { server.shutdown() }
    }

    /// Starts both listeners and returns once they accept connections.
    ///
    /// - Parameter configuration: Users, clients, lifetimes, faults and ports. Default `Configuration()`.
    /// - Returns: The running emulator; call `shutdown()` when done (or use `withInstanceEmulator`).
    /// - Throws: `InstanceEmulatorError.listenFailed` when a port cannot be bound, `.tlsFailed` when the TLS
    ///   mode cannot be set up.
    public static func start(_ configuration: Configuration = .init()) async throws -> InstanceEmulator {
        let instance = EmulatedInstance(configuration: configuration)
        var server = HTTPServer.Configuration()
        var authority: TestCertificateAuthority?
        if let tls = configuration.tls {
            let chosen = try tls.authority ?? TestCertificateAuthority.shared()
            server.tls = try chosen.serverContext()
            authority = chosen
        }
        server.maximumHeadBytes = configuration.maximumRequestHeadBytes
        server.maximumBodyBytes = configuration.maximumRequestBodyBytes
        server.requestTimeout = configuration.requestTimeout
        server.idleTimeout = configuration.idleConnectionTimeout
        server.maximumConnections = configuration.maximumConnections
        server.now = { instance.now }
        server.port = configuration.port
        let main = try HTTPServer.start(server) { instance.handle($0, on: .instance) }
        server.port = configuration.foreignPort
        do {
            let foreign = try HTTPServer.start(server) { instance.handle($0, on: .foreign) }
            for started in [main, foreign] { started.setRefusing(configuration.faults.unreachable) }
            return InstanceEmulator(instance: instance, servers: [main, foreign], authority: authority)
        } catch {
            main.shutdown()
            throw error
        }
    }

    /// Stops both listeners, closes every connection and ends every server thread.
    public func shutdown() async {
        // Joining the server threads blocks, so it happens on a thread of its own rather than on one of
        // Swift concurrency's few cooperative threads.
        let servers = self.servers
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                for server in servers { server.shutdown() }
                continuation.resume()
            }.start()
        }
    }

    /// The names of the threads serving the instance and the foreign host (as in `/proc/self/task/*/comm`).
    public var threadNames: [String] { servers.map(\.threadName) }

    /// The path and query of every static asset the pages reference, in page order.
    public var assetPaths: [String] { instance.assets.assets.map(\.reference) }

    /// The number of client connections open on the instance listener.
    public var openConnectionCount: Int { servers[0].connectionCount }

    /// The emulator's current time: the configured clock plus every `advanceTime(by:)`.
    public var now: Date { instance.now }

    /// A clock for the SDK and the web service whose wall date is the emulator's (``now``), so that
    /// `advanceTime(by:)` ages their tokens and sessions with the instance's; its timer is the continuous clock.
    public var clock: NowClock { NowClock(now: { [instance] in instance.now }, timer: ContinuousClock()) }

    /// Moves the emulator's clock forward, expiring sessions, tokens and codes as real time would.
    public func advanceTime(by duration: Duration) {
        instance.state.withLock { $0.timeOffset += duration }
    }

    /// Every request received so far, oldest first (see `Configuration.requestLogLimit`).
    public var requestLog: [LoggedRequest] { instance.state.withLock { $0.log } }

    /// Waits for the first request that `matches` among those logged after the first `count` entries of
    /// ``requestLog`` (read `requestLog.count` before causing the request, so that none is missed), and returns
    /// it. A request is logged when it arrives, before its answer and any latency the faults add.
    ///
    /// - Parameters:
    ///   - count: How many entries of the log to pass over.
    ///   - matches: Which request to wait for.
    /// - Returns: The request, as logged.
    public func request(
        loggedAfter count: Int, matching matches: @escaping @Sendable (LoggedRequest) -> Bool
    ) async -> LoggedRequest {
        await withCheckedContinuation { continuation in
            let found = instance.state.withLock { state -> LoggedRequest? in
                if let found = state.log.dropFirst(count).first(where: matches) { return found }
                state.requestWaiters.append((matches, continuation))
                return nil
            }
            if let found { continuation.resume(returning: found) }
        }
    }

    /// Empties the request log.
    public func clearRequestLog() {
        instance.state.withLock { $0.log.removeAll() }
    }

    /// The faults in effect.
    public var faults: Faults { instance.state.withLock { $0.faults } }

    /// Replaces the faults in effect; the next request sees them.
    public func setFaults(_ faults: Faults) {
        updateFaults { $0 = faults }
    }

    /// Changes the faults in effect with `change`.
    public func updateFaults(_ change: (inout Faults) -> Void) {
        let unreachable = instance.state.withLock { state in
            change(&state.faults)
            return state.faults.unreachable
        }
        for server in servers { server.setRefusing(unreachable) }
    }
}

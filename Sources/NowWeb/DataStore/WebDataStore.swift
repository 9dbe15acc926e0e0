import Foundation
import NowInternal
import NowSDK

/// The cookies and HTTP cache that every engine and controller of one web service share, so that a session bridged
/// in one controller is reused by the next and a preloaded asset serves them all.
///
/// ```swift
/// let store = WebDataStore()
/// let options = NowWebService.Options(dataStore: store)   // every service made with these options shares it
/// // ... after logout:
/// try await store.removeAllData()
/// ```
public final class WebDataStore: Sendable {
    /// Settings of a data store.
    public struct Configuration: Sendable {
        /// Limits and placement of the HTTP cache. Default: in memory only, see ``CacheConfiguration``.
        public var cache: CacheConfiguration
        /// How long ``WebDataStore/removeAllData()`` waits for each engine's own wipe (WebKit's answer) before
        /// it reports that wipe as failed and goes on. Default: 10 seconds.
        public var removalDeadline: Duration

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(
            cache: CacheConfiguration = CacheConfiguration(), removalDeadline: Duration = .seconds(10)
        ) {
            self.cache = cache
            self.removalDeadline = removalDeadline
        }
    }

    /// The store's cookies, in a storage of their own.
    package let cookies: WebCookieJar
    /// Where and how much the HTTP cache of an engine that keeps one in the store (the headless engine's) keeps.
    package let cacheConfiguration: CacheConfiguration
    /// The wall date the store dates cookies and cached responses by.
    package let now: @Sendable () -> Date

    let removalDeadline: Duration
    /// The clock ``Configuration/removalDeadline`` is measured on.
    let clock: any Clock<Duration>
    let removalHooks = Locked<[@Sendable () async throws -> Void]>([])
    let cookieSources = Locked<[@Sendable (URL) async -> String?]>([])
    private let teardownHooks = Locked<[@Sendable () -> Void]>([])
    private let trustHookOfEngines = Locked<(any NowTrustEvaluating)?>(nil)
    private let estimate = Locked(WebSessionEstimate())
    private let parts = Locked<[ObjectIdentifier: any Part]>([:])

    /// Makes an empty store; `clock` dates cookies and cached responses and times the removal deadline (inject
    /// one in tests, the same the service runs on).
    public init(configuration: Configuration = Configuration(), clock: NowClock = .system) {
        cookies = WebCookieJar(now: clock.now)
        cacheConfiguration = configuration.cache
        now = clock.now
        removalDeadline = configuration.removalDeadline
        self.clock = clock.timer
    }

    deinit {
        for hook in teardownHooks.current { hook() }
    }

    /// What the store knows of how long its web session on the instance lives; every controller of the
    /// store feeds it and reads it.
    package var sessionEstimate: WebSessionEstimate { estimate.current }

    /// Removes every cookie and cached response the store itself keeps. Only part of a wipe: engines that keep
    /// data of their own for this store (WebKit's network session) are wiped by ``removeAllData()``, which
    /// logout uses and which apps call.
    package func removeAll() {
        cookies.removeAll()
        let made = parts.withLock { Array($0.values) }
        for part in made { part.removeAll() }
        if !made.contains(where: { $0.ownsCacheDirectory }), let directory = cacheConfiguration.diskDirectory {
            // A disk cache an earlier launch filled, which no engine of this launch has opened yet.
            try? FileManager.default.removeItem(at: directory)
        }
        recordSession(.cleared)
    }

    /// Data an engine module keeps in the store (the headless engine's HTTP cache): made on first use, kept for
    /// the store's life and emptied by ``removeAll()``.
    package protocol Part: AnyObject, Sendable {
        /// Whether it keeps its data in ``CacheConfiguration/diskDirectory`` (and empties it in ``removeAll()``).
        var ownsCacheDirectory: Bool { get }
        /// Removes everything it keeps.
        func removeAll()
    }

    /// The store's part of type `Kind`, made by `make` the first time it is asked for.
    package func part<Kind: Part>(_ kind: Kind.Type = Kind.self, make: () -> Kind) -> Kind {
        parts.withLock { parts in
            if let part = parts[ObjectIdentifier(kind)] as? Kind { return part }
            let part = make()
            parts[ObjectIdentifier(kind)] = part
            return part
        }
    }

    /// Starts the session estimate over with `configuration` (what was learned is forgotten) unless that is
    /// already its configuration.
    package func configureSessionEstimate(_ configuration: WebSessionEstimate.Configuration) {
        estimate.withLock { estimate in
            guard estimate.configuration != configuration else { return }
            estimate = WebSessionEstimate(configuration: configuration)
        }
    }

    /// Feeds `observation` to the session estimate and returns the estimate after it.
    @discardableResult
    package func recordSession(_ observation: WebSessionEstimate.Observation) -> WebSessionEstimate {
        estimate.withLock { estimate in
            estimate.record(observation)
            return estimate
        }
    }

    /// Decides, under the estimate's lock, whether the user's input at `input` sends a keep-alive
    /// (``SessionKeepAlive/decide(input:estimate:policy:)``), and when it does, records it for the idle window, so
    /// that the controllers sharing the store send one between them.
    package func claimKeepAlive(input: Date, policy: SessionKeepAlive.Policy) -> SessionKeepAlive.Choice {
        estimate.withLock { estimate in
            let decision = SessionKeepAlive.decide(input: input, estimate: estimate, policy: policy)
            if decision == .send { estimate.record(.keepAliveSent(at: input)) }
            return decision
        }
    }

    /// Registers work that ``removeAllData()`` must also do (an engine wiping its own copy of the data).
    package func addRemovalHook(_ hook: @escaping @Sendable () async throws -> Void) {
        removalHooks.withLock { $0.append(hook) }
    }

    /// Registers where else cookies for this store live (WebKit's jar): a `Cookie` header value for a URL.
    package func addCookieSource(_ source: @escaping @Sendable (URL) async -> String?) {
        cookieSources.withLock { $0.append(source) }
    }

    /// Hands the store the app's trust hook of an engine made for it, which the store's own request to the
    /// instance (logout's `/logout.do`, with the session's cookies) obeys. The first hook that is not the
    /// platform's stays: an app gives the engines of one store one hook, and a pin is not lost to an engine made
    /// without it.
    package func useTrustHook(_ hook: any NowTrustEvaluating) {
        trustHookOfEngines.withLock { current in
            guard current == nil || current is NowPlatformTrust else { return }
            current = hook
        }
    }

    /// The trust hook of the store's engines (``useTrustHook(_:)``); the platform's handling when none was given.
    package var trustHook: any NowTrustEvaluating { trustHookOfEngines.current ?? NowPlatformTrust() }

    /// Registers work to do when the store goes away (deleting a temporary directory an engine made for it).
    package func addTeardownHook(_ hook: @escaping @Sendable () -> Void) {
        teardownHooks.withLock { $0.append(hook) }
    }
}

import Foundation
import NowInternal
import NowSDK
import NowWebTesting
import Testing

/// A token request a page started before a logout, and that still waits when the logout runs, is abandoned: it
/// neither signs the logged-out user in again nor leaves a token in the store, and its caller hears that the
/// user must sign in (R3-M-2).
@Suite struct LogoutOvertakesRequestTests {
    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    private static let user = "abel.tuter"
    private static let password = "Abel.Tuter-1"

    private static func core(on store: any NowTokenStore) throws -> NowCoreService {
        var configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: user, password: password),
            permissionDelegate: nil, logLevel: .none)
        configuration.appBundleId = "dev.nowweb.app"
        configuration.tokenStore = store
        configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile")
        return try NowCoreService(configuration: configuration)
    }

    private static func service(_ instance: InstanceEmulator) -> Service {
        Service(configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
    }

    /// The user signed in on an earlier launch (their tokens are in the store); this launch's core has not read
    /// them yet when a page reports its token refused, and the read is slow. A logout runs meanwhile.
    @Test func aRefusedTokenReportWaitingOnTheStoreWhenALogoutRunsSignsNobodyIn() async throws {
        try await withInstanceEmulator { instance in
            let store = LoadGatedTokenStore(holding: [0])
            let service = Self.service(instance)
            _ = try await Self.core(on: store.inner).requestAccessToken(for: service)
            let core = try Self.core(on: store)

            let report = Task { try await core.accessTokenDidFail(for: service, rejected: nil) }
            await store.arrival(of: 0)
            let loggedBeforeLogout = instance.requestLog.count
            await core.logout()
            let afterLogout = Array(instance.requestLog.dropFirst(loggedBeforeLogout)).map(\.path)
            #expect(afterLogout.contains("/oauth_revoke_token.do"), "the stored tokens were revoked: \(afterLogout)")
            let loggedAfterLogout = instance.requestLog.count
            store.release(0)

            await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await report.value }
            let later = Array(instance.requestLog.dropFirst(loggedAfterLogout)).map(\.path)
            #expect(!later.contains("/oauth_token.do"), "no exchange for the logged-out user: \(later)")
            #expect(try await store.inner.load(for: core.tokenProvider(for: instance.baseURL).key) == nil)
        }
    }

    /// The same for a page asking for its first token, and for the guest question, which may ask for one.
    @Test(arguments: [false, true])
    func aTokenRequestWaitingOnTheStoreWhenALogoutRunsSignsNobodyIn(asksIfGuest: Bool) async throws {
        try await withInstanceEmulator { instance in
            let store = LoadGatedTokenStore(holding: [0])
            let service = Self.service(instance)
            _ = try await Self.core(on: store.inner).requestAccessToken(for: service)
            let core = try Self.core(on: store)

            let request = Task { () async throws -> Bool in
                if asksIfGuest { return await core.isGuestUser(for: service) }
                _ = try await core.requestAccessToken(for: service)
                return false
            }
            await store.arrival(of: 0)
            await core.logout()
            let loggedAfterLogout = instance.requestLog.count
            store.release(0)

            if asksIfGuest {
                #expect(try await request.value == false)
            } else {
                await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await request.value }
            }
            let later = Array(instance.requestLog.dropFirst(loggedAfterLogout)).map(\.path)
            #expect(!later.contains("/oauth_token.do"), "no exchange for the logged-out user: \(later)")
            #expect(try await store.inner.load(for: core.tokenProvider(for: instance.baseURL).key) == nil)
        }
    }

    /// A request whose password exchange waits at the instance when the logout runs: what the instance mints is
    /// revoked, not kept, and nothing else is exchanged for the logged-out user.
    @Test func aRequestWhoseExchangeWaitsWhenALogoutRunsKeepsNothing() async throws {
        try await withInstanceEmulator { instance in
            let store = NowInMemoryTokenStore()
            let grants = GatedPasswordProvider(username: Self.user, password: Self.password)
            var configuration = NowSDKConfiguration(grantProvider: grants, permissionDelegate: nil, logLevel: .none)
            configuration.appBundleId = "dev.nowweb.app"
            configuration.tokenStore = store
            configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile")
            let core = try NowCoreService(configuration: configuration)
            let service = Self.service(instance)

            let request = Task { try await core.requestAccessToken(for: service) }
            await grants.arrival()
            await core.logout()
            let loggedAfterLogout = instance.requestLog.count
            grants.release()

            await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await request.value }
            let later = Array(instance.requestLog.dropFirst(loggedAfterLogout)).map(\.path)
            #expect(!later.contains("/oauth_token.do"), "no exchange for the logged-out user: \(later)")
            #expect(try await store.load(for: core.tokenProvider(for: instance.baseURL).key) == nil)
        }
    }
}

/// `NowSDK.logout()` makes a token request wait until it is done and then proceed (a request made while it runs
/// gets the next user's token); a request that was already waiting, on an earlier logout, when it was called
/// belongs to the session it logs out: it is refused, and signs nobody in again (R3-M-2).
@Suite(.processWideSDK) struct LogoutOvertakesWaitingRequestTests {
    private struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    private static func configuration(_ store: any NowTokenStore) -> NowSDKConfiguration {
        var configuration = NowSDKConfiguration(
            grantProvider: NowPasswordAuthorizationProvider(username: "abel.tuter", password: "Abel.Tuter-1"),
            permissionDelegate: nil, logLevel: .none)
        configuration.appBundleId = "dev.nowweb.app"
        configuration.tokenStore = store
        configuration.oauthClient = NowOAuthClient(clientId: "nowweb-mobile")
        return configuration
    }

    @available(macOS 26.0, iOS 26.0, *)  // Task.immediate needs the Swift 6.2 runtime there; Linux runs it always.
    @Test func aRequestWaitingOnALogoutWhenAnotherIsCalledIsRefusedAndOneMadeAfterItProceeds() async throws {
        try await withInstanceEmulator { instance in
            let oldStore = RemovalGatedTokenStore(holding: [0])
            let nextStore = RemovalGatedTokenStore(holding: [0])
            let service = Service(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"))
            try NowSDK.configure(with: Self.configuration(oldStore))
            let configured = NowSDK.core()
            let old = try #require(configured)
            // The form that returns at once (an async context picks the async form of a bare call).
            let logoutReturningAtOnce: () -> Void = NowSDK.logout
            // A first logout, held while it wipes the store; a page's token request made meanwhile waits for it.
            logoutReturningAtOnce()
            await oldStore.removal(of: 0)
            let waiting = Task.immediate { try await old.requestAccessToken(for: service) }
            // The app configures the next sign-in and logs out once more before the first logout is done; the
            // second logout covers the old core too, after the next one, whose wipe is held.
            try NowSDK.configure(with: Self.configuration(nextStore))
            let loggedBefore = instance.requestLog.count
            logoutReturningAtOnce()
            oldStore.release(0)
            await nextStore.removal(of: 0)

            await #expect(throws: NowAuthorizationError.signInRequired(.loggedOut)) { try await waiting.value }
            // A request made while the second logout runs waits for it, then gets a token.
            let madeDuring = Task.immediate { try await old.requestAccessToken(for: service) }
            nextStore.release(0)
            await NowSDK.logoutsFinished()
            let loggedAtTheEnd = Array(instance.requestLog.dropFirst(loggedBefore)).map(\.path)
            #expect(
                !loggedAtTheEnd.contains("/oauth_token.do"), "no exchange before the logout ended: \(loggedAtTheEnd)")
            #expect(
                try await oldStore.inner.load(
                    for: NowTokenStoreKey(instanceUrl: instance.baseURL, account: "abel.tuter")) == nil)
            #expect(try await madeDuring.value.value.isEmpty == false)
            await NowSDK.logout()
        }
    }
}

/// An in-memory store whose removals of every set of an instance the test names (by index, from 0) wait
/// until it releases them.
private final class RemovalGatedTokenStore: NowTokenStore {
    let inner = NowInMemoryTokenStore()
    private let gate: Gate

    init(holding: Set<Int>) { gate = Gate(holding: holding) }

    func removal(of index: Int) async { await gate.arrival(of: index) }

    func release(_ index: Int) { gate.release(index) }

    func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? { try await inner.load(for: key) }

    func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws { try await inner.save(tokens, for: key) }

    func remove(for key: NowTokenStoreKey) async throws { try await inner.remove(for: key) }

    func removeAll(instance: String?) async throws {
        await gate.pass()
        try await inner.removeAll(instance: instance)
    }
}

/// An in-memory store whose loads the test names (by index, from 0) wait until it releases them.
private final class LoadGatedTokenStore: NowTokenStore {
    let inner = NowInMemoryTokenStore()
    private let gate: Gate

    init(holding: Set<Int>) { gate = Gate(holding: holding) }

    func arrival(of index: Int) async { await gate.arrival(of: index) }

    func release(_ index: Int) { gate.release(index) }

    func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? {
        await gate.pass()
        return try await inner.load(for: key)
    }

    func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws { try await inner.save(tokens, for: key) }

    func remove(for key: NowTokenStoreKey) async throws { try await inner.remove(for: key) }

    func removeAll(instance: String?) async throws { try await inner.removeAll(instance: instance) }
}

/// The password grant, whose first request waits until the test releases it.
private struct GatedPasswordProvider: NowAuthorizationGrantProviding {
    let username: String
    let password: String
    private let gate = Gate(holding: [0])

    init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    var isInteractive: Bool { false }
    var account: String { username }

    func arrival() async { await gate.arrival(of: 0) }

    func release() { gate.release(0) }

    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        await gate.pass()
        return .password(username: username, password: password)
    }
}

/// Numbers the calls that pass it and holds those it names until released, telling the test when each arrives.
private final class Gate: Sendable {
    private let exchanges: ExchangeGate
    private let count = Locked(0)

    init(holding: Set<Int>) { exchanges = ExchangeGate(holding: holding) }

    func pass() async {
        let index = count.withLock { count in
            defer { count += 1 }
            return count
        }
        await exchanges.pass(index)
    }

    func arrival(of index: Int) async { await exchanges.arrival(of: index) }

    func release(_ index: Int) { exchanges.release(index) }
}

import Foundation
import NowInternal

/// Hands out valid access tokens for one instance and account: refreshes ahead of expiry, lets any number of
/// concurrent callers share one exchange, refreshes a rejected token only while it is still the current one,
/// answers late reports of a token whose refresh already failed with that failure, and stops with
/// ``NowAuthorizationError/refreshBudgetExhausted(exchanges:window:)`` instead of looping.
public actor NowTokenProvider {
    /// Token policy.
    public struct Configuration: Sendable, Equatable {
        /// A token counts as expired this long before its expiry; 60 seconds by default.
        public var expirySkew: TimeInterval = 60
        /// At most this many token acquisitions per ``refreshWindow``; 5 by default.
        public var refreshBudget: Int = 5
        /// The sliding window of ``refreshBudget``; 60 seconds by default.
        public var refreshWindow: TimeInterval = 60
        /// Retries of a transient failure within one acquisition; 3 by default.
        public var maxRetries: Int = 3
        /// The first retry's delay, doubled for each further retry; 500 ms by default.
        public var initialBackoff: Duration = .milliseconds(500)
        /// The longest delay between retries; 8 seconds by default.
        public var maxBackoff: Duration = .seconds(8)
        /// The longest `Retry-After` the SDK waits for; a longer one ends the retries. 60 seconds by default.
        public var maxRetryAfter: TimeInterval = 60
        /// How long the authorization provider may take (a browser sign-in included) before the SDK gives up
        /// with `authorizationNotCompleted`; 10 minutes by default.
        public var authorizationTimeout: Duration = .seconds(600)

        /// The defaults.
        public init() {}

        /// The name of the first setting out of range, or `nil`.
        var invalidSetting: String? {
            if expirySkew < 0 { return "expirySkew" }
            if refreshBudget < 1 { return "refreshBudget" }
            if refreshWindow <= 0 { return "refreshWindow" }
            if maxRetries < 0 { return "maxRetries" }
            if initialBackoff < .zero || maxBackoff < initialBackoff { return "initialBackoff/maxBackoff" }
            if maxRetryAfter < 0 { return "maxRetryAfter" }
            if authorizationTimeout <= .zero { return "authorizationTimeout" }
            return nil
        }
    }

    /// The instance and account this provider serves.
    public nonisolated let key: NowTokenStoreKey
    /// Keys the same instance and account were stored under before keys were normalised; read when ``key``
    /// holds nothing.
    let earlierKeys: [NowTokenStoreKey]
    let context: NowAuthorizationContext
    let grantProvider: any NowAuthorizationGrantProviding
    let store: any NowTokenStore
    let configuration: Configuration
    let now: @Sendable () -> Date
    let clock: any Clock<Duration>
    let logger: NowLogger
    let exchanger: OAuthTokenClient

    var tokens: NowTokenSet?
    var isLoaded = false
    var refresh = RefreshState.idle
    var nextAttemptId = 0
    /// The credential version: counts the token sets obtained or forgotten, so a remembered failure ends with
    /// the set it belonged to.
    var tokenVersion = 0
    /// Counts logouts, so that an exchange a logout abandoned cannot store what it obtains.
    var generation = 0
    var acquisitions: SlidingWindowBudget

    package init(
        key: NowTokenStoreKey, context: NowAuthorizationContext, grantProvider: any NowAuthorizationGrantProviding,
        store: any NowTokenStore, configuration: Configuration, clock: NowClock, logger: NowLogger,
        earlierKeys: [NowTokenStoreKey] = []
    ) {
        self.key = key
        self.earlierKeys = earlierKeys
        self.context = context
        self.grantProvider = grantProvider
        self.store = store
        self.configuration = configuration
        now = clock.now
        self.clock = clock.timer
        self.logger = logger
        acquisitions = SlidingWindowBudget(limit: configuration.refreshBudget, window: configuration.refreshWindow)
        exchanger = OAuthTokenClient(
            instanceUrl: context.instanceUrl, client: context.client, transport: context.transport, now: now,
            logger: logger)
    }

    /// A valid access token: the current one, or a new one when it is missing or about to expire.
    ///
    /// Asking afresh is how an app tries again after a failure (the user signed in, the network is back): it
    /// starts a new exchange even when the last one failed, within the refresh budget.
    ///
    /// - Returns: A token valid for at least the configured skew, or one without expiry.
    /// - Throws: ``NowAuthorizationError``.
    public func accessToken() async throws -> AccessToken {
        let entry = generation
        if let token = try await joinRunningExchange() { return token }
        if isLoaded, let current = validCurrentToken() { return current }
        if isLoaded, tokens?.isGuest == true { throw NowAuthorizationError.guestUser }
        return try await joinOrStartAcquisition(replacing: nil, since: entry)
    }

    /// A token still valid at `date` with ``Configuration/expirySkew`` to spare: the current one when it is,
    /// else a new one. Asked ahead of need, in the background, so that a token is at hand when a web session
    /// must be bridged again; it therefore never asks the user: a new token comes only from the refresh token,
    /// or from an authorization provider that is not ``NowAuthorizationGrantProviding/isInteractive``. Its
    /// failure is not remembered for the callers of ``accessTokenDidFail(rejected:)``, and a caller who joins
    /// it and sees it fail goes on to ask as usual.
    ///
    /// - Parameter date: When the token must still be valid.
    /// - Returns: The token; one without expiry counts as valid at any date.
    /// - Throws: ``NowAuthorizationError``: `signInRequired(.interactionNeeded)` when only the user could
    ///   give a new token (or none is held), `guestUser` for a guest.
    public func accessToken(validUntil date: Date) async throws -> AccessToken {
        let entry = generation
        await loadIfNeeded()
        if let token = try? await joinRunningExchange(), token.isValid(at: date, skew: configuration.expirySkew) {
            return token
        }
        if tokens?.isGuest == true { throw NowAuthorizationError.guestUser }
        if let current = validCurrentToken(), current.isValid(at: date, skew: configuration.expirySkew) {
            return current
        }
        guard tokens != nil, tokens?.refreshToken != nil || !grantProvider.isInteractive else {
            throw NowAuthorizationError.signInRequired(.interactionNeeded)
        }
        return try await joinOrStartAcquisition(replacing: tokens?.accessToken, inBackground: true, since: entry)
    }

    /// A new access token because `rejected` did not work; when `rejected` is no longer the current token, the
    /// current one is returned without an exchange.
    ///
    /// When the exchange that was to replace `rejected` already failed, the same failure is thrown at once,
    /// without a new exchange, until a new token is obtained (``accessToken()`` starts one), ``forget()`` runs,
    /// or the failure ends by itself: a transient failure after the longest backoff (or the instance's
    /// `Retry-After`), an exhausted budget when its window has room again.
    ///
    /// An instance's token endpoint hands back the current access token while it is valid, so a refresh may
    /// return the very value that was refused. The provider then revokes that access token at the instance
    /// and refreshes once more, and when the same value still comes back, asks the authorization provider
    /// for a new grant: what it returns differs from `rejected` unless the instance insists on it.
    ///
    /// - Parameter rejected: The token the instance refused; `nil` forces a new token.
    /// - Returns: A token other than `rejected`.
    /// - Throws: ``NowAuthorizationError``.
    public func accessTokenDidFail(rejected: AccessToken?) async throws -> AccessToken {
        let entry = generation
        if let token = try await joinRunningExchange() { return token }
        await loadIfNeeded()
        if let token = try await joinRunningExchange() { return token }
        if let rejected, let current = validCurrentToken(), current != rejected {
            logger.debug("rejected token is no longer current; handing out the current one")
            return current
        }
        if let rejected, case .failed(let failure) = refresh,
            failure.answers(rejected: rejected, at: now(), version: tokenVersion)
        {
            logger.debug("the refresh for this rejected token already failed; answering with its outcome")
            throw failure.error
        }
        let refused = rejected ?? tokens?.accessToken
        if rejected == nil || tokens?.accessToken == rejected { tokens?.accessToken = nil }
        return try await joinOrStartAcquisition(replacing: rejected, refusedValue: refused?.value, since: entry)
    }

    /// Whether the session is a guest's; asks the authorization provider when nothing is known yet.
    public func isGuest() async -> Bool {
        let entry = generation
        await loadIfNeeded()
        // A logout that ran while the set was read leaves nothing to ask about: asking would sign in again.
        guard generation == entry else { return false }
        if tokens == nil {
            do { _ = try await accessToken() } catch { return (error as? NowAuthorizationError) == .guestUser }
        }
        return tokens?.isGuest == true
    }

    /// Forgets the tokens here and in the store; a token being obtained is abandoned.
    public func forget() async {
        generation += 1
        tokenVersion += 1
        refresh.task?.cancel()
        refresh = .idle
        tokens = nil
        isLoaded = true
        acquisitions.reset()
        do { try await store.remove(for: key) } catch { logger.error("token store: \(error.localizedDescription)") }
    }

    func validCurrentToken() -> AccessToken? {
        guard let current = tokens?.accessToken, current.isValid(at: now(), skew: configuration.expirySkew) else {
            return nil
        }
        return current
    }

    /// Stores the shared task before anything awaits, so every concurrent caller joins the same acquisition.
    ///
    /// A caller that a logout overtook (``forget()`` ran since `entry`, the ``generation`` its call began
    /// with, while it waited for the store or for an exchange it joined) neither joins nor starts one: it gets
    /// `signInRequired(.loggedOut)`, so that a request of the logged-out session never signs its user in again.
    ///
    /// - Parameter rejected: The token reported as refused, if any; the exchange replaces it, or else the
    ///   current token, or else the token a failed exchange was to replace (so its reporters still match).
    ///   `refusedValue` is the access token value the instance refused, which the exchange must not hand back.
    private func joinOrStartAcquisition(
        replacing rejected: AccessToken?, inBackground: Bool = false, refusedValue: String? = nil, since entry: Int
    ) async throws -> AccessToken {
        try checkGeneration(entry)
        if let task = refresh.task { return try await task.value }
        let id = nextAttemptId
        nextAttemptId += 1
        let task = Task { () async throws -> AccessToken in
            do {
                let token = try await self.acquire(
                    inBackground: inBackground, refusing: refusedValue, since: entry)
                self.finishAttempt(id, failure: nil)
                return token
            } catch {
                self.finishAttempt(id, failure: error)
                throw error
            }
        }
        refresh = .refreshing(
            RefreshAttempt(
                id: id, task: task, replacing: rejected ?? tokens?.accessToken ?? refresh.replacing,
                isInBackground: inBackground))
        return try await task.value
    }

    /// The token of the exchange under way, or `nil` when none runs. A background exchange's failure is not
    /// the caller's: it gets `nil` and asks as usual.
    private func joinRunningExchange() async throws -> AccessToken? {
        guard case .refreshing(let attempt) = refresh else { return nil }
        guard attempt.isInBackground else { return try await attempt.task.value }
        return try? await attempt.task.value
    }
}

/// What a ``NowTokenProvider`` is doing about its token: nothing, one shared exchange, or remembering how the
/// last exchange failed.
///
/// The failure is kept so that the callers who come late with the same rejected token (every view that held
/// it, each reporting its own refusal) get the known outcome at once instead of each starting an exchange
/// that would fail the same way, or asking the user to sign in once per view.
enum RefreshState {
    /// No exchange is running and none failed since the current token was obtained.
    case idle
    /// One exchange, shared by every caller, obtains the token that replaces `replacing`.
    case refreshing(RefreshAttempt)
    /// The last exchange failed; callers who report `replacing` get its error while it is in force.
    case failed(RefreshFailure)

    /// The shared exchange, when one is running.
    var task: Task<AccessToken, any Error>? {
        if case .refreshing(let attempt) = self { return attempt.task }
        return nil
    }

    /// The token the last exchange, running or failed, was to replace.
    var replacing: AccessToken? {
        switch self {
        case .idle: nil
        case .refreshing(let attempt): attempt.replacing
        case .failed(let failure): failure.replacing
        }
    }
}

/// One running exchange of a ``NowTokenProvider``.
struct RefreshAttempt {
    /// Tells this attempt from a later one, so that a finishing attempt only ends its own state.
    let id: Int
    /// The exchange every concurrent caller awaits.
    let task: Task<AccessToken, any Error>
    /// The token the exchange replaces: the one reported as rejected, or the expired current one.
    let replacing: AccessToken?
    /// Whether it was started ahead of need (``NowTokenProvider/accessToken(validUntil:)``): it never asks
    /// the user, and its failure is not remembered.
    var isInBackground = false
}

/// How the last exchange of a ``NowTokenProvider`` failed, and for how long that answer stands.
struct RefreshFailure {
    /// The token the failed exchange was to replace.
    let replacing: AccessToken?
    /// The error the exchange ended with.
    let error: NowAuthorizationError
    /// The credential version the failure belongs to; a newer token set ends it.
    let version: Int
    /// When a new exchange may work again: the end of a transient failure's backoff or of the full refresh
    /// window; `nil` for a failure only the user can end (a new token, a logout).
    let until: Date?

    /// Whether the failure answers a caller who reports `rejected` at `date` under credential `version`.
    func answers(rejected: AccessToken, at date: Date, version: Int) -> Bool {
        guard rejected == replacing, version == self.version else { return false }
        return until.map { date < $0 } ?? true
    }
}

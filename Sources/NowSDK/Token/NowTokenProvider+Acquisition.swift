import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NowTokenProvider {
    /// Reads the stored set once; a set the store cannot read is reported in the log and treated as absent
    /// (the store has kept the file aside), so the user is asked to sign in instead of being stuck.
    func loadIfNeeded() async {
        guard !isLoaded else { return }
        let startGeneration = generation
        var loaded: NowTokenSet?
        do {
            loaded = try await store.load(for: key)
            if loaded == nil { loaded = try await loadUnderEarlierKey() }
        } catch {
            logger.error("token store: \(error.localizedDescription)")
        }
        guard !isLoaded, generation == startGeneration else { return }
        tokens = loaded
        isLoaded = true
    }

    /// A set stored under one of ``earlierKeys``, moved to ``key``.
    private func loadUnderEarlierKey() async throws -> NowTokenSet? {
        for earlier in earlierKeys {
            guard let set = try await store.load(for: earlier) else { continue }
            try await store.save(set, for: key)
            try await store.remove(for: earlier)
            logger.info("token store: moved a set to the instance's normalised key")
            return set
        }
        return nil
    }

    /// Obtains a new token: refresh token first, the authorization provider when there is none or it is
    /// refused. Runs inside the shared task; re-reads state after every suspension. `inBackground`, it
    /// replaces even a token that is still valid, and never asks an interactive authorization provider.
    /// A refresh that hands back `refused` (an access token the instance turned away, which its token
    /// endpoint still holds current) is answered by revoking that token and refreshing once more; when the
    /// same value still comes back, the authorization provider is asked for a new grant. `startGeneration` is
    /// the ``generation`` the caller's request began with: a logout since then (while the stored set was read,
    /// say) ends the acquisition with `signInRequired(.loggedOut)` before anything is exchanged.
    func acquire(inBackground: Bool = false, refusing refused: String? = nil, since startGeneration: Int)
        async throws -> AccessToken
    {
        await loadIfNeeded()
        try checkGeneration(startGeneration)
        if !inBackground, let current = validCurrentToken() { return current }
        try spendBudget()
        var obtained: NowTokenSet?
        if let refresh = tokens?.refreshToken {
            do {
                var refreshed = try await exchangeRetrying(.refreshToken(refresh))
                if let refused, refreshed.accessToken?.value == refused {
                    logger.info("the refresh handed back the refused access token; revoking it and refreshing again")
                    try await discard(refreshed, ifAbandonedSince: startGeneration)
                    await revoker.revokeAccessToken(refused)
                    try await discard(refreshed, ifAbandonedSince: startGeneration)
                    refreshed = try await exchangeRetrying(.refreshToken(refresh))
                }
                if refreshed.refreshToken == nil { refreshed.refreshToken = refresh }
                if let refused, refreshed.accessToken?.value == refused {
                    logger.info("the instance keeps handing back the refused access token; asking for a new grant")
                    try await discard(refreshed, ifAbandonedSince: startGeneration)
                } else {
                    obtained = refreshed
                }
            } catch let error as NowAuthorizationError where error.requiresSignIn {
                logger.info("refresh token refused; asking the authorization provider")
                try checkGeneration(startGeneration)
                tokens = nil
                try? await store.remove(for: key)
            }
        }
        if obtained == nil {
            if inBackground && grantProvider.isInteractive {
                throw NowAuthorizationError.signInRequired(.interactionNeeded)
            }
            let grant: NowAuthorizationGrant
            do { grant = try await requestGrant() } catch {
                try checkGeneration(startGeneration)
                throw error
            }
            try checkGeneration(startGeneration)
            obtained = try await exchangeRetrying(grant, startGeneration: startGeneration)
        }
        try await discard(obtained, ifAbandonedSince: startGeneration)
        guard let obtained else { throw NowAuthorizationError.signInRequired(.providerReturnedNothing) }
        tokens = obtained
        tokenVersion += 1
        isLoaded = true
        do { try await store.save(obtained, for: key) } catch {
            logger.error("token store: \(error.localizedDescription)")
        }
        if generation != startGeneration {
            // A logout ran while the set was being saved; whichever write landed last, the set must not stay.
            try? await store.remove(for: key)
            try await discard(obtained, ifAbandonedSince: startGeneration)
        }
        guard let token = obtained.accessToken else { throw NowAuthorizationError.guestUser }
        return token
    }

    func checkGeneration(_ startGeneration: Int) throws {
        if generation != startGeneration { throw NowAuthorizationError.signInRequired(.loggedOut) }
    }

    /// Ends an exchange a logout abandoned after it minted `set`: the set is revoked (best effort, RFC 7009,
    /// through the revoker a logout uses), so that a refresh token the instance rotated does not stay valid
    /// until it expires, and the caller hears ``NowAuthorizationError/SignInReason/loggedOut``. Does nothing
    /// while no logout ran since `startGeneration`.
    private func discard(_ set: NowTokenSet?, ifAbandonedSince startGeneration: Int) async throws {
        guard generation != startGeneration else { return }
        if let set {
            logger.info("a logout abandoned the exchange; revoking what it obtained")
            await revoker.revoke(set)
        }
        throw NowAuthorizationError.signInRequired(.loggedOut)
    }

    private func spendBudget() throws {
        guard acquisitions.spend(at: now()) else {
            logger.error("refresh budget of \(configuration.refreshBudget) exhausted")
            throw NowAuthorizationError.refreshBudgetExhausted(
                exchanges: acquisitions.spentCount, window: configuration.refreshWindow)
        }
    }

    private func requestGrant() async throws(NowAuthorizationError) -> NowAuthorizationGrant {
        do {
            return try await Deadline.run(
                within: configuration.authorizationTimeout, on: clock,
                timeoutError: NowAuthorizationError.signInRequired(.authorizationNotCompleted)
            ) { [grantProvider, context] in
                try await grantProvider.authorizationGrant(for: context)
            }
        } catch let error as NowAuthorizationError {
            throw error
        } catch is CancellationError {
            throw .signInRequired(.authorizationNotCompleted)
        } catch let error as URLError {
            throw TokenErrorClassifier.classify(transportError: error)
        } catch {
            logger.error("authorization provider failed with \(type(of: error))")
            throw .signInRequired(.providerReturnedNothing)
        }
    }

    /// Exchanges `grant`, retrying transient failures with bounded exponential backoff on the injected clock.
    ///
    /// A JWT assertion is never sent twice: an instance verifies its `jti` and refuses a second exchange of
    /// the same token, so each retry asks the authorization provider for a new assertion first.
    private func exchangeRetrying(
        _ grant: NowAuthorizationGrant, startGeneration: Int? = nil
    ) async throws -> NowTokenSet {
        var grant = grant
        var attempt = 0
        while true {
            if attempt > 0, case .jwtBearer = grant {
                logger.info("asking the authorization provider for a new assertion for the retry")
                grant = try await requestGrant()
                if let startGeneration { try checkGeneration(startGeneration) }
            }
            let failure: NowAuthorizationError
            do {
                return try await exchanger.exchange(grant)
            } catch {
                failure = error
            }
            guard failure.isTransient, attempt < configuration.maxRetries,
                let delay = backoff(after: attempt, error: failure)
            else { throw failure }
            attempt += 1
            logger.info("retry \(attempt) of \(configuration.maxRetries) in \(delay)")
            do { try await clock.sleep(lasting: delay) } catch { throw failure }
        }
    }

    /// The delay before retry `attempt + 1`: doubling from the initial backoff up to the cap, at least the
    /// server's `Retry-After`; `nil` when the server asks for a longer wait than the SDK accepts.
    private func backoff(after attempt: Int, error: NowAuthorizationError) -> Duration? {
        var delay = configuration.initialBackoff * (1 << min(attempt, 20))
        if delay > configuration.maxBackoff { delay = configuration.maxBackoff }
        if case .temporarilyUnavailable(.rateLimited(_, let retryAfter?)) = error {
            guard retryAfter <= configuration.maxRetryAfter else { return nil }
            delay = max(delay, ServerNumber.duration(seconds: retryAfter))
        }
        return delay
    }

    /// Ends attempt `id`: back to idle after a success, to the remembered failure after one. Does nothing when
    /// the attempt is no longer the running one (a logout abandoned it while it awaited).
    func finishAttempt(_ id: Int, failure: (any Error)?) {
        guard case .refreshing(let attempt) = refresh, attempt.id == id else { return }
        guard !attempt.isInBackground else {
            refresh = .idle
            return
        }
        guard let failure = failure as? NowAuthorizationError, let remembered = remember(failure, of: attempt) else {
            refresh = .idle
            return
        }
        refresh = .failed(remembered)
    }

    /// The failure to answer late reporters of the attempt's token with, or `nil` for an outcome that is not
    /// a failed refresh: a guest (the set says so) or a logout (the state was reset). Only the user ends a
    /// sign-in failure; an exhausted budget ends when its window has room; anything else after the longest
    /// backoff, or the instance's longer `Retry-After`.
    private func remember(_ error: NowAuthorizationError, of attempt: RefreshAttempt) -> RefreshFailure? {
        let date = now()
        let until: Date?
        switch error {
        case .guestUser, .signInRequired(.loggedOut):
            return nil
        case .signInRequired:
            until = nil
        case .refreshBudgetExhausted:
            until = acquisitions.nextRoom ?? date
        case .temporarilyUnavailable(.rateLimited(_, let retryAfter?)):
            until = date.addingTimeInterval(max(longestBackoff, retryAfter))
        default:
            until = date.addingTimeInterval(longestBackoff)
        }
        logger.info("refresh failed; reports of the same rejected token get this outcome until it ends")
        return RefreshFailure(replacing: attempt.replacing, error: error, version: tokenVersion, until: until)
    }

    /// ``Configuration/maxBackoff`` in seconds.
    private var longestBackoff: TimeInterval {
        configuration.maxBackoff.secondsValue
    }
}

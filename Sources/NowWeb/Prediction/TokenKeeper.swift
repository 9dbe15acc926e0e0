import Foundation
import NowInternal
import NowSDK

/// Keeps a valid token at hand for a service's next bridge: refreshes it ahead of its expiry, in the
/// background, for as long as the user was active recently (``NowWebService/TokenRefreshAhead``).
///
/// The controllers tell it which token bridged a session and when the instance last answered a page; it
/// holds one timer, on the service's clock, and never more than one refresh at a time.
final class TokenKeeper: Sendable {
    private struct State {
        /// When the user was last seen active.
        var lastUse: Date?
        /// The expiry of the newest token seen, which the timer is set against.
        var expiry: Date?
        var timer: Task<Void, Never>?
        /// Counts the timers set, so that a late timer cannot act for a newer one.
        var generation = 0
    }

    /// What a timer that fired did.
    enum Outcome: Sendable, Equatable {
        /// A token valid past the old one's expiry is at hand (the core's, or a new one).
        case refreshed
        /// The user was idle longer than the limit, no session is known, or the service is closed (logged
        /// out): nothing was asked, and no timer is left.
        case idle
        /// The core could not give a token; no timer is left until the next bridge.
        case failed
    }

    private let settings: NowWebService.TokenRefreshAhead
    private let state = Locked(State())
    /// Each outcome, in order, for tests and benchmarks that wait on the keeper.
    let outcomes: AsyncStream<Outcome>
    private let report: AsyncStream<Outcome>.Continuation

    init(settings: NowWebService.TokenRefreshAhead) {
        self.settings = settings
        (outcomes, report) = AsyncStream.pair(of: Outcome.self, bufferingPolicy: .bufferingNewest(16))
    }

    deinit {
        state.withLock { $0.timer?.cancel() }
        report.finish()
    }

    /// Takes in a use of the session's token that a controller's machine reported: a bridge sets the next
    /// refresh against the token's expiry; an answer of the instance as logged in marks the user active.
    func note(_ use: WebSessionMachine.TokenUse, for service: NowWebService) {
        guard settings.isEnabled else { return }
        switch use {
        case .bridged(let expiry, let now):
            state.withLock { $0.lastUse = now }
            schedule(expiringAt: expiry, at: now, for: service)
        case .activity(let now):
            state.withLock { $0.lastUse = max($0.lastUse ?? now, now) }
        }
    }

    /// Sets the timer for `lead` before a token expiring at `expiresAt` expires; a token without expiry, or one
    /// that lives less than twice the lead, needs none.
    private func schedule(expiringAt expiresAt: Date?, at now: Date, for service: NowWebService) {
        guard let expiry = expiresAt, expiry.timeIntervalSince(now) > 2 * settings.lead else {
            state.withLock { state in
                state.timer?.cancel()
                state.timer = nil
                state.expiry = nil
            }
            return
        }
        let clock = service.options.clock.timer
        let delay = expiry.timeIntervalSince(now) - settings.lead
        state.withLock { state in
            guard state.expiry != expiry || state.timer == nil else { return }
            state.timer?.cancel()
            state.generation += 1
            state.expiry = expiry
            let generation = state.generation
            state.timer = Task { [weak self, weak service] in
                guard (try? await clock.sleep(lasting: ServerNumber.duration(seconds: delay))) != nil else { return }
                guard let self, let service else { return }
                await self.refresh(expiring: expiry, generation: generation, for: service)
            }
        }
    }

    /// Asks the core for a token that outlives the one expiring at `expiry`, when the user was active within
    /// the idle limit, and sets the next timer against the answer.
    private func refresh(expiring expiry: Date, generation: Int, for service: NowWebService) async {
        let now = service.options.clock.now()
        // No session known (a logout wiped the data store, or the instance ended the session and no bridge
        // followed): there is nothing to keep a token for, and asking could start a sign-in. A closed service
        // (its user logged out) keeps nothing either, even while its store is still being wiped, or when the
        // wipe failed: the core would sign the old user in again with a provider that needs no one.
        let knowsSession = !service.isClosed && service.dataStore.sessionEstimate.lastActivity != nil
        let isCurrent = state.withLock { state in
            guard state.generation == generation else { return false }
            state.timer = nil
            guard knowsSession, let lastUse = state.lastUse, now.timeIntervalSince(lastUse) <= settings.idleLimit
            else {
                state.expiry = nil
                return false
            }
            return true
        }
        guard isCurrent else {
            if state.withLock({ $0.generation == generation }) { report.yield(.idle) }
            return
        }
        do {
            let token = try await service.core.requestAccessToken(
                for: service, validUntil: expiry.addingTimeInterval(settings.lead))
            if state.withLock({ $0.generation == generation }) {
                schedule(expiringAt: token.expiresAt, at: service.options.clock.now(), for: service)
            }
            report.yield(.refreshed)
        } catch {
            // The next bridge asks the core itself and reports what fails; nothing here is the user's concern.
            state.withLock { if $0.generation == generation { $0.expiry = nil } }
            report.yield(.failed)
        }
    }
}

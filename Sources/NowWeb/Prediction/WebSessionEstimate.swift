import Foundation

/// How long a data store's web session on the instance will live, as a pure value: observations in, a
/// verdict for a moment out, no clock of its own.
///
/// An instance ends a web session after an idle timeout (`glide.ui.session_timeout`, announced as the
/// `Max-Age` of the `glide_session_store` cookie), and a hardened instance also when the access token that
/// bridged it expires. The estimate keeps the last activity it saw, the timeout learned from the instance
/// (or configured), and the bridging token's expiry, and answers whether a request at a given moment will
/// find the session alive. It is conservative: a session counts as ended ``Configuration/margin`` before
/// its predicted end, and the last activity it knows is never later than the one the instance knows. When
/// the instance ends a session the estimate thought alive, the estimate corrects itself: the idle timeout
/// shrinks to what was observed, or, when the token had expired, sessions count as ending with their token.
///
/// ```swift
/// var estimate = WebSessionEstimate()
/// estimate.record(.announcedIdleTimeout(1800))
/// estimate.record(.sessionStarted(at: now, tokenExpiresAt: token.expiresAt))
/// if case .ended = estimate.verdict(at: now.addingTimeInterval(1790)) { /* re-bridge before it goes out */ }
/// ```
package struct WebSessionEstimate: Sendable, Equatable {
    /// What can be said of the session at a moment.
    package enum Verdict: Sendable, Equatable {
        /// Too little is known to predict (no session seen, no timeout known, or the estimate is off).
        case unknown
        /// The session is expected to be alive until `until` (the margin already taken off).
        case alive(until: Date)
        /// The session is expected to have ended, for `reason`.
        case ended(Reason)
    }

    /// Something the owner saw that tells about the session.
    package enum Observation: Sendable, Equatable {
        /// A load with a bearer token was answered by an instance page: a session started (or was renewed)
        /// at `at`, bridged with a token that expires at `tokenExpiresAt`.
        case sessionStarted(at: Date, tokenExpiresAt: Date?)
        /// A main-frame page of the instance was answered with the session alive at `at`.
        case activity(at: Date)
        /// The instance announced its idle timeout in seconds (the `glide_session_store` cookie's `Max-Age`).
        case announcedIdleTimeout(TimeInterval)
        /// The instance answered with a login page at `at`: the session had ended.
        case sessionEnded(at: Date)
        /// The session was removed on purpose (logout): nothing is known of a session.
        case cleared
        /// A keep-alive request went out at `at` in the current idle window (``keepAliveWindow``); a successful
        /// one is recorded as ``activity(at:)`` besides.
        case keepAliveSent(at: Date)
    }

    /// The settings in force.
    package let configuration: Configuration
    /// The idle timeout announced by the instance, if any.
    package private(set) var announcedIdleTimeout: TimeInterval?
    /// The longest idle time after which the instance was seen to end a session it was expected to keep.
    package private(set) var observedIdleTimeout: TimeInterval?
    /// Whether sessions are taken to end when their bridging token expires (configured, or learned).
    package private(set) var sessionEndsWithToken: Bool
    /// The last moment the session was seen alive, or `nil` when no session is known.
    package private(set) var lastActivity: Date?
    /// When the token that bridged the current session expires, if known.
    package private(set) var tokenExpiry: Date?
    /// How many times the instance ended a session the estimate thought alive.
    package private(set) var unpredictedEnds = 0
    /// When the current session started (its last bridge), for the instance's absolute life span.
    package private(set) var sessionStart: Date?
    /// The idle window a keep-alive went out in, named by the last activity that opened it; `nil` when none did.
    package private(set) var keepAliveWindow: Date?

    /// Makes an estimate that knows nothing of a session yet.
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        sessionEndsWithToken = configuration.sessionEndsWithToken
    }

    /// The idle timeout in force: the configured one, else the announced one, shortened by what the
    /// instance was seen to do.
    package var idleTimeout: TimeInterval? {
        let stated = configuration.idleTimeout ?? announcedIdleTimeout
        switch (stated, observedIdleTimeout) {
        case (let stated?, let observed?): return min(stated, observed)
        case (let stated, let observed): return stated ?? observed
        }
    }

    /// Takes in what the owner saw.
    package mutating func record(_ observation: Observation) {
        switch observation {
        case .sessionStarted(let at, let tokenExpiresAt):
            // A bridge into a session thought alive renews that session (the instance keeps it, and its life span
            // runs on from its start); otherwise a new one starts.
            if sessionStart == nil || !isAlive(at: at) { sessionStart = at }
            lastActivity = max(lastActivity ?? at, at)
            tokenExpiry = tokenExpiresAt
        case .activity(let at):
            lastActivity = max(lastActivity ?? at, at)
        case .announcedIdleTimeout(let seconds):
            guard seconds > 0 else { return }
            announcedIdleTimeout = seconds
        case .sessionEnded(let at):
            if case .alive = verdict(at: at) { correct(endedAt: at) }
            forgetSession()
        case .cleared:
            forgetSession()
        case .keepAliveSent:
            keepAliveWindow = lastActivity
        }
    }

    /// What to expect of a request to the instance at `now`.
    package func verdict(at now: Date) -> Verdict {
        guard configuration.isEnabled, let end = predictedEnd else { return .unknown }
        let until = end.date.addingTimeInterval(-configuration.margin)
        return now < until ? .alive(until: until) : .ended(end.reason)
    }

    /// When the session is expected to end without the margin, and why; `nil` when that cannot be said. The
    /// earliest of its idle end, its token's expiry (when sessions end with their token) and its life span's end.
    package var predictedEnd: (date: Date, reason: Reason)? {
        guard lastActivity != nil else { return nil }
        let tokenEnd = sessionEndsWithToken ? tokenExpiry : nil
        let ends: [(date: Date, reason: Reason)] = [
            idleEnd.map { ($0, .idleTimeout) }, tokenEnd.map { ($0, .tokenExpiry) },
            lifeSpanEnd.map { ($0, .lifeSpan) },
        ].compactMap { $0 }
        return ends.min { $0.date < $1.date }
    }

    /// When the session ends if nothing happens on it: its last activity plus the idle timeout in force.
    package var idleEnd: Date? {
        guard let lastActivity, let idleTimeout else { return nil }
        return lastActivity.addingTimeInterval(idleTimeout)
    }

    /// When the session reaches the instance's absolute life span (``Configuration/lifeSpan``), whatever its
    /// activity; `nil` when no life span is configured or no session start is known.
    package var lifeSpanEnd: Date? {
        guard let sessionStart, let lifeSpan = configuration.lifeSpan else { return nil }
        return sessionStart.addingTimeInterval(lifeSpan)
    }

    /// Whether the session is predicted alive at `at`, margin and configuration aside.
    private func isAlive(at: Date) -> Bool {
        guard let end = predictedEnd else { return false }
        return at < end.date
    }

    private mutating func forgetSession() {
        lastActivity = nil
        tokenExpiry = nil
        sessionStart = nil
        keepAliveWindow = nil
    }

    /// The instance ended at `at` a session the estimate thought alive: believe the instance.
    private mutating func correct(endedAt at: Date) {
        unpredictedEnds += 1
        if !sessionEndsWithToken, let tokenExpiry, tokenExpiry <= at {
            sessionEndsWithToken = true
            return
        }
        guard let lastActivity else { return }
        let idle = at.timeIntervalSince(lastActivity)
        // Less than the margin would predict every session dead at once; the instance cannot be that strict
        // with a session it just answered.
        let shortened = max(idle, configuration.margin * 2)
        observedIdleTimeout = min(observedIdleTimeout ?? shortened, shortened)
    }
}

extension WebSessionEstimate {
    /// How the estimate predicts (``NowWebService/SessionEstimate``).
    package typealias Configuration = NowWebService.SessionEstimate
    /// Why a session is expected to have ended (``NowWebViewController/Activity/PredictionReason``).
    package typealias Reason = NowWebViewController.Activity.PredictionReason
}

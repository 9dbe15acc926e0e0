import Foundation

/// Whether a user's input keeps the web session alive, as a pure function of the facts: the one decision behind
/// ``NowWebService/SessionEnd/keepsSessionOfActiveUser``.
///
/// A browser keeps an instance's session only with the requests its page happens to send; a user who types into a
/// long form for half an hour sends none, and the session the form needs times out under the user's hands. So
/// when the user is actually working (trusted key or pointer input, which the engine reports as
/// ``WebEngineEvent/userInteracted(isKey:)``) and the session's predicted idle end is near, NowWeb sends one
/// cheap request on the session's cookie. It is sent:
/// - only on the user's input, never on a timer;
/// - only within ``Policy/leadTime`` of the predicted idle end, and while the estimate still thinks the session
///   alive (before its margin);
/// - only when the idle end comes first: a session that ends with its token or at the instance's absolute life
///   span (`glide.ui.active.session.life_span`) cannot be kept, so nothing is sent past the life span;
/// - at most once per idle window (``WebSessionEstimate/keepAliveWindow``): a successful one opens a new window,
///   a failed one is not repeated;
/// - never after logout, and never when the app's option or the managed configuration turns it off.
package enum SessionKeepAlive {
    /// The path of the request that keeps the session: a small instance page that needs the session and
    /// answers `X-Is-Logged-In` (docs/INSTANCE.md, "What keeps a session alive").
    package static let path = "/blank.do"

    /// What the decision weighs besides the estimate.
    package struct Policy: Sendable, Equatable {
        /// The app's option (``NowWebService/SessionEnd/keepsSessionOfActiveUser``).
        package var isEnabled: Bool
        /// The managed configuration's word (`NowManagedConfiguration.sessionKeepAliveAllowed`).
        package var isAllowedByAdministrator: Bool
        /// Whether the service was closed (its user logged out).
        package var isLoggedOut: Bool
        /// How close to the idle end input counts, in seconds (``NowWebService/SessionEnd/warningLeadTime``).
        package var leadTime: TimeInterval

        /// Makes a policy.
        package init(isEnabled: Bool, isAllowedByAdministrator: Bool, isLoggedOut: Bool, leadTime: TimeInterval) {
            self.isEnabled = isEnabled
            self.isAllowedByAdministrator = isAllowedByAdministrator
            self.isLoggedOut = isLoggedOut
            self.leadTime = leadTime
        }
    }

    /// The answer.
    package enum Choice: Sendable, Equatable {
        /// Send the keep-alive now.
        case send
        /// Send nothing, for `reason`.
        case skip(Skip)
    }

    /// Why nothing is sent.
    package enum Skip: Sendable, Equatable {
        /// No trusted input of the user.
        case noInput
        /// The app's option or the managed configuration turned it off.
        case turnedOff
        /// The user logged out.
        case loggedOut
        /// Nothing is known of the session's idle end (no session, no timeout, the estimate is off).
        case unknownEnd
        /// The session ends first with its token or its life span, which no request extends.
        case endsOtherwise(WebSessionEstimate.Reason)
        /// The idle end is further away than the lead time.
        case notYet
        /// The estimate takes the session for ended already.
        case tooLate
        /// A keep-alive went out in this idle window already.
        case alreadySent
    }

    /// Whether the user's trusted input at `input` (`nil`: none) sends a keep-alive, given `estimate` and `policy`.
    package static func decide(input: Date?, estimate: WebSessionEstimate, policy: Policy) -> Choice {
        guard let now = input else { return .skip(.noInput) }
        guard !policy.isLoggedOut else { return .skip(.loggedOut) }
        guard policy.isEnabled, policy.isAllowedByAdministrator else { return .skip(.turnedOff) }
        guard estimate.configuration.isEnabled, let end = estimate.predictedEnd, let idleEnd = estimate.idleEnd
        else { return .skip(.unknownEnd) }
        if let lifeSpanEnd = estimate.lifeSpanEnd, now >= lifeSpanEnd { return .skip(.endsOtherwise(.lifeSpan)) }
        guard end.reason == .idleTimeout else { return .skip(.endsOtherwise(end.reason)) }
        guard now >= idleEnd.addingTimeInterval(-policy.leadTime) else { return .skip(.notYet) }
        guard case .alive = estimate.verdict(at: now) else { return .skip(.tooLate) }
        guard estimate.keepAliveWindow == nil || estimate.keepAliveWindow != estimate.lastActivity else {
            return .skip(.alreadySent)
        }
        return .send
    }
}

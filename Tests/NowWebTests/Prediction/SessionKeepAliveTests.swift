import Foundation
import NowWeb
import Testing

/// The keep-alive decision as a pure function: a working user's input within the lead time of the idle end sends
/// one request per idle window; nothing else does.
@Suite struct SessionKeepAliveTests {
    static func at(_ seconds: TimeInterval) -> Date { CoreFixtures.start.addingTimeInterval(seconds) }

    /// A session bridged at 0, 30 minutes idle timeout, its token valid for three hours.
    static func estimate(_ configuration: WebSessionEstimate.Configuration = .init()) -> WebSessionEstimate {
        var estimate = WebSessionEstimate(configuration: configuration)
        estimate.record(.announcedIdleTimeout(1800))
        estimate.record(.sessionStarted(at: at(0), tokenExpiresAt: at(3 * 3600)))
        return estimate
    }

    static let policy = SessionKeepAlive.Policy(
        isEnabled: true, isAllowedByAdministrator: true, isLoggedOut: false, leadTime: 120)

    static func decide(
        _ input: TimeInterval?, _ estimate: WebSessionEstimate = estimate(), policy: SessionKeepAlive.Policy = policy
    ) -> SessionKeepAlive.Choice {
        SessionKeepAlive.decide(input: input.map(at), estimate: estimate, policy: policy)
    }

    @Test func inputWithinTheLeadTimeOfTheIdleEndSends() {
        #expect(Self.decide(1700) == .send)
        #expect(Self.decide(1680) == .send, "the lead time's first moment")
    }

    @Test func noInputSendsNothing() {
        // A page script's synthetic events never reach the decision: the engine reports trusted input only.
        #expect(Self.decide(nil) == .skip(.noInput))
    }

    @Test func inputBeforeTheLeadTimeSendsNothing() {
        #expect(Self.decide(1679) == .skip(.notYet))
        #expect(Self.decide(10) == .skip(.notYet))
    }

    @Test func inputOnceTheEstimateTakesTheSessionForEndedSendsNothing() {
        #expect(Self.decide(1740) == .skip(.tooLate), "the margin before the idle end")
        #expect(Self.decide(1900) == .skip(.tooLate))
    }

    @Test func nothingIsSentPastTheLifeSpanOrWhenItEndsTheSessionFirst() {
        let estimate = Self.estimate(.init(lifeSpan: 1750))
        #expect(Self.decide(1700, estimate) == .skip(.endsOtherwise(.lifeSpan)), "the life span ends it first")
        #expect(Self.decide(1760, estimate) == .skip(.endsOtherwise(.lifeSpan)), "past the life span")

        let later = Self.estimate(.init(lifeSpan: 4000))
        #expect(Self.decide(1700, later) == .send, "a life span after the idle end does not stop it")
    }

    @Test func aSessionEndingWithItsTokenFirstIsNotKept() {
        var estimate = WebSessionEstimate()
        estimate.record(.announcedIdleTimeout(1800))
        estimate.record(.sessionStarted(at: Self.at(0), tokenExpiresAt: Self.at(1750)))
        #expect(Self.decide(1700, estimate) == .skip(.endsOtherwise(.tokenExpiry)))
    }

    @Test func afterLogoutNothingIsSent() {
        var policy = Self.policy
        policy.isLoggedOut = true
        #expect(Self.decide(1700, policy: policy) == .skip(.loggedOut))

        var cleared = Self.estimate()
        cleared.record(.cleared)
        #expect(Self.decide(1700, cleared) == .skip(.unknownEnd), "a logout clears the session")
    }

    @Test func theAppsOptionOrTheManagedKeyTurnsItOff() {
        var option = Self.policy
        option.isEnabled = false
        #expect(Self.decide(1700, policy: option) == .skip(.turnedOff))

        var managed = Self.policy
        managed.isAllowedByAdministrator = false
        #expect(Self.decide(1700, policy: managed) == .skip(.turnedOff))
    }

    @Test func anEstimateThatKnowsNoEndSendsNothing() {
        #expect(Self.decide(1700, Self.estimate(.init(isEnabled: false))) == .skip(.unknownEnd))
        var noTimeout = WebSessionEstimate()
        noTimeout.record(.sessionStarted(at: Self.at(0), tokenExpiresAt: nil))
        #expect(Self.decide(1700, noTimeout) == .skip(.unknownEnd))
    }

    @Test func oneKeepAlivePerIdleWindow() {
        var estimate = Self.estimate()
        #expect(Self.decide(1690, estimate) == .send)
        estimate.record(.keepAliveSent(at: Self.at(1690)))
        #expect(Self.decide(1700, estimate) == .skip(.alreadySent), "a failed one is not repeated in its window")

        // The successful one was activity: a new window opens, and its own lead time allows one more.
        estimate.record(.activity(at: Self.at(1690)))
        #expect(Self.decide(1700, estimate) == .skip(.notYet))
        #expect(Self.decide(1690 + 1700, estimate) == .send)
    }

    @Test func theLifeSpanEndsThePredictionAndABridgeIntoALiveSessionKeepsItsStart() {
        var estimate = Self.estimate(.init(lifeSpan: 2400))
        estimate.record(.activity(at: Self.at(1000)))
        #expect(estimate.predictedEnd?.date == Self.at(2400))
        #expect(estimate.predictedEnd?.reason == .lifeSpan)

        // A re-bridge while the session lives renews it: its life span still runs from its start.
        estimate.record(.sessionStarted(at: Self.at(1500), tokenExpiresAt: Self.at(1500 + 3 * 3600)))
        #expect(estimate.lifeSpanEnd == Self.at(2400))

        // After the instance ended it, a bridge starts a new session.
        estimate.record(.sessionEnded(at: Self.at(2400)))
        estimate.record(.sessionStarted(at: Self.at(2500), tokenExpiresAt: nil))
        #expect(estimate.lifeSpanEnd == Self.at(4900))
    }

    @Test func theEndIsWarnedOfWithinTheLeadTimeOncePerEnd() {
        let estimate = Self.estimate()
        #expect(estimate.endWarning(at: Self.at(0), leadTime: 120, warnedEnd: nil) == .due(at: Self.at(1680)))
        #expect(
            estimate.endWarning(at: Self.at(1680), leadTime: 120, warnedEnd: nil)
                == .now(end: Self.at(1800), reason: .idleTimeout))
        #expect(estimate.endWarning(at: Self.at(1700), leadTime: 120, warnedEnd: Self.at(1800)) == .none)
        #expect(estimate.endWarning(at: Self.at(1800), leadTime: 120, warnedEnd: nil) == .none, "past the end")
        #expect(
            Self.estimate(.init(isEnabled: false)).endWarning(at: Self.at(1700), leadTime: 120, warnedEnd: nil)
                == .none)
    }

    /// An idle timeout no longer than the lead time would be "ending soon" from the first request on: before an
    /// idle end the warning comes at most half the timeout early; before the token's expiry the configured lead
    /// holds. The keep-alive still answers input within the lead time while the session is taken as alive.
    @Test func beforeAShortIdleEndTheWarningComesHalfTheTimeoutEarly() {
        var estimate = WebSessionEstimate()
        estimate.record(.announcedIdleTimeout(120))
        estimate.record(.sessionStarted(at: Self.at(0), tokenExpiresAt: Self.at(3 * 3600)))
        #expect(estimate.leadTime(120, before: .idleTimeout) == 60)
        #expect(estimate.leadTime(30, before: .idleTimeout) == 30)
        #expect(estimate.leadTime(120, before: .tokenExpiry) == 120)
        #expect(estimate.endWarning(at: Self.at(0), leadTime: 120, warnedEnd: nil) == .due(at: Self.at(60)))
        #expect(Self.decide(30, estimate) == .send)
        #expect(Self.decide(61, estimate) == .skip(.tooLate), "past the margin")
    }
}

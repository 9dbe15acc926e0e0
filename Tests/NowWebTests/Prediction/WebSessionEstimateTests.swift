import Foundation
import NowWeb
import Testing

/// The session lifetime estimate, driven by hand: every moment is the fixtures' start plus seconds.
@Suite struct WebSessionEstimateTests {
    static func at(_ seconds: TimeInterval) -> Date { CoreFixtures.start.addingTimeInterval(seconds) }

    static func estimate(
        _ configuration: WebSessionEstimate.Configuration = .init(), announced: TimeInterval? = 1800,
        tokenLifetime: TimeInterval? = 3600
    ) -> WebSessionEstimate {
        var estimate = WebSessionEstimate(configuration: configuration)
        if let announced { estimate.record(.announcedIdleTimeout(announced)) }
        estimate.record(.sessionStarted(at: at(0), tokenExpiresAt: tokenLifetime.map { at($0) }))
        return estimate
    }

    @Test func nothingIsPredictedBeforeASessionIsSeen() {
        var estimate = WebSessionEstimate()
        estimate.record(.announcedIdleTimeout(1800))
        #expect(estimate.verdict(at: Self.at(0)) == .unknown)
        #expect(estimate.predictedEnd == nil)
    }

    @Test func theAnnouncedIdleTimeoutEndsTheSessionAMarginEarly() {
        let estimate = Self.estimate()

        #expect(estimate.verdict(at: Self.at(1739)) == .alive(until: Self.at(1740)))
        #expect(estimate.verdict(at: Self.at(1740)) == .ended(.idleTimeout))
        #expect(estimate.predictedEnd?.date == Self.at(1800))
    }

    @Test func activityPushesTheEndBackAndNeverForward() {
        var estimate = Self.estimate()
        estimate.record(.activity(at: Self.at(1000)))
        estimate.record(.activity(at: Self.at(500)))

        #expect(estimate.lastActivity == Self.at(1000))
        #expect(estimate.verdict(at: Self.at(2739)) == .alive(until: Self.at(2740)))
        #expect(estimate.verdict(at: Self.at(2740)) == .ended(.idleTimeout))
    }

    @Test func onAHardenedInstanceTheBridgingTokensExpiryEndsTheSessionFirst() {
        let estimate = Self.estimate(tokenLifetime: 600)

        #expect(estimate.verdict(at: Self.at(539)) == .alive(until: Self.at(540)))
        #expect(estimate.verdict(at: Self.at(540)) == .ended(.tokenExpiry))
    }

    @Test func aTokenOutlivingTheSessionOnAnInstanceThatDoesNotBindThemIsIgnored() {
        let estimate = Self.estimate(.init(sessionEndsWithToken: false), tokenLifetime: 600)

        #expect(estimate.verdict(at: Self.at(1000)) == .alive(until: Self.at(1740)))
    }

    @Test func aConfiguredIdleTimeoutWinsOverTheAnnouncedOne() {
        let estimate = Self.estimate(.init(idleTimeout: 900, margin: 30))

        #expect(estimate.idleTimeout == 900)
        #expect(estimate.verdict(at: Self.at(870)) == .ended(.idleTimeout))
    }

    @Test func withoutAnyTimeoutNothingIsPredicted() {
        let estimate = Self.estimate(.init(sessionEndsWithToken: false), announced: nil)

        #expect(estimate.verdict(at: Self.at(100_000)) == .unknown)
    }

    @Test func switchedOffItPredictsNothing() {
        let estimate = Self.estimate(.init(isEnabled: false), tokenLifetime: 60)

        #expect(estimate.verdict(at: Self.at(10_000)) == .unknown)
    }

    @Test func anUnpredictedEndShortensTheIdleTimeoutForTheNextSession() {
        var estimate = Self.estimate(.init(sessionEndsWithToken: false))

        estimate.record(.sessionEnded(at: Self.at(600)))

        #expect(estimate.unpredictedEnds == 1)
        #expect(estimate.idleTimeout == 600)
        #expect(estimate.verdict(at: Self.at(601)) == .unknown, "no session is known after it ended")
        estimate.record(.sessionStarted(at: Self.at(1000), tokenExpiresAt: nil))
        #expect(estimate.verdict(at: Self.at(1539)) == .alive(until: Self.at(1540)))
        #expect(estimate.verdict(at: Self.at(1540)) == .ended(.idleTimeout))
        estimate.record(.announcedIdleTimeout(1800))
        #expect(estimate.idleTimeout == 600, "a new announcement does not undo what the instance showed")
    }

    @Test func anUnpredictedEndAfterTheTokenExpiredTeachesThatSessionsEndWithTheirToken() {
        var estimate = Self.estimate(.init(sessionEndsWithToken: false), tokenLifetime: 600)

        estimate.record(.sessionEnded(at: Self.at(700)))

        #expect(estimate.sessionEndsWithToken)
        #expect(estimate.idleTimeout == 1800, "the idle timeout was not to blame")
        estimate.record(.sessionStarted(at: Self.at(1000), tokenExpiresAt: Self.at(1600)))
        #expect(estimate.verdict(at: Self.at(1540)) == .ended(.tokenExpiry))
    }

    @Test func anEndThatWasPredictedTeachesNothing() {
        var estimate = Self.estimate()

        estimate.record(.sessionEnded(at: Self.at(1900)))

        #expect(estimate.unpredictedEnds == 0)
        #expect(estimate.idleTimeout == 1800)
    }

    @Test func anEndRightAfterActivityCannotShrinkTheTimeoutBelowTwoMargins() {
        var estimate = Self.estimate(.init(sessionEndsWithToken: false))

        estimate.record(.sessionEnded(at: Self.at(5)))

        #expect(estimate.idleTimeout == 120)
    }

    @Test func logoutForgetsTheSessionButKeepsWhatWasLearned() {
        var estimate = Self.estimate(.init(sessionEndsWithToken: false))
        estimate.record(.sessionEnded(at: Self.at(600)))
        estimate.record(.sessionStarted(at: Self.at(700), tokenExpiresAt: nil))

        estimate.record(.cleared)

        #expect(estimate.lastActivity == nil)
        #expect(estimate.verdict(at: Self.at(701)) == .unknown)
        #expect(estimate.idleTimeout == 600)
    }

    @Test(
        arguments: [
            ("glide_session_store=AB12; Max-Age=1800; Path=/; HttpOnly", 1800.0),
            (
                "JSESSIONID=X; Path=/; HttpOnly, glide_session_store=AB12; Max-Age=900; "
                    + "Expires=Tue, 01 Dec 2026 03:00:00 GMT; Path=/; HttpOnly, BIGipServerpool_a=1; Path=/", 900
            ),
            ("glide_session_store=AB12; Expires=Tue, 01 Dec 2026 03:00:00 GMT; Path=/, other=1; Max-Age=60", nil),
            ("glide_session_store=AB12, other=1; Max-Age=60", nil),
            ("glide_session_store=; Max-Age=0; Path=/", nil),
            ("glide_session_store=AB12; max-age=abc", nil),
            ("JSESSIONID=X; Max-Age=1800", nil),
        ] as [(String, TimeInterval?)])
    func theIdleTimeoutIsReadFromTheSessionStoreCookieOnly(setCookie: String, expected: TimeInterval?) {
        #expect(WebSessionEstimate.announcedIdleTimeout(inSetCookie: setCookie) == expected)
    }

    @Test func theAnnouncementIsFoundUnderAnyCaseOfTheHeaderName() {
        let headers = ["content-type": "text/html", "set-cookie": "glide_session_store=A; Max-Age=1200"]
        #expect(WebSessionEstimate.announcedIdleTimeout(in: headers) == 1200)
        #expect(WebSessionEstimate.announcedIdleTimeout(in: ["Content-Type": "text/html"]) == nil)
    }

    /// An engine that withholds `Set-Cookie` (WebKit) reports the cookie's lifetime read from its store; a header
    /// the response does carry wins, and a lifetime that ran out announces nothing.
    @Test func aResponseAnnouncesFromItsHeadersElseFromTheLifetimeTheEngineRead() throws {
        let url = try #require(URL(string: "https://example.service-now.com/incident.do"))
        var response = WebResponse(url: url, statusCode: 200, headers: [:], isMainFrame: true)
        #expect(response.announcedIdleTimeout == nil)
        response.sessionStoreLifetime = 300
        #expect(response.announcedIdleTimeout == 300)
        response.sessionStoreLifetime = 0
        #expect(response.announcedIdleTimeout == nil)
        response.sessionStoreLifetime = 300
        response.headers["set-cookie"] = "glide_session_store=A; Max-Age=1200"
        #expect(response.announcedIdleTimeout == 1200)
    }

    /// A cookie store keeps an expiry in whole seconds and is read after the response: the seconds left fall
    /// short of the announced `Max-Age` by up to the slack, and an instance states its timeout in whole minutes.
    @Test(
        arguments: [
            (1800.0, 1800.0), (1799.2, 1800), (1798.9, 1800), (1797.0, 1800), (1796.9, 1797), (1500.5, 1501),
            (57.0, 60), (56.5, 57), (3.0, 3), (2.2, 3), (0.0, nil), (-4.0, nil),
        ] as [(TimeInterval, TimeInterval?)])
    func theLifetimeReadFromACookieStoreIsTheWholeMinuteItFallsShortOf(left: TimeInterval, expected: TimeInterval?) {
        let now = Self.at(1000)
        let expires = now.addingTimeInterval(left)
        #expect(WebSessionEstimate.announcedIdleTimeout(storedExpiry: expires, readAt: now) == expected)
    }
}

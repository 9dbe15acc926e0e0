import Foundation
import NowSDK
import NowWeb
import Testing

/// A page that loses its session without a main-frame navigation (``InPageSessionWatch``): the machine reloads
/// the page the user is on with the bearer, within the recovery budget, and only for what it may trust.
@Suite("WebSessionMachine: expiry inside the page")
struct WebSessionMachineInPageTests {
    static let origin = CoreFixtures.instance

    /// The reporter's message for `kind` (its JSON fields) from a frame of `origin`.
    static func signal(
        _ fields: [String: JSONValue], top: Bool = true, href: String = "/now/nav/ui/home", page: String? = nil,
        origin: URL? = origin
    ) -> WebEngineEvent {
        var body = fields
        body["top"] = .bool(top)
        body["href"] = .string(CoreFixtures.url(href).absoluteString)
        if let page { body["page"] = .string(CoreFixtures.url(page).absoluteString) }
        let text = JSONValue.object(body).javaScriptLiteral
        return .sessionWatchSignal(
            ScriptMessage(handlerName: InPageSessionWatch.handlerName, body: text, frame: .main, origin: origin))
    }

    static let refused401 = signal(["kind": .string("refused"), "status": .number(401), "loggedIn": .null])

    @Test func aRefusedDataRequestReloadsThePageTheUserIsOnWithTheBearer() {
        var machine = WebSessionMachine.bridged("tok-1")
        let pushed = "/esc?id=sc_home"
        let event = Self.signal(
            ["kind": .string("refused"), "status": .number(401), "loggedIn": .null], page: pushed)
        #expect(
            machine.engine(event, at: 5) == [
                .stopLoading, .didDetectExpiry(.notLoggedIn), .ended(at: 5), .requestToken,
            ])
        #expect(machine.isRecovering)
        #expect(machine.engine(Self.refused401, at: 5) == [], "one recovery at a time: the rest of a burst is moot")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [
                .started, .kept, .bridge(url: CoreFixtures.url(pushed), token: token("tok-2")),
            ])
        #expect(machine.navigate(pushed, kind: .issued, at: 6) == Decision(.allow))
        #expect(machine.engine(.committed(CoreFixtures.url(pushed)), at: 6) == [.didRecover(CoreFixtures.url(pushed))])
    }

    @Test func anXIsLoggedInFalseAnswerCountsAndOtherAnswersDoNot() {
        var machine = WebSessionMachine.bridged()
        let ok = Self.signal(["kind": .string("refused"), "status": .number(200), "loggedIn": .string("true")])
        let forbidden = Self.signal(["kind": .string("refused"), "status": .number(403), "loggedIn": .null])
        #expect(machine.engine(ok) == [])
        #expect(machine.engine(forbidden) == [], "an ACL refusal is no lost session")
        let alive = Self.signal(["kind": .string("refused"), "status": .number(401), "loggedIn": .string("true")])
        #expect(machine.engine(alive) == [], "a 401 of a live session is the endpoint's own refusal")
        let header = Self.signal(["kind": .string("refused"), "status": .number(200), "loggedIn": .string("FALSE")])
        #expect(machine.engine(header).contains(.didDetectExpiry(.notLoggedIn)))
    }

    @Test func aLoginFormInPlaceCountsOnlyWhenItPostsToALoginPageOfTheInstance() {
        var machine = WebSessionMachine.bridged()
        let password = Self.signal([
            "kind": .string("loginForm"), "action": .string(CoreFixtures.url("/sys_user_password.do").absoluteString),
        ])
        let foreign = Self.signal(["kind": .string("loginForm"), "action": .string("https://evil.example/login.do")])
        #expect(machine.engine(password) == [], "a form to change a password is no login page")
        #expect(machine.engine(foreign) == [])
        let login = Self.signal([
            "kind": .string("loginForm"), "action": .string(CoreFixtures.url("/login.do").absoluteString),
        ])
        #expect(machine.engine(login).contains(.didDetectExpiry(.loginPage)))
    }

    @Test func anInstanceFrameOnALoginPageReloadsTheShellItIsIn() {
        var machine = WebSessionMachine.bridged()
        let shell = "/now/nav/ui/classic/params/target/incident_list.do"
        let frame = Self.signal(["kind": .string("document")], top: false, href: "/login.do", page: shell)
        #expect(machine.engine(frame).contains(.didDetectExpiry(.loginPage)))
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)).last
                == .bridge(url: CoreFixtures.url(shell), token: token("tok-2")))
        // Another frame's ordinary document, or the top frame's own (a navigation covers it), changes nothing.
        var other = WebSessionMachine.bridged()
        #expect(other.engine(Self.signal(["kind": .string("document")], top: false, href: "/incident.do")) == [])
        #expect(other.engine(Self.signal(["kind": .string("document")], top: true, href: "/login.do")) == [])
    }

    @Test func whatCannotBeTrustedChangesNothing() {
        let foreign = URL(string: "https://widget.example")!
        let cases: [WebEngineEvent] = [
            Self.signal(["kind": .string("refused"), "status": .number(401)], origin: foreign),
            Self.signal(["kind": .string("refused"), "status": .number(401)], origin: nil),
            .sessionWatchSignal(
                ScriptMessage(
                    handlerName: InPageSessionWatch.handlerName, body: "{", frame: .main,
                    origin: Self.origin)),
            .sessionWatchSignal(ScriptMessage(handlerName: "other", body: "{}", frame: .main, origin: Self.origin)),
            .sessionWatchSignal(
                ScriptMessage(
                    handlerName: InPageSessionWatch.handlerName,
                    body: String(repeating: " ", count: InPageSessionWatch.maximumBodyLength + 1) + "{}",
                    frame: .main, origin: Self.origin)),
            Self.signal(["kind": .string("refused"), "status": .string("401")]),
            Self.signal(["kind": .string("unknown")]),
        ]
        for event in cases {
            var machine = WebSessionMachine.bridged()
            #expect(machine.engine(event) == [], "\(event)")
        }
    }

    @Test func aGuestsPublicPageAndAPageStillLoadingAreLeftAlone() {
        var guest = CoreFixtures.machine("/sp")
        _ = guest.handle(.loadPage)
        _ = guest.handle(.guestAccess)
        _ = guest.show("/sp", kind: .issued)
        #expect(guest.engine(Self.refused401) == [], "a guest cannot be signed in by a reload")
        var loading = WebSessionMachine.bridged()
        #expect(loading.navigate("/incident.do") == Decision(.allow))
        #expect(loading.engine(Self.refused401) == [], "the navigation under way has its own checks")
    }

    @Test func aPageThatKeepsSignallingEndsWithinTheBudget() {
        var machine = WebSessionMachine.bridged()
        var bridges = 0
        var errors: [NowWebError] = []
        for minute in 0..<5 {
            let now = Double(minute) * 60
            for action in machine.engine(Self.refused401, at: now) {
                if case .reportFailure(let error) = action { errors.append(error) }
            }
            for action in machine.handle(.tokenReceived(token("tok"), at: CoreFixtures.start)) {
                if case .bridge = action { bridges += 1 }
            }
            _ = machine.show("/now/nav/ui/home", kind: .issued, at: now)
        }
        #expect(bridges == 3, "the budget's recoveries, and no more")
        #expect(errors.first == .recoveryBudgetExhausted(recoveries: 3, window: 300))
    }

    @Test func thePageARecoveryShowedLosingItsSessionAtOnceIsALoop() {
        var machine = WebSessionMachine.bridged()
        let home = CoreFixtures.url("/now/nav/ui/home")
        _ = machine.engine(Self.refused401, at: 0)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 1)
        let header = Self.signal(["kind": .string("refused"), "status": .number(200), "loggedIn": .string("false")])
        #expect(machine.engine(header, at: 5).contains(.reportFailure(.loginLoop(page: home))), "the header says")
        #expect(!machine.isRecovering)
    }

    @Test func a401ThatDoesNotSaySoonAfterARecoveryIsCheckedFirst() {
        var machine = WebSessionMachine.bridged()
        let home = CoreFixtures.url("/now/nav/ui/home")
        _ = machine.engine(Self.refused401, at: 0)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 1)
        #expect(machine.engine(Self.refused401, at: 5) == [.checkSessionInBackground(url: home)])
        #expect(machine.engine(Self.refused401, at: 5) == [], "the check under way answers the burst")
        // Alive: the endpoint refused on its own; its next 401s within the window cost nothing, not even a check.
        #expect(machine.handle(.sessionChecked(isLoggedIn: true, at: CoreFixtures.start.addingTimeInterval(6))) == [])
        #expect(machine.engine(Self.refused401, at: 8) == [])
        #expect(!machine.isRecovering)
        // Dead: the loop it would have been.
        var dead = WebSessionMachine.bridged()
        _ = dead.engine(Self.refused401, at: 0)
        _ = dead.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = dead.show("/now/nav/ui/home", kind: .issued, at: 1)
        _ = dead.engine(Self.refused401, at: 5)
        #expect(
            dead.handle(.sessionChecked(isLoggedIn: false, at: CoreFixtures.start.addingTimeInterval(6))).contains(
                .reportFailure(.loginLoop(page: home))))
    }

    @Test func a401ThatDoesNotSayAfterARenewalBehindThePageIsCheckedThenReloaded() {
        var machine = WebSessionMachine.bridged()
        let home = CoreFixtures.url("/now/nav/ui/home")
        _ = machine.engine(Self.refusedWithoutToken, at: 5)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.handle(Self.ended(succeeded: true, at: 6))
        #expect(machine.engine(Self.refusedWithoutToken, at: 8) == [.checkSessionInBackground(url: home)])
        #expect(
            machine.handle(.sessionChecked(isLoggedIn: false, at: CoreFixtures.start.addingTimeInterval(9)))
                == [.stopLoading, .requestToken], "the same recovery reloads it")
    }

    @Test func aPageSentToLoginWhileTheTokenIsAwaitedIsCancelledInAnyFrame() {
        var machine = WebSessionMachine.bridged()
        _ = machine.engine(Self.refused401)
        #expect(
            machine.navigate("/login.do?sysparm_goto_url=%2Fnow", kind: .other, mainFrame: nil) == Decision(.cancel))
        #expect(machine.navigate("/incident.do", kind: .other, mainFrame: nil) == Decision(.allow))
    }

    // MARK: A page that can go on by itself: the re-bridge behind it

    static let refusedWithoutToken = signal([
        "kind": .string("refused"), "status": .number(401), "loggedIn": .null, "userToken": .bool(false),
    ])

    static func ended(succeeded: Bool, at seconds: Double) -> WebSessionMachine.Event {
        .backgroundBridgeEnded(succeeded: succeeded, at: CoreFixtures.start.addingTimeInterval(seconds))
    }

    @Test func aRefusalWithoutTheSessionsTokenReBridgesBehindThePageWithoutAReload() {
        var machine = WebSessionMachine.bridged("tok-1")
        let home = CoreFixtures.url("/now/nav/ui/home")
        #expect(
            machine.engine(Self.refusedWithoutToken, at: 5) == [
                .didDetectExpiry(.notLoggedIn), .ended(at: 5), .requestToken,
            ])
        #expect(!machine.isRecovering, "the page stays as it is")
        #expect(machine.engine(Self.refusedWithoutToken, at: 5) == [], "the re-bridge under way answers the burst")
        #expect(machine.engine(Self.refused401, at: 5) == [], "and a refusal with the token too")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start, holdForTheme: true)) == [
                .started, .kept, .bridgeInBackground(url: home, token: token("tok-2")),
            ], "behind the page, no theme write: the page keeps its theme")
        #expect(machine.state == .showing(home, background: .bridging(page: home)))
        #expect(machine.handle(Self.ended(succeeded: true, at: 6)) == [.notifySessionRenewed, .didRecover(home)])
        #expect(machine.handle(Self.ended(succeeded: true, at: 6)) == [], "told once")
        // Much later, another expiry is a new recovery, behind the page again.
        #expect(machine.engine(Self.refusedWithoutToken, at: 120).first == .didDetectExpiry(.notLoggedIn))
    }

    @Test func aRequestThatCarriedTheTokenOrAReporterThatDoesNotSayReloads() {
        var machine = WebSessionMachine.bridged()
        let withToken = Self.signal([
            "kind": .string("refused"), "status": .number(401), "loggedIn": .null, "userToken": .bool(true),
        ])
        #expect(machine.engine(withToken).first == .stopLoading)
        #expect(machine.isRecovering, "its CSRF token died with the session: the page is reloaded")
        var unsaid = WebSessionMachine.bridged()
        let odd = Self.signal([
            "kind": .string("refused"), "status": .number(401), "loggedIn": .null, "userToken": .string("false"),
        ])
        #expect(unsaid.engine(odd).first == .stopLoading, "only a boolean false says no token went")
        #expect(unsaid.isRecovering)
    }

    @Test func aFailedBackgroundBridgeReloadsWithANewTokenAsTheSameRecovery() {
        var machine = WebSessionMachine.bridged("tok-1")
        let home = CoreFixtures.url("/now/nav/ui/home")
        _ = machine.engine(Self.refusedWithoutToken, at: 5)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        #expect(
            machine.handle(Self.ended(succeeded: false, at: 6)) == [
                .stopLoading, .refreshToken(rejected: token("tok-2")),
            ])
        #expect(machine.state == .recovering(home, renewing: true))
        #expect(
            machine.handle(.tokenReceived(token("tok-3"), at: CoreFixtures.start)).last
                == .bridge(url: home, token: token("tok-3")))
        #expect(machine.navigate("/login.do", kind: .redirect).actions.contains(.reportFailure(.loginLoop(page: home))))
    }

    @Test func aPageRefusedAgainSoonAfterItsSessionWasRenewedIsReloadedThenALoop() {
        var machine = WebSessionMachine.bridged("tok-1")
        let home = CoreFixtures.url("/now/nav/ui/home")
        _ = machine.engine(Self.refusedWithoutToken, at: 5)
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        _ = machine.handle(Self.ended(succeeded: true, at: 6))
        let header = Self.signal([
            "kind": .string("refused"), "status": .number(200), "loggedIn": .string("false"), "userToken": .bool(false),
        ])
        #expect(machine.engine(header, at: 8) == [.stopLoading, .requestToken], "no second budget")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)).last
                == .bridge(url: home, token: token("tok-2")))
        _ = machine.show("/now/nav/ui/home", kind: .issued, at: 9)
        #expect(machine.engine(header, at: 10).contains(.reportFailure(.loginLoop(page: home))))
    }

    @Test func aNavigationDuringTheBackgroundTokenWaitGivesTheWaitUp() {
        var machine = WebSessionMachine.bridged()
        _ = machine.engine(Self.refusedWithoutToken, at: 5)
        #expect(machine.navigate("/incident.do").actions.contains(.cancelTokenRequest))
        #expect(machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)) == [], "a late token is dropped")
        var failing = WebSessionMachine.bridged()
        _ = failing.engine(Self.refusedWithoutToken, at: 5)
        #expect(failing.handle(.tokenFailed(mustSignIn: true)) == [.reportFailure(.tokenUnavailable(mustSignIn: true))])
        #expect(failing.handle(Self.ended(succeeded: true, at: 6)) == [], "nothing to renew")
    }

    @Test func aPageFloodingRefusalsWithoutTheTokenEndsWithinTheBudget() {
        var machine = WebSessionMachine.bridged()
        var backgroundBridges = 0
        var errors: [NowWebError] = []
        for minute in 0..<5 {
            let now = Double(minute) * 60
            for action in machine.engine(Self.refusedWithoutToken, at: now) {
                if case .reportFailure(let error) = action { errors.append(error) }
            }
            for action in machine.handle(.tokenReceived(token("tok"), at: CoreFixtures.start)) {
                if case .bridgeInBackground = action { backgroundBridges += 1 }
            }
            _ = machine.handle(Self.ended(succeeded: true, at: now + 1))
        }
        #expect(backgroundBridges == 3, "the budget's recoveries, and no more")
        #expect(errors.first == .recoveryBudgetExhausted(recoveries: 3, window: 300))
    }
}

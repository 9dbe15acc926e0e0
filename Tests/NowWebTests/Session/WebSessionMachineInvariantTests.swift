import Foundation
import NowSDK
import NowWeb
import Testing

/// Runs every sequence of four inputs from a small alphabet, from a fresh and from a bridged machine, and
/// checks the promises that must hold whatever the order.
@Suite("WebSessionMachine: invariants over every short input sequence")
struct WebSessionMachineInvariantTests {
    /// What the owner hands the machine: an event, or a navigation question that must get one policy.
    enum Input {
        case event(WebSessionMachine.Event)
        case question(NavigationAction)
    }

    /// What one input produced: the policies given (one per question, none otherwise) and the actions.
    struct Outcome {
        var policies: [NavigationPolicy]
        var actions: [WebSessionMachine.Action]
    }

    static let login = CoreFixtures.url("/login.do?sysparm_goto_url=x")
    static let shown = CoreFixtures.url("/incident.do")

    static let alphabet: [(String, Input)] = {
        let at = CoreFixtures.start
        func nav(_ url: String, _ kind: NavigationKind, _ main: Bool?) -> Input {
            .question(NavigationAction(url: CoreFixtures.url(url), isMainFrame: main, kind: kind))
        }
        let notLoggedIn = WebResponse(
            url: CoreFixtures.url("/incident.do"), statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: true)
        let inPage = ScriptMessage(
            handlerName: InPageSessionWatch.handlerName,
            body:
                #"{"kind":"refused","status":401,"loggedIn":null,"top":true,"href":"https://acme.service-now.com/sp"}"#,
            frame: .main, origin: CoreFixtures.instance)
        let inPageNoToken = ScriptMessage(
            handlerName: InPageSessionWatch.handlerName,
            body:
                #"{"kind":"refused","status":401,"loggedIn":null,"userToken":false,"top":true,"href":"https://acme.service-now.com/sp"}"#,
            frame: .main, origin: CoreFixtures.instance)
        return [
            ("loadPage", .event(.loadPage)),
            ("reload", .event(.reloadRequested(shown: shown))),
            ("stop", .event(.stopRequested)),
            ("token", .event(.tokenReceived(token("tok-x"), at: CoreFixtures.start))),
            ("tokenFailed", .event(.tokenFailed(mustSignIn: false))),
            ("deadline", .event(.tokenDeadlinePassed)),
            ("tokenHeld", .event(.tokenReceived(token("tok-x"), at: CoreFixtures.start, holdForTheme: true))),
            ("themeSettled", .event(.themePreferenceSettled(at: CoreFixtures.start))),
            ("guest", .event(.guestAccess)),
            ("link", nav("/incident.do", .linkActivated, true)),
            ("issued", nav("/now/nav/ui/home", .issued, true)),
            ("mainLogin", nav("/login.do", .redirect, true)),
            ("subLogin", nav("/login.do", .redirect, false)),
            ("unknownLogin", nav("/sp?id=login", .redirect, nil)),
            ("foreignLink", nav("https://evil.example/", .linkActivated, true)),
            ("redirectedLogin", .event(.engine(.redirected(from: login, to: login, isMainFrame: true), at: at))),
            ("notLoggedIn", .event(.engine(.responseReceived(notLoggedIn), at: at))),
            ("inPage401", .event(.engine(.sessionWatchSignal(inPage), at: at))),
            ("inPageNoToken", .event(.engine(.sessionWatchSignal(inPageNoToken), at: at))),
            ("rebridged", .event(.backgroundBridgeEnded(succeeded: true, at: at))),
            ("rebridgeFailed", .event(.backgroundBridgeEnded(succeeded: false, at: at))),
            ("sessionAlive", .event(.sessionChecked(isLoggedIn: true, at: at))),
            ("sessionDead", .event(.sessionChecked(isLoggedIn: false, at: at))),
            ("commit", .event(.engine(.committed(CoreFixtures.url("/incident.do")), at: at))),
            ("network", .event(.engine(.failed(url: nil, error: .network("reset")), at: at))),
            ("crash", .event(.engine(.failed(url: nil, error: .contentProcessTerminated), at: at))),
            ("hidden", .event(.visibilityChanged(isOnScreen: false, at: at))),
            ("shown", .event(.visibilityChanged(isOnScreen: true, at: at))),
        ]
    }()

    private static func step(_ machine: inout WebSessionMachine, _ input: Input) -> Outcome {
        switch input {
        case .event(let event):
            return Outcome(policies: [], actions: machine.handle(event))
        case .question(let action):
            let decision = machine.decide(action, at: CoreFixtures.start)
            return Outcome(policies: [decision.policy], actions: decision.actions)
        }
    }

    private static func check(_ input: Input, _ outcome: Outcome, trace: String) -> String? {
        switch input {
        case .question(let action):
            guard outcome.policies.count == 1, let policy = outcome.policies.first else {
                return "\(trace): \(outcome.policies.count) policies for one question"
            }
            if action.isMainFrame == false && (policy != .allow || !outcome.actions.isEmpty) {
                return "\(trace): subframe acted upon"
            }
            let loginVerdict = CoreFixtures.detector.verdict(for: action.url) != .notLogin
            if action.isMainFrame == true && loginVerdict && policy != .cancel { return "\(trace): login allowed" }
        case .event:
            if !outcome.policies.isEmpty { return "\(trace): a policy without a question" }
        }
        for action in outcome.actions {
            switch action {
            case .bridge(let url, _):
                switch input {
                case .event(.tokenReceived(_, _, holdForTheme: false)), .event(.themePreferenceSettled): break
                default: return "\(trace): bearer outside a bridge"
                }
                if !CoreFixtures.scope.contains(url) { return "\(trace): bearer off the instance" }
                if CoreFixtures.detector.verdict(for: url) != .notLogin { return "\(trace): bridges to login" }
            case .bridgeInBackground(let url, _):
                guard case .event(.tokenReceived) = input else { return "\(trace): bearer outside a token's answer" }
                if !CoreFixtures.scope.contains(url) { return "\(trace): bearer off the instance" }
                if CoreFixtures.detector.verdict(for: url) != .notLogin { return "\(trace): bridges to login" }
            case .load(let url):
                if CoreFixtures.detector.verdict(for: url) != .notLogin { return "\(trace): loads login" }
            default:
                continue
            }
        }
        return nil
    }

    /// The machine's bookkeeping goes with what it accounts for: a token request is given up exactly when the
    /// machine stops waiting for its token without an answer; every bridge is preceded by the session's start
    /// and the token keeper's note, and every detected expiry is followed by the session's end.
    private static func checkBookkeeping(
        from before: WebSessionMachine, to after: WebSessionMachine, _ input: Input, _ outcome: Outcome,
        trace: String
    ) -> String? {
        let actions = outcome.actions
        let cancels = actions.filter { $0 == .cancelTokenRequest }.count
        let abandonsWait = awaitsToken(before.state) && !awaitsToken(after.state) && !answersToken(input)
        if cancels != (abandonsWait ? 1 : 0) {
            return "\(trace): \(cancels) token requests given up, \(abandonsWait ? 1 : 0) abandoned"
        }
        for (index, action) in actions.enumerated() {
            switch action {
            case .bridge(_, let token), .bridgeInBackground(_, let token):
                let before = actions[..<index].suffix(2)
                let expected: [WebSessionMachine.Action] = [
                    .recordSession(.sessionStarted(at: CoreFixtures.start, tokenExpiresAt: token.expiresAt)),
                    .keepTokenFresh(.bridged(tokenExpiresAt: token.expiresAt, at: CoreFixtures.start)),
                ]
                if Array(before) != expected { return "\(trace): a bridge without its session start" }
            case .didDetectExpiry:
                guard index + 1 < actions.count, case .recordSession(.sessionEnded) = actions[index + 1] else {
                    return "\(trace): an expiry not recorded as the session's end"
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `input` answers a token request or the theme write a bridge is held for (so that it needs no
    /// giving up).
    private static func answersToken(_ input: Input) -> Bool {
        switch input {
        case .event(.tokenReceived), .event(.tokenFailed), .event(.guestAccess), .event(.tokenDeadlinePassed),
            .event(.themePreferenceSettled):
            return true
        case .event, .question:
            return false
        }
    }

    /// Whether the machine waits for a token in `state`.
    private static func awaitsToken(_ state: WebSessionMachine.State) -> Bool {
        switch state {
        case .awaitingToken, .recovering, .holdingBridge, .showing(_, _, .awaitingToken?): return true
        case .notStarted, .loading, .showing, .stopped: return false
        }
    }

    /// A reload that loads a page starts a navigation of its own: when that load fails, the app hears of it,
    /// whatever the machine had given up before.
    private static func checkReloadReportsItsFailure(_ machine: WebSessionMachine, trace: String) -> String? {
        var probe = machine
        guard probe.handle(.reloadRequested(shown: shown)).contains(.load(shown)) else { return nil }
        let failure = probe.engine(.failed(url: shown, error: .network("reset")))
        guard failure.contains(.reportFailure(.networkFailure(page: shown, reason: "reset"))) else {
            return "\(trace),reload,network: the reload's failure was swallowed"
        }
        return nil
    }

    /// Walks the tree of sequences depth first, so that each prefix is handled once.
    private static func explore(
        _ machine: WebSessionMachine, trace: [String], spending: Spending, depth: Int, tally: inout Tally
    ) {
        guard depth > 0 else {
            tally.sequences += 1
            return
        }
        for (name, input) in alphabet {
            var next = machine
            let outcome = step(&next, input)
            let path = trace + [name]
            let joined = path.joined(separator: ",")
            if case .question = input { tally.questions += 1 }
            var spent = spending
            spent.recoveries += outcome.actions.filter(\.startsARecovery).count
            spent.renewals += outcome.actions.filter(\.renewsToken).count
            if let failure = check(input, outcome, trace: joined) { tally.failures.append(failure) }
            if let failure = checkBookkeeping(from: machine, to: next, input, outcome, trace: joined) {
                tally.failures.append(failure)
            }
            if !machine.isOnScreen, name == "crash", outcome.actions.contains(where: \.loadsAPage) {
                tally.failures.append("\(joined): a page loaded off screen after its process died")
            }
            if spent.recoveries > 1 { tally.failures.append("\(joined): \(spent.recoveries) recoveries in one window") }
            if spent.renewals > spent.recoveries {
                tally.failures.append("\(joined): \(spent.renewals) token renewals for \(spent.recoveries) recoveries")
            }
            if case .stopped = next.state {
                tally.abandoned += 1
                if let failure = checkReloadReportsItsFailure(next, trace: joined) { tally.failures.append(failure) }
            }
            explore(next, trace: path, spending: spent, depth: depth - 1, tally: &tally)
        }
    }

    /// What a sequence spent: recoveries started, and new tokens asked for (at most one per recovery).
    struct Spending {
        var recoveries = 0
        var renewals = 0
    }

    struct Tally {
        var sequences = 0
        var questions = 0
        var abandoned = 0
        var failures: [String] = []
    }

    @Test(arguments: [false, true])
    func bearerStaysOnTheInstanceLoginIsNeverLoadedAndTheBudgetHolds(startBridged: Bool) async {
        // Seconds of CPU work: on a thread of its own, because on one of Swift concurrency's cooperative
        // threads (two on a two-core machine) the two cases stalled every other test of the run meanwhile.
        let tally = await withCheckedContinuation { continuation in
            Thread {
                let configuration = WebSessionMachine.Configuration(recoveriesPerWindow: 1, recoveryWindow: 300)
                let base =
                    startBridged
                    ? WebSessionMachine.bridged(configuration: configuration)
                    : CoreFixtures.machine(configuration: configuration)
                var tally = Tally()
                Self.explore(base, trace: [], spending: Spending(), depth: 4, tally: &tally)
                continuation.resume(returning: tally)
            }.start()
        }
        #expect(tally.sequences == 614_656)
        // Each of the 28 inputs is tried at depths 1 to 4: 28 + 28² + 28³ + 28⁴ steps, 6 in 28 of them questions.
        #expect(tally.questions == 6 * (1 + 28 + 784 + 21_952))
        #expect(tally.abandoned > 0, "no sequence reached an abandoned navigation")
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5))")
    }
}

extension WebSessionMachine.Action {
    /// Whether the action starts a recovery, which spends the budget (renewing a recovery's own token does not).
    fileprivate var startsARecovery: Bool {
        switch self {
        case .didDetectExpiry, .didPredictExpiry: return true
        default: return false
        }
    }

    /// Whether the action loads a page or starts the token request of one.
    fileprivate var loadsAPage: Bool {
        switch self {
        case .load, .bridge, .requestToken, .refreshToken: return true
        default: return false
        }
    }

    /// Whether the action asks for a new token in place of one the instance turned away.
    fileprivate var renewsToken: Bool {
        guard case .refreshToken = self else { return false }
        return true
    }
}

import Foundation
import NowSDK
import NowWeb
import Testing

/// Runs every sequence of four events from a small alphabet, from a fresh and from a bridged machine, and
/// checks the promises that must hold whatever the order.
@Suite("WebSessionMachine: invariants over every short event sequence")
struct WebSessionMachineInvariantTests {
    static let login = CoreFixtures.url("/login.do?sysparm_goto_url=x")

    static let alphabet: [(String, WebSessionMachine.Event)] = {
        let at = CoreFixtures.start
        func nav(_ url: String, _ kind: NavigationKind, _ main: Bool?) -> WebSessionMachine.Event {
            .navigationRequested(NavigationAction(url: CoreFixtures.url(url), isMainFrame: main, kind: kind), at: at)
        }
        let notLoggedIn = WebResponse(
            url: CoreFixtures.url("/incident.do"), statusCode: 200, headers: ["X-Is-Logged-In": "false"],
            isMainFrame: true)
        return [
            ("loadPage", .loadPage),
            ("token", .tokenReceived(token("tok-x"))),
            ("tokenFailed", .tokenFailed(mustSignIn: false)),
            ("guest", .guestAccess),
            ("link", nav("/incident.do", .linkActivated, true)),
            ("issued", nav("/now/nav/ui/home", .issued, true)),
            ("mainLogin", nav("/login.do", .redirect, true)),
            ("subLogin", nav("/login.do", .redirect, false)),
            ("unknownLogin", nav("/sp?id=login", .redirect, nil)),
            ("foreignLink", nav("https://evil.example/", .linkActivated, true)),
            ("redirectedLogin", .engine(.redirected(from: login, to: login, isMainFrame: true), at: at)),
            ("notLoggedIn", .engine(.responseReceived(notLoggedIn), at: at)),
            ("commit", .engine(.committed(CoreFixtures.url("/incident.do")), at: at)),
            ("network", .engine(.failed(url: nil, error: .network("reset")), at: at)),
            ("crash", .engine(.failed(url: nil, error: .contentProcessTerminated), at: at)),
        ]
    }()

    private static func check(
        _ event: WebSessionMachine.Event, _ actions: [WebSessionMachine.Action], trace: String
    ) -> String? {
        if case .navigationRequested(let action, _) = event {
            let decisions = actions.filter { if case .decide = $0 { true } else { false } }
            guard decisions.count == 1, case .decide(let policy) = actions.first else {
                return "\(trace): no single leading decision"
            }
            if action.isMainFrame == false && actions != [.decide(.allow)] { return "\(trace): subframe acted upon" }
            let loginVerdict = CoreFixtures.detector.verdict(for: action.url) != .notLogin
            if action.isMainFrame == true && loginVerdict && policy != .cancel { return "\(trace): login allowed" }
        }
        for action in actions {
            guard case .load(let request) = action else { continue }
            if !request.headers.isEmpty {
                guard case .tokenReceived = event else { return "\(trace): bearer outside a bridge" }
                if !CoreFixtures.scope.contains(request.url) { return "\(trace): bearer off the instance" }
            }
            if CoreFixtures.detector.verdict(for: request.url) != .notLogin { return "\(trace): loads login" }
        }
        return nil
    }

    /// Walks the tree of sequences depth first, so that each prefix is handled once.
    private static func explore(
        _ machine: WebSessionMachine, trace: [String], refreshes: Int, depth: Int, failures: inout [String]
    ) -> Int {
        guard depth > 0 else { return 1 }
        var leaves = 0
        for (name, event) in alphabet {
            var next = machine
            let actions = next.handle(event)
            let path = trace + [name]
            let spent = refreshes + actions.filter { if case .refreshToken = $0 { true } else { false } }.count
            if let failure = check(event, actions, trace: path.joined(separator: ",")) { failures.append(failure) }
            if spent > 1 { failures.append("\(path.joined(separator: ",")): \(spent) recoveries in one window") }
            leaves += explore(next, trace: path, refreshes: spent, depth: depth - 1, failures: &failures)
        }
        return leaves
    }

    @Test(arguments: [false, true])
    func bearerStaysOnTheInstanceLoginIsNeverLoadedAndTheBudgetHolds(startBridged: Bool) async {
        // Seconds of CPU work: on a thread of its own, because on one of Swift concurrency's cooperative
        // threads (two on a two-core machine) the two cases stalled every other test of the run meanwhile.
        let (sequences, failures) = await withCheckedContinuation { continuation in
            Thread {
                let configuration = WebSessionMachine.Configuration(recoveriesPerWindow: 1, recoveryWindow: 300)
                let base =
                    startBridged
                    ? WebSessionMachine.bridged(configuration: configuration)
                    : CoreFixtures.machine(configuration: configuration)
                var failures: [String] = []
                let sequences = Self.explore(base, trace: [], refreshes: 0, depth: 4, failures: &failures)
                continuation.resume(returning: (sequences, failures))
            }.start()
        }
        #expect(sequences == 50_625)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}

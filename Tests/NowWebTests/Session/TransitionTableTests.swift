import Foundation
import NowSDK
import NowWeb
import Testing

/// The table of transitions in the article "Session bridging and recovery" is made by running the machine:
/// each row names a state and an input, and the actions and the next state are what the code returns. The
/// test fails when the article and the code disagree; `NOWWEB_WRITE_TRANSITIONS=1` rewrites the article's
/// table from the code.
@Suite("WebSessionMachine: the documented transitions are the code's")
struct TransitionTableTests {
    /// An input of a row: an event, or a navigation question.
    enum Input: Sendable {
        case event(WebSessionMachine.Event)
        case question(String, NavigationKind, mainFrame: Bool?)
    }

    struct Row: Sendable {
        var from: String
        var machine: @Sendable () -> WebSessionMachine
        var input: String
        var feed: Input
    }

    static let at = CoreFixtures.start
    static let page = CoreFixtures.url("/incident.do")

    static func loading() -> WebSessionMachine {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/incident.do")
        return machine
    }

    static func recovering() -> WebSessionMachine {
        var machine = loading()
        _ = machine.navigate("/login.do", kind: .redirect)
        return machine
    }

    static func loadingRecovery() -> WebSessionMachine {
        var machine = recovering()
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        return machine
    }

    static func loadingRenewedRecovery() -> WebSessionMachine {
        var machine = loadingRecovery()
        _ = machine.navigate("/login.do", kind: .redirect)
        _ = machine.handle(.tokenReceived(token("tok-3"), at: CoreFixtures.start))
        return machine
    }

    static func awaitingToken() -> WebSessionMachine {
        var machine = CoreFixtures.machine()
        _ = machine.handle(.loadPage)
        return machine
    }

    static func holdingBridge() -> WebSessionMachine {
        var machine = awaitingToken()
        _ = machine.handle(.tokenReceived(token("tok-1"), at: CoreFixtures.start, holdForTheme: true))
        return machine
    }

    static func stopped() -> WebSessionMachine {
        var machine = loading()
        _ = machine.navigate("https://www.example.com/", kind: .linkActivated)
        return machine
    }

    static func offScreen() -> WebSessionMachine {
        var machine = WebSessionMachine.bridged()
        _ = machine.handle(.visibilityChanged(isOnScreen: false, at: at))
        return machine
    }

    static func offScreenDead() -> WebSessionMachine {
        var machine = offScreen()
        _ = machine.handle(.engine(.failed(url: nil, error: .contentProcessTerminated), at: at))
        return machine
    }

    static func spent() -> WebSessionMachine {
        WebSessionMachine.bridged(configuration: .init(recoveriesPerWindow: 0, recoveryWindow: 300))
    }

    static let refusedWithoutToken = WebSessionMachine.Event.engine(
        .sessionWatchSignal(
            ScriptMessage(
                handlerName: InPageSessionWatch.handlerName,
                body:
                    #"{"kind":"refused","status":401,"userToken":false,"top":true,"href":"https://acme.service-now.com/sp"}"#,
                frame: .main, origin: CoreFixtures.instance)), at: at)

    static func reBridgeAwaitingToken() -> WebSessionMachine {
        var machine = WebSessionMachine.bridged()
        _ = machine.handle(refusedWithoutToken)
        return machine
    }

    static func reBridging() -> WebSessionMachine {
        var machine = reBridgeAwaitingToken()
        _ = machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start))
        return machine
    }

    static func renewedBehindThePage() -> WebSessionMachine {
        var machine = reBridging()
        _ = machine.handle(.backgroundBridgeEnded(succeeded: true, at: at))
        return machine
    }

    static func checkingSession() -> WebSessionMachine {
        var machine = renewedBehindThePage()
        _ = machine.handle(refusedWithoutToken)
        return machine
    }

    static func response(loggedIn: Bool) -> WebSessionMachine.Event {
        let headers = ["X-Is-Logged-In": loggedIn ? "true" : "false"]
        return .engine(
            .responseReceived(WebResponse(url: page, statusCode: 200, headers: headers, isMainFrame: true)), at: at)
    }

    static let rows: [Row] = [
        Row(from: "not started", machine: { CoreFixtures.machine() }, input: "`loadPage`", feed: .event(.loadPage)),
        Row(from: "awaiting token", machine: awaitingToken, input: "`loadPage`", feed: .event(.loadPage)),
        Row(
            from: "awaiting token", machine: awaitingToken, input: "`tokenReceived`",
            feed: .event(.tokenReceived(token("tok-1"), at: CoreFixtures.start))),
        Row(from: "awaiting token", machine: awaitingToken, input: "`guestAccess`", feed: .event(.guestAccess)),
        Row(
            from: "awaiting token", machine: awaitingToken, input: "`tokenFailed`",
            feed: .event(.tokenFailed(mustSignIn: true))),
        Row(
            from: "awaiting token", machine: awaitingToken, input: "`tokenReceived`, theme ids not yet written",
            feed: .event(.tokenReceived(token("tok-1"), at: CoreFixtures.start, holdForTheme: true))),
        Row(
            from: "holding bridge", machine: holdingBridge, input: "`themePreferenceSettled`",
            feed: .event(.themePreferenceSettled(at: CoreFixtures.start))),
        Row(from: "holding bridge", machine: holdingBridge, input: "`stopRequested`", feed: .event(.stopRequested)),
        Row(
            from: "holding bridge", machine: holdingBridge, input: "main-frame link of the user",
            feed: .question("/kb_view.do", .linkActivated, mainFrame: true)),
        Row(
            from: "awaiting token", machine: awaitingToken, input: "`tokenDeadlinePassed`",
            feed: .event(.tokenDeadlinePassed)),
        Row(from: "awaiting token", machine: awaitingToken, input: "`stopRequested`", feed: .event(.stopRequested)),
        Row(
            from: "showing", machine: { .bridged() }, input: "main-frame link on the instance",
            feed: .question("/incident.do", .linkActivated, mainFrame: true)),
        Row(
            from: "showing", machine: { .bridged() }, input: "subframe hop to a login page",
            feed: .question("/login.do", .redirect, mainFrame: false)),
        Row(
            from: "showing", machine: { .bridged() }, input: "hop of unknown frame, http(s)",
            feed: .question("/sp?id=login", .redirect, mainFrame: nil)),
        Row(
            from: "showing", machine: { .bridged() }, input: "hop of unknown frame, other scheme",
            feed: .question("mailto:someone@example.com", .linkActivated, mainFrame: nil)),
        Row(
            from: "loading", machine: loading, input: "main-frame redirect to a login page",
            feed: .question("/login.do", .redirect, mainFrame: true)),
        Row(
            from: "loading", machine: loading, input: "main-frame link off the instance",
            feed: .question("https://www.example.com/", .linkActivated, mainFrame: true)),
        Row(
            from: "loading", machine: loading, input: "main-frame redirect off the instance (cookies only)",
            feed: .question("https://www.example.com/", .redirect, mainFrame: true)),
        Row(
            from: "loading (recovery)", machine: loadingRecovery,
            input: "main-frame redirect off the instance (after the bearer)",
            feed: .question("https://www.example.com/", .redirect, mainFrame: true)),
        Row(
            from: "showing, budget spent", machine: spent, input: "main-frame redirect to a login page",
            feed: .question("/login.do", .redirect, mainFrame: true)),
        Row(
            from: "recovering", machine: recovering, input: "`tokenReceived`",
            feed: .event(.tokenReceived(token("tok-2"), at: CoreFixtures.start))),
        Row(from: "recovering", machine: recovering, input: "`guestAccess`", feed: .event(.guestAccess)),
        Row(
            from: "recovering", machine: recovering, input: "`tokenFailed`",
            feed: .event(.tokenFailed(mustSignIn: false))),
        Row(
            from: "recovering", machine: recovering, input: "`tokenDeadlinePassed`",
            feed: .event(.tokenDeadlinePassed)),
        Row(
            from: "recovering", machine: recovering, input: "main-frame link of the user",
            feed: .question("/kb_view.do", .linkActivated, mainFrame: true)),
        Row(
            from: "loading (recovery)", machine: loadingRecovery, input: "main-frame redirect to a login page",
            feed: .question("/login.do", .redirect, mainFrame: true)),
        Row(
            from: "loading (recovery), renewed token", machine: loadingRenewedRecovery,
            input: "main-frame redirect to a login page", feed: .question("/login.do", .redirect, mainFrame: true)),
        Row(
            from: "loading (recovery)", machine: loadingRecovery, input: "`committed` on the instance",
            feed: .event(.engine(.committed(CoreFixtures.url("/now/nav/ui/home")), at: at))),
        Row(
            from: "loading", machine: loading, input: "main-frame `redirected` to a login page",
            feed: .event(
                .engine(.redirected(from: page, to: CoreFixtures.url("/login.do"), isMainFrame: true), at: at))),
        Row(
            from: "loading", machine: loading, input: "main-frame response `X-Is-Logged-In: false`",
            feed: .event(response(loggedIn: false))),
        Row(
            from: "loading", machine: loading, input: "main-frame response `X-Is-Logged-In: true`",
            feed: .event(response(loggedIn: true))),
        Row(
            from: "loading", machine: loading, input: "`committed` on the instance",
            feed: .event(.engine(.committed(page), at: at))),
        Row(
            from: "loading", machine: loading, input: "`failed(.cancelled)`",
            feed: .event(.engine(.failed(url: page, error: .cancelled), at: at))),
        Row(
            from: "loading", machine: loading, input: "`failed(.network)`",
            feed: .event(.engine(.failed(url: page, error: .network("reset")), at: at))),
        Row(
            from: "stopped", machine: stopped, input: "`failed(.network)`",
            feed: .event(.engine(.failed(url: page, error: .network("reset")), at: at))),
        Row(
            from: "showing", machine: { .bridged() }, input: "the page's data request answered 401 (in-page watch)",
            feed: .event(
                .engine(
                    .sessionWatchSignal(
                        ScriptMessage(
                            handlerName: InPageSessionWatch.handlerName,
                            body:
                                #"{"kind":"refused","status":401,"top":true,"href":"https://acme.service-now.com/sp"}"#,
                            frame: .main, origin: CoreFixtures.instance)), at: at))),
        Row(
            from: "showing", machine: { .bridged() },
            input: "the page's data request, sent without `X-UserToken`, answered 401",
            feed: .event(refusedWithoutToken)),
        Row(
            from: "showing (re-bridging)", machine: reBridgeAwaitingToken, input: "`tokenReceived`",
            feed: .event(.tokenReceived(token("tok-2"), at: CoreFixtures.start))),
        Row(
            from: "showing (re-bridging)", machine: reBridging, input: "`backgroundBridgeEnded(succeeded: true)`",
            feed: .event(.backgroundBridgeEnded(succeeded: true, at: at))),
        Row(
            from: "showing (re-bridging)", machine: reBridging, input: "`backgroundBridgeEnded(succeeded: false)`",
            feed: .event(.backgroundBridgeEnded(succeeded: false, at: at))),
        Row(
            from: "showing, renewed behind it", machine: renewedBehindThePage,
            input: "the page's data request answered 401 again, without `X-Is-Logged-In`",
            feed: .event(refusedWithoutToken)),
        Row(
            from: "showing (checking session)", machine: checkingSession, input: "`sessionChecked(isLoggedIn: true)`",
            feed: .event(.sessionChecked(isLoggedIn: true, at: at))),
        Row(
            from: "showing (checking session)", machine: checkingSession, input: "`sessionChecked(isLoggedIn: false)`",
            feed: .event(.sessionChecked(isLoggedIn: false, at: at))),
        Row(
            from: "recovering", machine: recovering, input: "hop of unknown frame to a login page",
            feed: .question("/login.do", .other, mainFrame: nil)),
        Row(
            from: "showing", machine: { .bridged() }, input: "`failed(.contentProcessTerminated)`",
            feed: .event(.engine(.failed(url: nil, error: .contentProcessTerminated), at: at))),
        Row(
            from: "showing, off screen", machine: offScreen, input: "`failed(.contentProcessTerminated)`",
            feed: .event(.engine(.failed(url: nil, error: .contentProcessTerminated), at: at))),
        Row(
            from: "showing, off screen, its process dead", machine: offScreenDead,
            input: "`visibilityChanged(isOnScreen: true)`", feed: .event(.visibilityChanged(isOnScreen: true, at: at))),
        Row(
            from: "stopped", machine: stopped, input: "`reloadRequested`",
            feed: .event(.reloadRequested(shown: page))),
        Row(from: "loading", machine: loading, input: "`stopRequested`", feed: .event(.stopRequested)),
        Row(
            from: "showing", machine: { .bridged() }, input: "`goBackRequested`, history left",
            feed: .event(.goBackRequested(canGoBack: true))),
        Row(
            from: "showing", machine: { .bridged() }, input: "`goBackRequested`, history exhausted",
            feed: .event(.goBackRequested(canGoBack: false))),
    ]

    /// The table as the code makes it.
    static func table() -> String {
        var lines = ["| State | Input | Policy and actions | Next state |", "|---|---|---|---|"]
        for row in rows {
            var machine = row.machine()
            let answer: String
            switch row.feed {
            case .event(let event):
                answer = names(machine.handle(event))
            case .question(let url, let kind, let mainFrame):
                let action = NavigationAction(url: CoreFixtures.url(url), isMainFrame: mainFrame, kind: kind)
                let decision = machine.decide(action, at: at)
                answer = "`.\(decision.policy)`" + (decision.actions.isEmpty ? "" : ", then " + names(decision.actions))
            }
            lines.append("| \(row.from) | \(row.input) | \(answer) | \(machine.state.name) |")
        }
        return lines.joined(separator: "\n")
    }

    static func names(_ actions: [WebSessionMachine.Action]) -> String {
        actions.isEmpty ? "none" : actions.map { "`\($0.name)`" }.joined(separator: ", ")
    }

    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Sources/NowWeb/NowWeb.docc/SessionBridgingAndRecovery.md")
    static let begin = "<!-- transitions: made by TransitionTableTests from the code -->"
    static let end = "<!-- end of transitions -->"

    @Test func theArticlesTableIsTheCodes() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "the article has no transition table")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let documented = String(text[start.upperBound..<stop.lowerBound])
        let made = "\n" + Self.table() + "\n"
        if ProcessInfo.processInfo.environment["NOWWEB_WRITE_TRANSITIONS"] == "1", documented != made {
            try (text[..<start.upperBound] + made + text[stop.lowerBound...]).write(
                to: Self.article, atomically: true, encoding: .utf8)
        }
        #expect(documented == made, "Run with NOWWEB_WRITE_TRANSITIONS=1 to write the code's table:\n\(made)")
    }

    @Test func everyStateAppearsInTheTable() {
        let table = Self.table()
        for name in [
            "not started", "awaiting token", "recovering", "holding bridge", "loading", "loading (recovery)", "showing",
            "showing (re-bridging)", "showing (checking session)", "stopped",
        ] {
            #expect(table.contains("| \(name) |"), "\(name)")
        }
    }
}

import Foundation
import NowSDK
import NowWeb

/// One conformance check's engine, recorder and emulator, and the checks themselves.
@MainActor
struct ConformanceSession {
    let engine: any WebEngine
    let recorder: ConformanceRecorder
    let emulator: InstanceEmulator
    let timeout: Duration

    func run(_ check: WebEngineConformance.Check) async -> [String] {
        switch check {
        case .policyBeforeTheRequestThenResponseCommitFinish: return await policyBeforeTheRequest()
        case .cancelKeepsTheRequestOffTheWire: return await cancelKeepsTheRequestOffTheWire()
        case .redirectsAreAskedAboutAndReported: return await redirectsAreAskedAboutAndReported()
        case .cancelledRedirectStaysOffTheWire: return await cancelledRedirectStaysOffTheWire()
        case .bridgeHeaderOnlyOnTheIssuedRequest: return await bridgeHeaderOnlyOnTheIssuedRequest()
        case .bridgeHeaderNeverCrossesOrigins: return await bridgeHeaderNeverCrossesOrigins()
        case .reentrancyRule: return await reentrancyRule()
        case .filesToSaveAreRefused: return await filesToSaveAreRefused()
        }
    }

    // MARK: - Checks

    private func policyBeforeTheRequest() async -> [String] {
        let page = url("/now/nav/ui/home")
        load(.bridge(to: page, token: token()))
        guard await loadEnded() else { return [timedOut(page)] }
        guard let first = recorder.questions.first else { return ["no policy question before the issued load"] }
        var problems: [String] = []
        if first.action.url.path != page.path {
            problems.append("the first question was about \(first.action.url.path)")
        }
        if first.action.kind != .issued { problems.append("the issued load was asked about as \(first.action.kind)") }
        if first.action.isMainFrame != true { problems.append("the issued load was not flagged as the main frame's") }
        if first.wire.contains(page.path) { problems.append("the request went out before the policy question") }
        let events = recorder.events
        let response = events.firstIndex { event in
            guard case .responseReceived(let received) = event else { return false }
            return received.isMainFrame && received.url.path == page.path
        }
        let commit = events.firstIndex(of: .committed(page)) ?? events.firstIndex { $0.isCommit(of: page.path) }
        let finish = events.firstIndex { $0.isFinish(of: page.path) }
        if let response, let commit, let finish {
            if !(response < commit && commit < finish) { problems.append("response, commit and finish out of order") }
        } else {
            problems.append("missing main-frame response, commit or finish: \(describe(events))")
        }
        if engine.currentURL?.path != page.path { problems.append("currentURL is not the committed page") }
        return problems
    }

    private func filesToSaveAreRefused() async -> [String] {
        // With the bearer, so that the instance serves the file whether or not the engine keeps cookies.
        let file = url("/sys_attachment.do?sys_id=conformance")
        load(.bridge(to: file, token: token()))
        let refused = await recorder.wait(for: timeout) { recorder in
            recorder.events.contains { event in
                guard case .downloadRefused(let response) = event else { return false }
                return response.url.path == file.path
            }
        }
        var problems: [String] = []
        if !refused {
            problems.append("an attachment was not reported as downloadRefused: \(describe(recorder.events))")
        }
        if recorder.events.contains(where: { $0.isCommit(of: file.path) }) {
            problems.append("an attachment committed")
        }
        if let marker = await loadMarker() { problems.append(marker) }
        return problems
    }

    private func cancelKeepsTheRequestOffTheWire() async -> [String] {
        let page = url("/kb_view.do")
        recorder.answer = { $0.url.path == page.path ? .cancel : .allow }
        load(WebRequest(url: page))
        guard await asked(about: page.path) else { return ["the issued load was not asked about"] }
        let marker = await loadMarker()
        var problems = marker.map { [$0] } ?? []
        if wire().contains(page.path) { problems.append("a request answered .cancel reached the server") }
        if recorder.events.contains(where: { $0.isCommit(of: page.path) }) {
            problems.append("a load answered .cancel committed")
        }
        if recorder.events.contains(where: { $0.isFailure(of: page.path, other: .cancelled) }) {
            problems.append("a load answered .cancel failed with another error than .cancelled")
        }
        return problems
    }

    private func redirectsAreAskedAboutAndReported() async -> [String] {
        // Without a session the instance redirects every page to its login page.
        let page = url("/incident.do")
        load(WebRequest(url: page))
        guard await loadEnded() else { return [timedOut(page)] }
        var problems = redirectQuestionProblems()
        let events = recorder.events
        let redirect = events.firstIndex { event in
            guard case .redirected(let from, let to, let isMainFrame) = event else { return false }
            return isMainFrame && from.path == page.path && to.path == "/login.do"
        }
        let commit = events.firstIndex { $0.isCommit(of: "/login.do") }
        switch (redirect, commit) {
        case (let redirect?, let commit?) where redirect < commit: break
        case (nil, _): problems.append("the followed redirect was not reported as a main-frame redirect")
        case (_, nil): problems.append("the redirect's destination did not commit: \(describe(events))")
        case (_?, _?): problems.append("the redirect was reported after the commit it led to")
        }
        return problems
    }

    private func cancelledRedirectStaysOffTheWire() async -> [String] {
        let page = url("/incident.do")
        recorder.answer = { $0.url.path == "/login.do" ? .cancel : .allow }
        load(WebRequest(url: page))
        guard await asked(about: "/login.do") else { return ["the redirect to /login.do was not asked about"] }
        let marker = await loadMarker()
        var problems = (marker.map { [$0] } ?? []) + redirectQuestionProblems()
        if wire().contains("/login.do") { problems.append("a redirect answered .cancel reached the server") }
        if recorder.events.contains(where: { $0.isCommit(of: "/login.do") }) {
            problems.append("a redirect answered .cancel committed")
        }
        return problems
    }

    private func bridgeHeaderOnlyOnTheIssuedRequest() async -> [String] {
        let page = url("/now/nav/ui/home")
        load(.bridge(to: page, token: token()))
        guard await loadEnded() else { return [timedOut(page)] }
        let later = url("/incident.do")
        load(WebRequest(url: later))
        guard await loadEnded(count: 2) else { return [timedOut(later)] }
        let authorized = emulator.requestLog.filter(\.hasAuthorization)
        var problems: [String] = []
        if authorized.isEmpty { problems.append("the issued request did not carry its header") }
        for request in authorized where request.path != page.path {
            problems.append("\(request.path) carried the issued request's Authorization header")
        }
        return problems
    }

    private func bridgeHeaderNeverCrossesOrigins() async -> [String] {
        // This emulator answers a rejected bearer with a redirect to its identity provider, another origin.
        let page = url("/incident.do")
        load(.bridge(to: page, token: AccessToken(value: "rejected-by-the-instance", expiresAt: nil)))
        guard await loadEnded() else { return [timedOut(page)] }
        let foreign = emulator.requestLog.filter { $0.host == .foreign }
        guard !foreign.isEmpty else {
            return [
                "the redirect to another origin was not followed, so nothing was proved: \(describe(recorder.events))"
            ]
        }
        return foreign.filter(\.hasAuthorization).map {
            "\($0.path) on another origin carried the Authorization header"
        }
    }

    private func reentrancyRule() async -> [String] {
        let first = url("/conformance/first")
        let second = url("/conformance/second")
        let recorder = recorder
        let engine = engine
        var replaced = false
        recorder.onEvent = { event in
            guard !replaced, event.isCommit(of: first.path) else { return }
            replaced = true
            recorder.command { engine.load(WebRequest(url: second)) }
        }
        load(WebRequest(url: first))
        guard await recorder.wait(for: timeout, until: { $0.events.contains { $0.isFinish(of: second.path) } }) else {
            return ["a load started from inside an event did not finish: \(describe(recorder.events))"]
        }
        var problems: [String] = []
        let asked = recorder.entries.firstIndex { entry in
            guard case .question(let action, _) = entry else { return false }
            return action.url.path == second.path
        }
        if let asked {
            let late = recorder.entries[(asked + 1)...].contains { entry in
                guard case .event(let event) = entry else { return false }
                return event.isCommit(of: first.path) || event.isFinish(of: first.path)
            }
            if late { problems.append("the replaced load reported its commit or finish after the new one started") }
        } else {
            problems.append("the load started from inside an event was never asked about")
        }
        recorder.command { engine.stopLoading() }
        recorder.command { engine.goBack() }
        return problems
    }

    // MARK: - Helpers

    private func url(_ pathAndQuery: String) -> URL {
        URL(string: pathAndQuery, relativeTo: emulator.baseURL)!.absoluteURL
    }

    private func token() -> AccessToken {
        AccessToken(value: emulator.issueAccessToken(for: emulator.configuration.users[0].name), expiresAt: nil)
    }

    private func load(_ request: WebRequest) {
        recorder.command { engine.load(request) }
    }

    private func wire() -> [String] {
        emulator.requestLog.filter { $0.host == .instance }.map(\.path)
    }

    /// Waits until `count` main-frame loads finished or failed.
    private func loadEnded(count: Int = 1) async -> Bool {
        await recorder.wait(for: timeout) { recorder in
            recorder.events.filter { event in
                switch event {
                case .finished, .failed(_, .network), .failed(_, .badResponse), .failed(_, .engineUnavailable):
                    return true
                default:
                    return false
                }
            }.count >= count
        }
    }

    /// Waits until the engine asked about a hop to `path`.
    private func asked(about path: String) async -> Bool {
        await recorder.wait(for: timeout) { $0.questions.contains { $0.action.url.path == path } }
    }

    /// Loads a page of its own after a cancelled load, so that the check knows the engine moved on; returns
    /// a problem when it did not finish.
    private func loadMarker() async -> String? {
        let marker = url("/conformance/marker")
        load(WebRequest(url: marker))
        let finished = await recorder.wait(for: timeout) { $0.events.contains { $0.isFinish(of: marker.path) } }
        return finished ? nil : "a load after a cancelled one did not finish: \(describe(recorder.events))"
    }

    private func redirectQuestionProblems() -> [String] {
        guard let question = recorder.questions.first(where: { $0.action.url.path == "/login.do" }) else {
            return ["the redirect to /login.do was not asked about"]
        }
        var problems: [String] = []
        if question.action.kind != .redirect {
            problems.append("the redirect was asked about as \(question.action.kind)")
        }
        if question.action.isMainFrame == false {
            problems.append("the main frame's redirect was flagged as a subframe's")
        }
        if question.wire.contains("/login.do") { problems.append("the redirect went out before its policy question") }
        return problems
    }

    private func timedOut(_ page: URL) -> String {
        "the load of \(page.path) neither finished nor failed within \(timeout): \(describe(recorder.events))"
    }

    private func describe(_ events: [WebEngineEvent]) -> String {
        events.map(\.redactedDescription).joined(separator: ", ")
    }
}

extension WebEngineEvent {
    fileprivate func isCommit(of path: String) -> Bool {
        guard case .committed(let url) = self else { return false }
        return url.path == path
    }

    fileprivate func isFinish(of path: String) -> Bool {
        guard case .finished(let url) = self else { return false }
        return url.path == path
    }

    fileprivate func isFailure(of path: String, other than: WebEngineError) -> Bool {
        guard case .failed(let url, let error) = self else { return false }
        return url?.path == path && error != than
    }
}

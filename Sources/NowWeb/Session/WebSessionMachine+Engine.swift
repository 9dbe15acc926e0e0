import Foundation

extension WebSessionMachine {
    mutating func handleEngine(_ event: WebEngineEvent, at now: Date) -> [Action] {
        switch event {
        case .redirected(_, let to, isMainFrame: true):
            return backstop(destination(of: to, kind: .redirect), url: to, at: now)
        case .responseReceived(let response) where response.isMainFrame:
            navigation.status = response.statusCode
            let notLoggedIn = detector.verdict(for: response) == .login(.notLoggedIn)
            let destination = notLoggedIn ? .login(.notLoggedIn) : destination(of: response.url, kind: .redirect)
            return backstop(destination, url: response.url, at: now)
        case .committed(let url):
            let destination = destination(of: url, kind: .redirect)
            guard destination == .page, detector.scope.contains(url) else {
                return backstop(destination, url: url, at: now)
            }
            return commit(url)
        case .failed(_, .cancelled), .failed(_, .javaScriptUnavailable):
            return []
        case .failed(let url, let error):
            // A load the machine gave up on may still fail on its way out; that is no news to the app.
            guard pendingBridge == nil, !navigation.isAbandoned else { return [] }
            return failure(error, url: url, at: now)
        case .redirected, .responseReceived, .finished, .titleChanged, .progressChanged:
            return []
        }
    }

    /// Acts on a main-frame signal the policy decision could not catch (engines that cannot tell frames
    /// apart, login pages answered in place), unless a recovery or a report already covers it.
    private mutating func backstop(_ destination: Destination, url: URL, at now: Date) -> [Action] {
        guard destination != .page, pendingBridge == nil, !navigation.isAbandoned else { return [] }
        switch destination {
        case .login(let reason):
            return [.stopLoading] + recover(from: reason, at: now)
        case .unsupported, .page:
            navigation.isAbandoned = true
            return [.stopLoading, .reportUnsupportedURL(url)]
        }
    }

    private mutating func commit(_ url: URL) -> [Action] {
        let wasRecovery = navigation.isRecovery
        let isGood = (navigation.status ?? 200) < 400
        navigation = Navigation()
        guard isGood else { return [] }
        lastGoodPage = url
        return wasRecovery ? [.didRecover(url)] : []
    }

    private mutating func failure(_ error: WebEngineError, url: URL?, at now: Date) -> [Action] {
        switch error {
        case .network(let reason):
            return fail(.networkFailure(page: url, reason: reason))
        case .badResponse(let reason):
            return fail(.badResponse(page: url, reason: reason))
        case .contentProcessTerminated:
            guard restartBudget.spend(at: now) else {
                return fail(.contentProcessTerminated(page: url ?? lastGoodPage))
            }
            guard let page = lastGoodPage else { return fail(nil) + handle(.loadPage) }
            navigation = Navigation()
            return [.load(WebRequest(url: page))]
        case .cancelled, .javaScriptUnavailable:
            return []
        }
    }
}

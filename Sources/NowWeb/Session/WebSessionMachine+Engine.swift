import Foundation
import NowInternal

extension WebSessionMachine {
    mutating func handleEngine(_ event: WebEngineEvent, at now: Date) -> [Action] {
        switch event {
        case .redirected(_, let to, isMainFrame: true):
            return backstop(destination(of: to, kind: .redirect), url: to, at: now)
        case .responseReceived(let response) where response.isMainFrame:
            navigation.status = response.statusCode
            // Public pages tell guests they are not logged in; only a login URL means anything to a guest.
            let notLoggedIn = !isGuest && detector.verdict(for: response) == .login(.notLoggedIn)
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
        case .failed(let url, .contentProcessTerminated):
            // A recovery waiting for its token reloads the page anyway.
            guard pendingBridge == nil else { return [] }
            return restart(showing: url, at: now)
        case .failed(let url, .network(let reason)):
            return failure(.networkFailure(page: url, reason: reason))
        case .failed(let url, .badResponse(let reason)):
            return failure(.badResponse(page: url, reason: reason))
        case .failed(_, .engineUnavailable(let reason)):
            return fail(.engineUnavailable(reason: reason))
        case .redirected, .responseReceived, .finished, .titleChanged, .progressChanged, .scriptMessage:
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

    /// Reports a failed main-frame load, unless the machine gave that load up already (it may still fail
    /// on its way out, which is no news to the app).
    private mutating func failure(_ error: NowWebError) -> [Action] {
        guard pendingBridge == nil, !navigation.isAbandoned else { return [] }
        return fail(error)
    }

    /// Brings the page back after the engine's content process died, within the restart budget.
    private mutating func restart(showing url: URL?, at now: Date) -> [Action] {
        guard restartBudget.spend(at: now) else { return fail(.contentProcessTerminated(page: url ?? lastGoodPage)) }
        guard let page = lastGoodPage else { return fail(nil) + handle(.loadPage) }
        navigation = Navigation()
        return [.load(WebRequest(url: page))]
    }
}

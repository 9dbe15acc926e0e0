import Foundation
import NowInternal
import NowSDK

// As the session's predicted end comes near: the warning the host hears, and the keep-alive of a working user.
extension WebPageSession {
    /// Warns the host once per predicted end of the data store's session, within
    /// ``NowWebService/SessionEnd/warningLeadTime`` of it (``WebSessionEstimate/endWarning(at:leadTime:warnedEnd:)``),
    /// with whether the page holds unsaved input; until then, waits on the service's clock for the moment to warn,
    /// and looks again then (the end may have moved). Called whenever the estimate may have changed: the machine
    /// recorded something, the engine reported, a keep-alive succeeded. Only a page of a session bridged with a
    /// token is warned of; nothing is once the service was closed.
    func watchSessionEnd() {
        guard !service.isClosed, machine.credential?.token != nil else { return stopEndWarning() }
        let clock = service.options.clock
        let now = clock.now()
        let estimate = service.dataStore.sessionEstimate
        switch estimate.endWarning(at: now, leadTime: service.options.sessionEnd.warningLeadTime, warnedEnd: warnedEnd)
        {
        case .none:
            stopEndWarning()
        case .now(let end, let reason):
            stopEndWarning()
            warnedEnd = end
            let warning = NowWebViewController.Activity.SessionEndWarning(
                endsAt: end, reason: reason, hasUnsavedInput: machine.hasUnsavedInput)
            host?.pageSession(self, didReport: .sessionEnding(warning))
        case .due(let due):
            guard endWarningWait?.due != due else { return }
            stopEndWarning()
            let wait = Duration.seconds(max(0, due.timeIntervalSince(now)))
            let task = Task { [weak self] in
                do { try await clock.timer.sleep(lasting: wait) } catch { return }
                guard let self, !Task.isCancelled else { return }
                endWarningWait = nil
                watchSessionEnd()
            }
            endWarningWait = (task, due)
        }
    }

    private func stopEndWarning() {
        endWarningWait?.task.cancel()
        endWarningWait = nil
    }

    /// The user is working in the page at `input`: when ``SessionKeepAlive`` says so (the data store claims the
    /// idle window, so that its controllers send one between them), sends one request on the session's cookie to
    /// the instance (``WebDataStore/sendKeepAlive(to:cookieHeader:)``), and records a success as the session's
    /// activity. The cookies are the engine's own for the instance (else those its data store knows), as an
    /// attachment's; the URL is the instance's, checked by its scope, and nothing else goes on the request.
    func offerKeepAlive(at input: Date) {
        let options = service.options.sessionEnd
        let policy = SessionKeepAlive.Policy(
            isEnabled: options.keepsSessionOfActiveUser,
            isAllowedByAdministrator: service.keepAliveAllowedByAdministrator, isLoggedOut: service.isClosed,
            leadTime: options.warningLeadTime)
        guard let url = URL(string: SessionKeepAlive.path, relativeTo: service.scope.instanceURL)?.absoluteURL,
            service.scope.contains(url), service.dataStore.claimKeepAlive(input: input, policy: policy) == .send
        else { return }
        let service = service
        let page = engine.capabilities
        keepAliveTask?.cancel()
        keepAliveTask = Task { [weak self] in
            let cookies: String?
            if let fromEngine = await page.cookieHeader?(url) {
                cookies = fromEngine
            } else {
                cookies = await service.dataStore.cookieHeader(for: url)
            }
            guard let cookies, !service.isClosed, !Task.isCancelled else { return }
            let alive = await service.dataStore.sendKeepAlive(to: url, cookieHeader: cookies)
            guard alive, !service.isClosed else { return }
            let now = service.options.clock.now()
            service.dataStore.recordSession(.activity(at: now))
            service.tokenKeeper.note(.activity(at: now), for: service)
            guard let self else { return }
            keepAliveTask = nil
            watchSessionEnd()
        }
    }
}

extension WebSessionMachine.Action {
    /// Whether the action feeds the session estimate, so that the predicted end may have moved.
    var recordsSession: Bool {
        if case .recordSession = self { return true }
        return false
    }
}

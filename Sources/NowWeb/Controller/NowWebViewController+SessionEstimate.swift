import Foundation

extension NowWebViewController {
    /// Feeds what a main-frame response of the instance says about the session to the data store's
    /// estimate: the idle timeout it announces, and that the session was alive when it answered.
    func observeSession(in response: WebResponse) {
        guard service.scope.contains(response.url) else { return }
        let store = service.dataStore
        if let timeout = WebSessionEstimate.announcedIdleTimeout(in: response.headers) {
            store.recordSession(.announcedIdleTimeout(timeout))
        }
        guard response.isLoggedIn == true else { return }
        let now = service.options.now()
        store.recordSession(.activity(at: now))
        service.tokenKeeper.sawActivity(at: now)
    }
}

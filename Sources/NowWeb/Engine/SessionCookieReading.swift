import Foundation

/// A ``WebEngine`` whose data store's cookies NowWeb can read, to send a request of its own (an attachment's
/// upload or download) with the page's web session.
@MainActor
package protocol SessionCookieReading: WebEngine {
    /// The `Cookie` header the engine's store would send to `url` (HttpOnly cookies included); `nil` for none.
    func cookieHeader(for url: URL) async -> String?
}

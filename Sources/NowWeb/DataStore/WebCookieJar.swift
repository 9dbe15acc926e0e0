import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies of one ``WebDataStore``: a cookie storage of its own, never `HTTPCookieStorage.shared`.
///
/// The jar applies `Max-Age` and expiry against its injected clock, because FoundationNetworking on Linux keeps
/// `Max-Age` cookies forever and never deletes a cookie sent with `Max-Age=0`.
public final class WebCookieJar: Sendable {
    /// The underlying storage, private to this jar.
    public let storage: HTTPCookieStorage
    private let now: @Sendable () -> Date

    /// Makes an empty jar that judges expiry with `now`.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        // An ephemeral configuration carries a fresh storage of its own on every platform; it is never nil there.
        storage = URLSessionConfiguration.ephemeral.httpCookieStorage!
        storage.cookieAcceptPolicy = .always
        self.now = now
    }

    /// Every unexpired cookie in the jar.
    public var allCookies: [HTTPCookie] {
        removeExpired(storage.cookies ?? [])
    }

    /// The unexpired cookies a request to `url` carries.
    public func cookies(for url: URL) -> [HTTPCookie] {
        removeExpired(storage.cookies(for: url) ?? [])
    }

    /// Adds or replaces `cookie`.
    public func setCookie(_ cookie: HTTPCookie) {
        storage.setCookie(cookie)
    }

    /// Removes every cookie.
    public func removeAll() {
        for cookie in storage.cookies ?? [] { storage.deleteCookie(cookie) }
    }

    /// The `Cookie` header value for a request to `url`, or `nil` when no cookie applies.
    package func requestHeaderValue(for url: URL) -> String? {
        let cookies = cookies(for: url)
        guard !cookies.isEmpty else { return nil }
        return HTTPCookie.requestHeaderFields(with: cookies)["Cookie"]
    }

    /// Stores the cookies that a response from `url` sets, honouring `Max-Age` and past expiry dates as deletions.
    package func store(responseHeaders headers: [String: String], from url: URL) {
        let setCookie = headers.first { $0.key.caseInsensitiveCompare("Set-Cookie") == .orderedSame }
        guard let setCookie else { return }
        for cookie in HTTPCookie.cookies(withResponseHeaderFields: ["Set-Cookie": setCookie.value], for: url) {
            store(cookie)
        }
    }

    private func store(_ cookie: HTTPCookie) {
        var properties = cookie.properties ?? [:]
        if let rawMaxAge = properties[.maximumAge], let maxAge = Int("\(rawMaxAge)") {
            properties[.maximumAge] = nil
            properties[.expires] = now().addingTimeInterval(TimeInterval(maxAge))
        }
        guard let adjusted = HTTPCookie(properties: properties) else { return }
        deleteCookies(matching: adjusted)
        if let expires = adjusted.expiresDate, expires <= now() { return }
        storage.setCookie(adjusted)
    }

    private func deleteCookies(matching cookie: HTTPCookie) {
        for existing in storage.cookies ?? []
        where existing.name == cookie.name && existing.domain == cookie.domain && existing.path == cookie.path {
            storage.deleteCookie(existing)
        }
    }

    private func removeExpired(_ cookies: [HTTPCookie]) -> [HTTPCookie] {
        let date = now()
        return cookies.filter { cookie in
            guard let expires = cookie.expiresDate, expires <= date else { return true }
            storage.deleteCookie(cookie)
            return false
        }
    }
}

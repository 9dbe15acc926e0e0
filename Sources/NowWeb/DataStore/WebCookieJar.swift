import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies of one ``WebDataStore``: a cookie storage of its own, never `HTTPCookieStorage.shared`.
///
/// The jar keeps expiry itself, against its injected clock: FoundationNetworking on Linux keeps `Max-Age` cookies
/// forever, never deletes a cookie sent with `Max-Age=0`, and judges `Expires` by the real clock. Cookies therefore
/// sit in the storage as session cookies and the jar drops them when their time has come.
public final class WebCookieJar: Sendable {
    private struct Identity: Hashable {
        var name: String
        var domain: String
        var path: String

        init(_ cookie: HTTPCookie) {
            name = cookie.name
            domain = cookie.domain.lowercased()
            path = cookie.path
        }
    }

    /// The underlying storage, private to this jar.
    public let storage: HTTPCookieStorage
    private let now: @Sendable () -> Date
    private let expiries = Locked<[Identity: Date]>([:])

    /// Makes an empty jar that judges expiry with `now`.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        // An ephemeral configuration carries a fresh storage of its own on every platform; it is never nil there.
        storage = URLSessionConfiguration.ephemeral.httpCookieStorage!
        storage.cookieAcceptPolicy = .always
        self.now = now
    }

    /// Every unexpired cookie in the jar.
    public var allCookies: [HTTPCookie] {
        unexpired(storage.cookies ?? [])
    }

    /// The unexpired cookies a request to `url` carries.
    public func cookies(for url: URL) -> [HTTPCookie] {
        unexpired(storage.cookies(for: url) ?? [])
    }

    /// Adds or replaces `cookie`; its `expiresDate`, if any, is judged by the jar's clock.
    public func setCookie(_ cookie: HTTPCookie) {
        store(cookie, maximumAge: nil)
    }

    /// Removes every cookie.
    public func removeAll() {
        expiries.withLock { expiries in
            for cookie in storage.cookies ?? [] { storage.deleteCookie(cookie) }
            expiries = [:]
        }
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
            let maximumAge = cookie.properties?[.maximumAge].flatMap { Int("\($0)") }
            store(cookie, maximumAge: maximumAge)
        }
    }

    private func store(_ cookie: HTTPCookie, maximumAge: Int?) {
        let date = now()
        let expiry = maximumAge.map { date.addingTimeInterval(TimeInterval($0)) } ?? cookie.expiresDate
        var properties = cookie.properties ?? [:]
        properties[.maximumAge] = nil
        properties[.expires] = nil
        properties[.discard] = "TRUE"
        // Rebuilding from properties drops HttpOnly unless it is spelled out.
        if cookie.isHTTPOnly { properties[HTTPCookiePropertyKey("HttpOnly")] = "TRUE" }
        guard let session = HTTPCookie(properties: properties) else { return }
        let identity = Identity(session)
        expiries.withLock { expiries in
            for existing in storage.cookies ?? [] where Identity(existing) == identity {
                storage.deleteCookie(existing)
            }
            expiries[identity] = nil
            if let expiry, expiry <= date { return }
            storage.setCookie(session)
            expiries[identity] = expiry
        }
    }

    private func unexpired(_ cookies: [HTTPCookie]) -> [HTTPCookie] {
        let date = now()
        return expiries.withLock { expiries in
            cookies.filter { cookie in
                let identity = Identity(cookie)
                guard let expiry = expiries[identity], expiry <= date else { return true }
                storage.deleteCookie(cookie)
                expiries[identity] = nil
                return false
            }
        }
    }
}

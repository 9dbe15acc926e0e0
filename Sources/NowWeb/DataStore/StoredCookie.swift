import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A cookie as the jar keeps it: the fields of RFC 6265bis §5.7's storage model.
package struct StoredCookie: Sendable, Equatable {
    /// The cookie name.
    package var name: String
    /// The cookie value.
    package var value: String
    /// The host (host-only) or the domain (domain cookie) it belongs to, lower-cased.
    package var domain: String
    /// Whether only ``domain`` itself gets it, not its subdomains (no `Domain` attribute was given).
    package var hostOnly: Bool
    /// The path prefix it is sent for.
    package var path: String
    /// Whether it goes only over secure connections.
    package var secure: Bool
    /// Whether scripts may not read it.
    package var httpOnly: Bool
    /// The `SameSite` attribute, when given.
    package var sameSite: SetCookie.SameSite?
    /// When it expires; `nil` for a session cookie.
    package var expiry: Date?
    /// When it was first stored, for the order of the `Cookie` header.
    package var created: Date

    /// Whether it is the same cookie as `other` (name, domain, host-only and path), so that one replaces the other.
    package func isSameCookie(as other: StoredCookie) -> Bool {
        name == other.name && domain == other.domain && hostOnly == other.hostOnly && path == other.path
    }

    /// Whether a request to `host` and `path`, over a connection that is `secure` or not, carries it.
    package func applies(toHost host: String, path requestPath: String, secure isSecure: Bool) -> Bool {
        (hostOnly ? host == domain : Self.domainMatches(host, domain)) && Self.pathMatches(requestPath, path)
            && (!secure || isSecure)
    }

    /// The Foundation form, for the public API.
    package var httpCookie: HTTPCookie? {
        var properties: [HTTPCookiePropertyKey: Any] = [
            .name: name, .value: value, .path: path, .domain: hostOnly ? domain : ".\(domain)",
        ]
        if secure { properties[.secure] = "TRUE" }
        if let expiry { properties[.expires] = expiry }
        if httpOnly { properties[HTTPCookiePropertyKey("HttpOnly")] = "TRUE" }
        return HTTPCookie(properties: properties)
    }

    /// RFC 6265bis §5.1.3: `host` is `domain`, or a name (not an IP address) that ends with `.domain`.
    package static func domainMatches(_ host: String, _ domain: String) -> Bool {
        if host == domain { return true }
        return host.hasSuffix("." + domain) && !isIPAddress(host)
    }

    /// RFC 6265bis §5.1.4: `cookiePath` is `requestPath`, or a prefix of it that ends at a `/`.
    package static func pathMatches(_ requestPath: String, _ cookiePath: String) -> Bool {
        if requestPath == cookiePath { return true }
        guard requestPath.hasPrefix(cookiePath) else { return false }
        return cookiePath.hasSuffix("/") || requestPath.dropFirst(cookiePath.count).hasPrefix("/")
    }

    /// RFC 6265bis §5.1.4: the directory of the request path, the default `Path` of a cookie.
    package static func defaultPath(of url: URL) -> String {
        let path = url.path
        guard path.hasPrefix("/"), let lastSlash = path.lastIndex(of: "/"), lastSlash != path.startIndex else {
            return "/"
        }
        return String(path[..<lastSlash])
    }

    /// Whether `host` is an IPv4 or IPv6 literal.
    package static func isIPAddress(_ host: String) -> Bool {
        host.contains(":")
            || (host.split(separator: ".").count == 4 && host.split(separator: ".").allSatisfy { UInt8($0) != nil })
    }
}

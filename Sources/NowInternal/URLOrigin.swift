import Foundation

/// The scheme, host and port of a URL: what two URLs must share to be on the same origin.
///
/// Scheme and host are lower-cased and the port is made explicit, so `https://X.example.com:443/a` and
/// `https://x.example.com/b` have equal origins.
package struct URLOrigin: Sendable, Hashable {
    /// The lower-cased scheme, `http` or `https` for every origin NowWeb loads.
    package let scheme: String
    /// The lower-cased host, without the brackets of an IPv6 literal.
    package let host: String
    /// The port, explicit or the scheme's default.
    package let port: Int

    /// The origin of `url`, or `nil` when it has no scheme, no host, a scheme without a default port, or a port
    /// that is no port number (`:99999999999999999999`, `:65536`).
    ///
    /// Foundation reads no port from a port it cannot represent; taking the scheme's default then would call a
    /// URL on another (unconnectable) port the instance's. A rule that cannot read the port fails closed.
    package init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let defaultPort = Self.defaultPort(forScheme: scheme),
            let rawHost = url.host, !rawHost.isEmpty
        else { return nil }
        let port: Int
        if let written = url.port {
            port = written
        } else {
            // An empty port (`host:`) is the default one; any other spelling Foundation could not read is not.
            guard Self.writtenPort(of: url)?.isEmpty ?? true else { return nil }
            port = defaultPort
        }
        guard (0...65_535).contains(port) else { return nil }
        self.scheme = scheme
        self.host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        self.port = port
    }

    /// The port text of `url`'s authority (after the host's last `:`, past an IPv6 literal's `]`), or `nil`
    /// when the authority names no port.
    private static func writtenPort(of url: URL) -> Substring? {
        let text = url.absoluteString
        guard let start = text.range(of: "://")?.upperBound else { return nil }
        let authority = text[start...].prefix { !"/?#".contains($0) }
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        let afterHost =
            hostAndPort.lastIndex(of: "]").map { hostAndPort[hostAndPort.index(after: $0)...] }
            ?? hostAndPort.lastIndex(of: ":").map { hostAndPort[$0...] } ?? ""
        guard afterHost.first == ":" else { return nil }
        return afterHost.dropFirst()
    }

    /// An origin no URL has: the origin of a service whose configuration names no usable instance.
    package static let opaque = URLOrigin(scheme: "", host: "", port: 0)

    private init(scheme: String, host: String, port: Int) {
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// The port of `scheme` when a URL names none: 443 for `https`, 80 for `http`, `nil` for any other scheme.
    ///
    /// - Parameter scheme: A URL scheme, in any case.
    /// - Returns: The default port, or `nil` when the scheme is not one NowWeb loads.
    package static func defaultPort(forScheme scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "https": 443
        case "http": 80
        default: nil
        }
    }

    /// Whether the host is a loopback address (`localhost`, `127.0.0.0/8` or `::1`).
    package var isLoopback: Bool {
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// Whether a bearer token may be sent to this origin: https, or plain http on loopback only.
    package var isTrustworthy: Bool {
        scheme == "https" || (scheme == "http" && isLoopback)
    }

    /// The origin as a page's `location.origin` spells it: `scheme://host`, with `:port` only when it is not
    /// the scheme's default, and an IPv6 host in brackets.
    package var serialization: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let shownPort = port == URLOrigin.defaultPort(forScheme: scheme) ? "" : ":\(port)"
        return "\(scheme)://\(shownHost)\(shownPort)"
    }

    /// `scheme://host:port`, safe for logs and error descriptions.
    package var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost):\(port)"
    }
}

import Foundation

/// The one rule for where a credential may go: a bearer token, a refresh token, a client secret, a password,
/// an authorization code. Every path of the package that sends one resolves its URL here first.
///
/// An instance is an https origin, or a cleartext http origin on a loopback host, named without user info and
/// without percent-encoding in its host. A URL may carry the instance's credentials when, resolved against the
/// instance root (a URL without scheme, `//host/path` included, is relative to it), it is http(s), has a host
/// written without percent-encoding, carries no user name or password, and has exactly the instance's
/// `URLOrigin` (scheme, host and port). Anything else is refused before anything is sent: a spelling the
/// rule cannot judge fails closed.
///
/// ```swift
/// let scope = CredentialScope(instance: URL(string: "https://acme.service-now.com")!)!
/// scope.resolve(URL(string: "/api/now/table/incident")!)  // .success(https://acme.service-now.com/api/…)
/// scope.resolve(URL(string: "//elsewhere.example/x")!)     // .failure(.offOrigin(…))
/// ```
package struct CredentialScope: Sendable, Hashable {
    /// Why a URL may not carry the instance's credentials.
    package enum Refusal: Error, Sendable, Equatable {
        /// The URL's scheme is not http or https.
        case unsupportedScheme(URL)
        /// The URL has no host, a percent-encoded host, or a user name or password.
        case invalidURL(URL)
        /// The URL is on another origin.
        case offOrigin(URL)
    }

    /// The instance's origin.
    package let origin: URLOrigin
    /// `scheme://host[:port]/`, against which relative URLs resolve.
    package let root: URL

    /// The scope of the instance at `instance`; its path, query and fragment are ignored.
    ///
    /// - Returns: `nil` when `instance` has no host, a percent-encoded host, a user name or password, or is
    ///   neither https nor http on a loopback host: no credential goes to such an instance.
    package init?(instance: URL) {
        let instance = instance.absoluteURL
        guard Self.isPlain(instance), let origin = URLOrigin(instance), origin.isTrustworthy,
            let root = URL(string: origin.serialization + "/")
        else { return nil }
        self.origin = origin
        self.root = root
    }

    /// `url` made absolute against the instance root and checked to be on the instance.
    ///
    /// - Parameter url: A URL relative to the instance (`/api`, `api?x=1`, `//host/api`) or absolute.
    /// - Returns: The absolute URL on the instance, spelled as given, or why it is refused.
    package func resolve(_ url: URL) -> Result<URL, Refusal> {
        let absolute: URL
        if url.scheme == nil && url.baseURL == nil {
            guard let resolved = URL(string: url.relativeString, relativeTo: root)?.absoluteURL else {
                return .failure(.invalidURL(url))
            }
            absolute = resolved
        } else {
            absolute = url.absoluteURL
        }
        guard absolute.hasWebScheme else { return .failure(.unsupportedScheme(absolute)) }
        guard Self.isPlain(absolute), let target = URLOrigin(absolute) else { return .failure(.invalidURL(absolute)) }
        guard target == origin else { return .failure(.offOrigin(absolute)) }
        return .success(absolute)
    }

    /// ``resolve(_:)`` with the scheme spelled as the origin spells it (`HTTP://` is the instance too, but not
    /// every transport takes it): what a request is sent to.
    package func requestURL(for url: URL) -> Result<URL, Refusal> {
        resolve(url).flatMap { absolute in
            guard absolute.scheme != origin.scheme else { return .success(absolute) }
            var components = URLComponents(url: absolute, resolvingAgainstBaseURL: false)
            components?.scheme = origin.scheme
            guard let lowered = components?.url, URLOrigin(lowered) == origin else {
                return .failure(.invalidURL(absolute))
            }
            return .success(lowered)
        }
    }

    /// Whether `url`, resolved as by ``resolve(_:)``, may carry the instance's credentials.
    package func admits(_ url: URL) -> Bool {
        if case .success = resolve(url) { return true }
        return false
    }

    /// The instance endpoint at `path` (`/oauth_token.do`), with `query` when given.
    ///
    /// - Returns: The URL, or `nil` when `path` and `query` do not make a URL on the instance.
    package func endpoint(_ path: String, query: [URLQueryItem]? = nil) -> URL? {
        var components = URLComponents()
        components.path = path.hasPrefix("/") ? path : "/" + path
        components.queryItems = query
        guard let relative = components.url, case .success(let url) = requestURL(for: relative) else { return nil }
        return url
    }

    /// Whether a credential for the instance at `instance` may go to `url`: the rule of ``resolve(_:)`` for an
    /// instance the rule accepts.
    package static func allows(_ url: URL, forInstance instance: URL) -> Bool {
        CredentialScope(instance: instance)?.admits(url) == true
    }

    /// No user info, and a host spelled without percent-encoding: what the rule compares is what a transport
    /// connects to.
    private static func isPlain(_ url: URL) -> Bool {
        guard url.user == nil, url.password == nil, let host = url.host(percentEncoded: true) else { return false }
        return !host.contains("%") && !host.contains("\\")
    }
}

import Foundation
import NowInternal

// swift-check: given service: NowWebService
/// The origin of a ServiceNow instance, and the rules that keep pages and tokens on it.
///
/// An instance is an https origin, or an http origin on a loopback address (the instance emulator and local
/// development). A URL is *on the instance* when its scheme, host and port are exactly the instance's (a
/// subdomain, another port or plain http on an https instance is another origin) and it carries no user name
/// or password and no percent-encoding in its host. Only URLs on the instance may receive the bearer token.
///
/// ```swift
/// let scope = service.scope   // https://acme.service-now.com
/// scope.contains(URL(string: "https://acme.service-now.com/mesp?id=me_kb_view")!)  // true
/// scope.contains(URL(string: "https://acme.service-now.com:8443/")!)               // false: another port
/// ```
public struct InstanceScope: Sendable, Equatable {
    /// The root of the instance, `scheme://host[:port]/`, against which relative URLs resolve.
    public let instanceURL: URL
    /// The instance's origin.
    package let origin: URLOrigin
    /// Where the bearer may go: the package's one credential rule, which ``contains(_:)`` and `resolve(_:)`
    /// apply.
    private let credentials: CredentialScope?

    /// Makes the scope of the instance at `instanceURL`; its path, query and fragment are ignored.
    ///
    /// - Returns: `nil` when `instanceURL` has no host, carries a user name or password, or is neither
    ///   https nor http on a loopback address.
    package init?(instanceURL: URL) {
        guard let credentials = CredentialScope(instance: instanceURL) else { return nil }
        let origin = credentials.origin
        let host = origin.host.contains(":") ? "[\(origin.host)]" : origin.host
        let port = instanceURL.port.map { ":\($0)" } ?? ""
        guard let url = URL(string: "\(origin.scheme)://\(host)\(port)/") else { return nil }
        self.instanceURL = url
        self.origin = origin
        self.credentials = credentials
    }

    /// A scope that contains no URL, for a service whose configuration names no usable instance: nothing
    /// resolves on it and no token goes anywhere.
    package static let opaque = InstanceScope(opaqueAt: URL(fileURLWithPath: "/"))

    private init(opaqueAt url: URL) {
        self.instanceURL = url
        self.origin = .opaque
        self.credentials = nil
    }

    /// Schemes that are refused without telling the app: they run code or read data where a page puts them
    /// (`javascript:`, `vbscript:`), name local files (`file:`), or make documents out of the page's own
    /// bytes (`data:`, `blob:`). A page that navigates its main frame there is stopped and the hop is dropped;
    /// it is never handed to the app as a URL to open. `about:blank` stays a page.
    package static let refusedSchemes: Set<String> = ["javascript", "vbscript", "file", "data", "blob"]

    /// Whether `url` has one of ``refusedSchemes``.
    package static func refuses(_ url: URL) -> Bool {
        refusedSchemes.contains(url.scheme?.lowercased() ?? "")
    }

    /// Whether `url` is an absolute URL on the instance that may receive the bearer: the package's one credential
    /// rule (`resolve(_:)`'s), so the same scheme, host and port, no user name or password, and a host written
    /// without percent-encoding. A URL without a scheme (`/sp`, `//host/sp`) is not contained; resolve it first.
    public func contains(_ url: URL) -> Bool {
        guard url.scheme != nil, let credentials else { return false }
        return credentials.admits(url)
    }

    /// Resolves `url` against the instance and checks that the result is on it.
    ///
    /// A URL without a scheme (`/sp`, `mesp?id=x`, `//host/path`) is relative to the instance root.
    ///
    /// This and ``contains(_:)`` are the package's one credential rule, `CredentialScope` (the rule NowSDK's
    /// network service, token, settings and revocation requests follow too): `InstanceScope` decides nothing
    /// of its own.
    ///
    /// - Returns: the absolute URL on the instance, or ``NowWebServiceError/unsupportedScheme(_:)`` for a
    ///   scheme other than http(s), ``NowWebServiceError/invalidURL(_:)`` for an absolute URL without a
    ///   host, with user info or with a percent-encoded host, ``NowWebServiceError/offInstanceURL(_:)`` for another origin.
    package func resolve(_ url: URL) -> Result<URL, NowWebServiceError> {
        guard let credentials else {
            return .failure(url.hasWebScheme ? .offInstanceURL(url) : .unsupportedScheme(url))
        }
        switch credentials.resolve(url) {
        case .success(let absolute): return .success(absolute)
        case .failure(.unsupportedScheme(let absolute)): return .failure(.unsupportedScheme(absolute))
        case .failure(.invalidURL(let absolute)): return .failure(.invalidURL(absolute))
        case .failure(.offOrigin(let absolute)): return .failure(.offInstanceURL(absolute))
        }
    }
}

import Foundation
import NowInternal

/// Identifies one stored token set: an instance and an account on it.
public struct NowTokenStoreKey: Sendable, Hashable, CustomStringConvertible {
    /// The instance's origin, `scheme://host[:port]`, lower-cased, the port only when it is not the scheme's
    /// default, an IPv6 host in brackets.
    public let instance: String
    /// The account on the instance.
    public let account: String

    /// Creates a key; only the origin of `instanceUrl` counts, spelled as `URLOrigin` spells it (the spelling
    /// a page's `location.origin` has): `https://acme.service-now.com:443/sp` and `HTTPS://ACME.service-now.com`
    /// give the same key.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance.
    ///   - account: The account.
    public init(instanceUrl: URL, account: String) {
        instance = URLOrigin(instanceUrl)?.serialization ?? Self.literalSpelling(of: instanceUrl)
        self.account = account
    }

    /// A key for the instance spelled `instance`, as ``instance`` is.
    package init(instance: String, account: String) {
        self.instance = instance
        self.account = account
    }

    /// The spellings of the same origin that keys had before they were normalised (an explicit default port,
    /// an IPv6 host without brackets): sets stored under them are still read, moved to the key's spelling, and
    /// removed at logout.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: The earlier spellings that differ from the key's, in the order they are tried.
    package static func earlierSpellings(of instanceUrl: URL) -> [String] {
        guard let origin = URLOrigin(instanceUrl) else { return [] }
        let current = origin.serialization
        // Earlier keys had the host as `URL.host` gives it and the port only when the URL named one.
        var spellings = ["\(origin.scheme)://\(origin.host):\(origin.port)"]
        if origin.port == URLOrigin.defaultPort(forScheme: origin.scheme) {
            spellings.append("\(origin.scheme)://\(origin.host)")
        }
        var seen: Set<String> = [current]
        return spellings.filter { seen.insert($0).inserted }
    }

    /// The spelling of a URL without an origin (no host, or a scheme NowWeb does not load), as keys always had.
    private static func literalSpelling(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "https"
        let host = url.host?.lowercased() ?? ""
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// A stable name for the instance alone, safe for files and keychain items; the prefix of ``storageName``.
    public var instanceStorageName: String { Self.storageName(forInstance: instance) }

    /// The ``instanceStorageName`` of the instance with origin `instance`.
    ///
    /// - Parameter instance: An origin as in ``instance``.
    /// - Returns: Its storage name.
    public static func storageName(forInstance instance: String) -> String { digest(instance) }

    /// A stable name safe for files and keychain items that reveals neither the instance nor the account:
    /// ``instanceStorageName``, a dash, and a digest of the instance and account.
    public var storageName: String { "\(instanceStorageName)-\(Self.digest("\(instance)\n\(account)"))" }

    private static func digest(_ text: String) -> String {
        String(Digest.sha256(Data(text.utf8)).hexString.prefix(16))
    }

    /// The instance and the storage name.
    public var description: String { "\(instance) [\(storageName)]" }
}

import Foundation
import NowInternal

/// Identifies one stored token set: an instance and an account on it.
public struct NowTokenStoreKey: Sendable, Hashable, CustomStringConvertible {
    /// The instance's origin, `scheme://host[:port]`, lower-cased.
    public let instance: String
    /// The account on the instance.
    public let account: String

    /// Creates a key; only the scheme, host and port of `instanceUrl` count.
    ///
    /// - Parameters:
    ///   - instanceUrl: The instance.
    ///   - account: The account.
    public init(instanceUrl: URL, account: String) {
        let scheme = instanceUrl.scheme?.lowercased() ?? "https"
        let host = instanceUrl.host?.lowercased() ?? ""
        instance = "\(scheme)://\(host)" + (instanceUrl.port.map { ":\($0)" } ?? "")
        self.account = account
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

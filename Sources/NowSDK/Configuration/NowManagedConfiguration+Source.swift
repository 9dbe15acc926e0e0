import Foundation

extension NowManagedConfiguration {
    /// Where a managed configuration comes from: the platform's (``standard``), or values a test scripts.
    public struct Source: Sendable {
        /// The managed dictionary, or `nil` when there is none.
        public let values: @Sendable () throws(Problem) -> [String: any Sendable]?

        /// A source that reads with `values`.
        public init(values: @escaping @Sendable () throws(Problem) -> [String: any Sendable]?) {
            self.values = values
        }

        /// Fixed values, as a test or a preview scripts them; `nil` for none.
        public static func scripted(_ values: [String: any Sendable]?) -> Source {
            Source { values }
        }

        /// The platform's: `com.apple.configuration.managed` in the standard `UserDefaults` when it is set, else
        /// the JSON file named by `NOWWEB_MANAGED_CONFIGURATION` (or `/etc/nowweb/managed-configuration.json`)
        /// when it exists.
        public static let standard = Source {
            () throws(Problem) -> [String: any Sendable]? in
            if let managed = UserDefaults.standard.dictionary(forKey: NowManagedConfiguration.userDefaultsKey) {
                return managed.mapValues(Self.value)
            }
            let environment = ProcessInfo.processInfo.environment[NowManagedConfiguration.fileEnvironmentVariable]
            return try file(at: environment ?? NowManagedConfiguration.defaultFilePath).values()
        }

        /// A property-list or JSON value as the reader checks it: strings and booleans as they are (an `NSNumber`
        /// counts as a boolean only when it was made from one), every other value as its description, which no
        /// key accepts.
        static func value(_ value: Any) -> any Sendable {
            if let text = value as? String { return text }
            if let number = value as? NSNumber {
                return String(cString: number.objCType) == "c" ? number.boolValue : number.description
            }
            if let flag = value as? Bool { return flag }
            return String(describing: type(of: value))
        }

        /// The JSON object in the file at `path`; `nil` when there is no such file.
        public static func file(at path: String) -> Source {
            Source { () throws(Problem) -> [String: any Sendable]? in
                guard FileManager.default.fileExists(atPath: path) else { return nil }
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: path))
                    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                        throw Problem.unreadableFile(path: path, reason: "not a JSON object")
                    }
                    return object.mapValues(Self.value)
                } catch let problem as Problem {
                    throw problem
                } catch {
                    throw .unreadableFile(path: path, reason: "\(type(of: error))")
                }
            }
        }
    }
}

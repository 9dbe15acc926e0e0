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
        /// the administrator's JSON file `/etc/nowweb/managed-configuration.json` when it exists, else the file
        /// named by `NOWWEB_MANAGED_CONFIGURATION` when it exists (which never overrides the administrator's).
        ///
        /// On macOS `UserDefaults` also searches the argument and application domains, which the local user
        /// controls, before the managed preferences a configuration profile installs; on iOS those domains are not
        /// the user's to set. A macOS administrator who must lock the instance also relies on the profile's
        /// forced preferences being the only source of that key.
        public static let standard = Source {
            () throws(Problem) -> [String: any Sendable]? in
            if let managed = UserDefaults.standard.dictionary(forKey: NowManagedConfiguration.userDefaultsKey) {
                return managed.mapValues(Self.value)
            }
            let environment = ProcessInfo.processInfo.environment[NowManagedConfiguration.fileEnvironmentVariable]
            return try files(administrator: NowManagedConfiguration.defaultFilePath, override: environment).values()
        }

        /// The sources a user cannot override: `com.apple.configuration.managed` in the standard `UserDefaults` when
        /// it is set, else the administrator's JSON file `/etc/nowweb/managed-configuration.json` when it exists;
        /// never the file `NOWWEB_MANAGED_CONFIGURATION` names. What restricts the app (NowWeb's
        /// ``NowManagedConfiguration/sessionKeepAliveKey`` and its privacy keys) is read from here, so that a user's file cannot lift
        /// it.
        public static let administered = Source {
            () throws(Problem) -> [String: any Sendable]? in
            if let managed = UserDefaults.standard.dictionary(forKey: NowManagedConfiguration.userDefaultsKey) {
                return managed.mapValues(Self.value)
            }
            return try file(at: NowManagedConfiguration.defaultFilePath).values()
        }

        /// The administrator's file at `administrator` when it exists, else the file at `override` (named by the
        /// user's environment) when there is one: a user may supply a configuration where the administrator set
        /// none, never replace the administrator's (finding R3-L-9).
        package static func files(administrator: String, override: String?) -> Source {
            Source { () throws(Problem) -> [String: any Sendable]? in
                if let values = try file(at: administrator).values() { return values }
                guard let override else { return nil }
                return try file(at: override).values()
            }
        }

        /// A property-list or JSON value as the reader checks it: strings and booleans as they are (an `NSNumber`
        /// counts as a boolean only when it was made from one), an array of strings as `[String]`, every other
        /// value as its description, which no key accepts.
        static func value(_ value: Any) -> any Sendable {
            if let text = value as? String { return text }
            if let array = value as? [Any] {
                let texts = array.compactMap { $0 as? String }
                return texts.count == array.count ? texts : String(describing: type(of: value))
            }
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

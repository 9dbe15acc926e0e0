import Foundation

extension NowWebService.Options {
    /// When a page is covered so that it does not show where it should not (iOS only; see the guide's
    /// "Privacy screen"): in the app switcher's snapshot, and, for sensitive pages, while the screen is recorded,
    /// mirrored or shared. The organisation's managed configuration can add to it, never take from it
    /// (`NowManagedConfiguration.privacyScreenRequired`, `sensitivePathPrefixes`,
    /// `clearsCopiedTextOnBackground`).
    ///
    /// ```swift
    /// var options = NowWebService.Options()
    /// options.privacyScreen = .init(sensitivePathPrefixes: ["/hr_case.do"], clearsCopiedTextOnBackground: true)
    /// ```
    public struct PrivacyScreen: Sendable {
        /// Whether every page is covered while the app is not active (in the app switcher, whose snapshot then
        /// shows the cover). Default: `true`.
        public var coversInAppSwitcher: Bool
        /// Paths of sensitive pages, covered while the screen is captured (recorded, mirrored, shared): a page
        /// whose path starts with one of them, by whole segments, case-insensitively. Default: none.
        public var sensitivePathPrefixes: [String]
        /// Marks further pages sensitive, as the app decides (a record's table in the query, say). Default: `nil`.
        public var isSensitive: (@Sendable (URL) -> Bool)?
        /// Whether text the user copied from a page is cleared from the general pasteboard when the app goes to
        /// the background, if the pasteboard still holds it (nothing copied since, in this app or another).
        /// Default: `false`.
        public var clearsCopiedTextOnBackground: Bool

        /// Makes the setting; every parameter defaults to the value documented on its property.
        public init(
            coversInAppSwitcher: Bool = true, sensitivePathPrefixes: [String] = [],
            isSensitive: (@Sendable (URL) -> Bool)? = nil, clearsCopiedTextOnBackground: Bool = false
        ) {
            self.coversInAppSwitcher = coversInAppSwitcher
            self.sensitivePathPrefixes = sensitivePathPrefixes
            self.isSensitive = isSensitive
            self.clearsCopiedTextOnBackground = clearsCopiedTextOnBackground
        }
    }
}

import Foundation
import NowSDK

/// Decides when a page is covered and when copied text is cleared, from the app's
/// ``NowWebService/Options/PrivacyScreen`` and the organisation's managed configuration. A pure value: the iOS
/// controller feeds it the app's state, the screen's capture state and the page, and shows what it says.
struct PrivacyScreenPolicy: Sendable {
    /// Where the app is: active (in front), inactive (in the app switcher, or behind a system sheet) or in the
    /// background.
    enum AppState: Sendable, Equatable {
        /// The app is in front and receives events.
        case active
        /// The app is shown but not in front: the app switcher (whose snapshot is taken now) or a system alert.
        case inactive
        /// The app is in the background.
        case background
    }

    /// What the organisation's managed configuration asks for.
    struct Managed: Sendable, Equatable {
        /// Every page covered while the app is not active.
        var coversInAppSwitcher = false
        /// Paths of sensitive pages.
        var sensitivePathPrefixes: [String] = []
        /// Every page sensitive (a configuration that could not be read: fail closed).
        var everyPageSensitive = false
        /// Copied text cleared on background.
        var clearsCopiedText = false

        /// What a configuration that could not be read asks for: everything (fails closed).
        static let unreadable = Managed(
            coversInAppSwitcher: true, everyPageSensitive: true, clearsCopiedText: true)
    }

    /// The app's setting.
    var options: NowWebService.Options.PrivacyScreen
    /// The organisation's.
    var managed: Managed

    /// Whether the page at `url` is covered now: while the app is not active, when the app or the organisation
    /// covers pages in the app switcher; while the screen is captured, when the page is sensitive.
    ///
    /// - Parameters:
    ///   - appState: Where the app is.
    ///   - isCaptured: Whether the screen is recorded, mirrored or shared.
    ///   - url: The page shown, `nil` for none.
    func isCovered(appState: AppState, isCaptured: Bool, url: URL?) -> Bool {
        if appState != .active, options.coversInAppSwitcher || managed.coversInAppSwitcher { return true }
        return isCaptured && isSensitive(url)
    }

    /// Whether the page at `url` is sensitive: the organisation says every page is, or its path starts with a
    /// sensitive prefix of the app's or the organisation's, or the app's closure says so. No page is not.
    func isSensitive(_ url: URL?) -> Bool {
        guard let url else { return false }
        if managed.everyPageSensitive { return true }
        if PathPrefix.matches(url: url, anyOf: options.sensitivePathPrefixes + managed.sensitivePathPrefixes) {
            return true
        }
        return options.isSensitive?(url) ?? false
    }

    /// Whether the pasteboard is cleared as the app goes to the background: the app or the organisation asks for
    /// it, text was copied from a page (`copiedChangeCount`, the pasteboard's change count right after that copy),
    /// and the pasteboard still holds it (its change count has not moved since).
    ///
    /// - Parameters:
    ///   - copiedChangeCount: The pasteboard's change count after the last copy from a page, `nil` for none.
    ///   - currentChangeCount: The pasteboard's change count now.
    func clearsPasteboard(copiedChangeCount: Int?, currentChangeCount: Int) -> Bool {
        guard options.clearsCopiedTextOnBackground || managed.clearsCopiedText else { return false }
        guard let copiedChangeCount else { return false }
        return copiedChangeCount == currentChangeCount
    }
}

extension PrivacyScreenPolicy.Managed {
    /// What `administered` asks for: nothing when the organisation sets nothing; everything when its
    /// configuration cannot be read.
    init(_ administered: AdministeredConfiguration) {
        switch administered {
        case .none: self.init()
        case .unreadable: self = .unreadable
        case .read(let configuration, _):
            self.init(
                coversInAppSwitcher: configuration.privacyScreenRequired,
                sensitivePathPrefixes: configuration.sensitivePathPrefixes,
                clearsCopiedText: configuration.clearsCopiedTextOnBackground)
        }
    }
}

import Foundation

/// What a sign-in pop-up's host label shows (finding R3-L-3), the same on every engine: the host of the page the
/// pop-up has committed, never of a navigation only allowed.
///
/// A page in the pop-up can start a navigation to any site (`location = 'https://idp.example:81/'`); were the label
/// to follow that navigation when it is allowed, it would name a site whose page never arrives while the first
/// page's fake form stays on screen. Only a commit (the new document replaces the old one) changes the label; a
/// navigation that fails leaves it on the committed host, and a committed document without a host (`about:blank`,
/// which its opener may write into) shows none.
package struct PopUpHostLabel: Sendable, Equatable {
    /// What happens in the pop-up's main frame.
    package enum Event: Sendable, Equatable {
        /// A navigation to `url` was allowed (it may never commit).
        case navigationAllowed(URL)
        /// The document of `url` replaced the one shown (`nil`: a document whose URL the engine does not give).
        case committed(URL?)
        /// A navigation failed, before or after it committed.
        case failed
    }

    /// The host of the committed document: what the label shows, `nil` for nothing.
    package private(set) var text: String?

    /// A label that shows nothing until the pop-up's first commit.
    package init() {}

    /// Takes `event` into account and returns what the label shows afterwards.
    @discardableResult
    package mutating func handle(_ event: Event) -> String? {
        if case .committed(let url) = event { text = url.flatMap(Self.host(of:)) }
        return text
    }

    /// The host of `url` as a user reads it: lower-cased, with its port when that is not the scheme's default, and
    /// marked when the page came over cleartext; `nil` for a URL without a host.
    package static func host(of url: URL) -> String? {
        guard let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        let scheme = url.scheme?.lowercased()
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        let shown = url.port.map { $0 == defaultPort ? host : "\(host):\($0)" } ?? host
        return scheme == "https" ? shown : "\(scheme ?? "")://\(shown)"
    }
}

import Foundation

/// The Public Suffix List (publicsuffix.org): which domains are shared by unrelated owners (`com`, `co.uk`,
/// `github.io`), so that no cookie may be set for them.
///
/// The list is read at run time from the system's copy (`/usr/share/publicsuffix/public_suffix_list.dat`,
/// Debian's `publicsuffix` package) rather than embedded: it changes every few weeks and the system's copy is
/// updated with the system, while an embedded copy of 10,000 rules would age with each build of the app.
/// Where no list can be read (Apple platforms, a minimal container) the built-in fallback treats every domain
/// as a public suffix: a `Domain` attribute then only ever names the responding host itself, so a cookie is
/// never shared with a sibling host. That fails closed: cookies still work, scoped to their host.
package struct PublicSuffixList: Sendable {
    /// The system's copy of the list on Debian and Ubuntu.
    package static let systemPath = "/usr/share/publicsuffix/public_suffix_list.dat"

    /// The system's list, or the fail-closed fallback when it cannot be read.
    package static let system = PublicSuffixList(contentsOfFile: systemPath) ?? failClosed

    /// The fallback: every domain counts as a public suffix.
    package static let failClosed = PublicSuffixList(rules: nil)

    private let rules: Set<String>?
    private let wildcards: Set<String>
    private let exceptions: Set<String>

    /// Whether rules were read (`false` for the fail-closed fallback).
    package var isLoaded: Bool { rules != nil }

    /// The list at `path`, or `nil` when it cannot be read or holds no rule.
    package init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(text: String(decoding: data, as: UTF8.self))
        if rules?.isEmpty ?? true { return nil }
    }

    /// The list in `text`, in the file's format: one rule a line, `//` comments, `*.` wildcards, `!` exceptions.
    package init(text: String) {
        var rules = Set<String>()
        var wildcards = Set<String>()
        var exceptions = Set<String>()
        for line in text.split(whereSeparator: \.isNewline) {
            guard let rule = line.split(whereSeparator: \.isWhitespace).first, !rule.hasPrefix("//") else { continue }
            let lowered = rule.lowercased()
            if lowered.hasPrefix("!") {
                exceptions.insert(String(lowered.dropFirst()))
            } else if lowered.hasPrefix("*.") {
                wildcards.insert(String(lowered.dropFirst(2)))
            } else {
                rules.insert(lowered)
            }
        }
        self.rules = rules
        self.wildcards = wildcards
        self.exceptions = exceptions
    }

    private init(rules: Set<String>?) {
        self.rules = rules
        wildcards = []
        exceptions = []
    }

    /// Whether `domain` (lower-cased, no trailing dot) is a public suffix.
    package func isPublicSuffix(_ domain: String) -> Bool {
        guard let rules else { return true }
        if exceptions.contains(domain) { return false }
        if rules.contains(domain) { return true }
        guard let dot = domain.firstIndex(of: ".") else { return true }  // The list's implicit `*` rule.
        return wildcards.contains(String(domain[domain.index(after: dot)...]))
    }
}

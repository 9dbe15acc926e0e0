import Foundation
import NowInternal

/// Which way a page's sign-in pop-up (``NewWindowDecision/popUp``) goes on an engine that offers the system's
/// authentication browser (`ASWebAuthenticationSession` on iOS) beside a pop-up view of its own, and what comes
/// back from it. Engine-neutral and pure; the engine performs its answers.
///
/// - A pop-up shows in the engine's own **sheet** (a second view of the page's data store, related to the page so
///   that `window.opener` and `postMessage` work), unless the app named the system browser for it.
/// - It goes to the **system browser** when the app gave a callback scheme and either its first URL is on one of
///   the app's identity-provider hosts (each entry covers its subdomains too), or a main-frame navigation in the
///   sheet is a known refusal of embedded views (Google's `disallowed_useragent`): the sheet closes and the
///   pop-up's first URL goes to the system browser instead. A provider that answers its opener by `postMessage`
///   cannot finish there (the system browser has no opener); it needs the sheet.
/// - The system browser ends on a URL of the callback scheme, which stands for the instance's own scheme: the
///   provider's completion redirect `<scheme>://<instance host>/<path>?<query>` is loaded in the page's view as
///   `https://<instance host>/<path>?<query>` when that is on the instance; anything else is refused.
package struct PopUpRoute: Sendable, Equatable {
    /// The hosts whose pop-ups always go to the system browser, lower case, without a trailing dot.
    package let systemBrowserHosts: [String]
    /// The URL scheme the system browser's completion comes back with, lower case; `nil`: never the system
    /// browser, every pop-up shows in the sheet.
    package let callbackScheme: String?

    /// A route that shows every pop-up in the sheet.
    package static let sheetOnly = PopUpRoute(checkedHosts: [], callbackScheme: nil)

    /// A route to the system browser for `systemBrowserHosts` and the known refusals, completing on
    /// `callbackScheme`.
    ///
    /// - Throws: ``PopUpRouteError`` when the scheme is not a URL scheme of the app's own (not a valid scheme, or
    ///   a web, file or script scheme), or a host entry is not a bare host name.
    package init(systemBrowserHosts: [String], callbackScheme: String) throws(PopUpRouteError) {
        let scheme = callbackScheme.lowercased()
        guard Self.isSchemeOfTheApp(scheme) else { throw .unusableCallbackScheme }
        var hosts: [String] = []
        for entry in systemBrowserHosts {
            let host = entry.lowercased().hasSuffix(".") ? String(entry.lowercased().dropLast()) : entry.lowercased()
            guard Self.isBareHost(host) else { throw .unusableHost(position: hosts.count) }
            hosts.append(host)
        }
        self.init(checkedHosts: hosts, callbackScheme: scheme)
    }

    private init(checkedHosts: [String], callbackScheme: String?) {
        self.systemBrowserHosts = checkedHosts
        self.callbackScheme = callbackScheme
    }

    /// The way a pop-up whose first URL is `url` goes.
    package func path(for url: URL) -> PopUpPath {
        guard callbackScheme != nil, let host = Self.normalizedHost(of: url) else { return .sheet }
        let named = systemBrowserHosts.contains { host == $0 || host.hasSuffix("." + $0) }
        return named ? .systemBrowser : .sheet
    }

    /// What becomes of a navigation in the sheet to `url`: ``NewWindowRule/popUpNavigation(to:method:in:)`` for
    /// the main frame (a hop back to the instance finishes the pop-up), with two differences. A known refusal of
    /// embedded views moves the pop-up to the system browser when there is one. A subframe never shows an instance
    /// document, and never finishes the pop-up: it is refused.
    package func sheetNavigation(to url: URL, method: String, isMainFrame: Bool, in scope: InstanceScope)
        -> PopUpSheetStep
    {
        if isMainFrame, callbackScheme != nil, Self.isEmbeddedViewRefusal(url) { return .moveToSystemBrowser }
        switch NewWindowRule.popUpNavigation(to: url, method: method, in: scope) {
        case .allow: return .load
        case .refuse: return .drop
        case .finish(let handOver): return isMainFrame ? .finish(handOver: handOver) : .drop
        }
    }

    /// The URL to load in the page's view for the system browser's completion `callbackURL`: `nil` (refused)
    /// unless it has the callback scheme and, with the instance's scheme in its place, is on the instance.
    package func completion(_ callbackURL: URL?, in scope: InstanceScope) -> URL? {
        guard let callbackScheme, let callbackURL, callbackURL.scheme?.lowercased() == callbackScheme,
            var components = URLComponents(url: callbackURL, resolvingAgainstBaseURL: false)
        else { return nil }
        components.scheme = scope.instanceURL.scheme
        guard let url = components.url, url.user == nil, url.password == nil, scope.contains(url) else { return nil }
        return url
    }

    /// Whether `url` is a known identity provider's refusal to sign in inside an embedded view: a query value
    /// naming `disallowed_useragent` (Google's code for it), as is or base64-encoded, since a provider may encode
    /// its error code. Values longer than 4 KiB are not read.
    package static func isEmbeddedViewRefusal(_ url: URL) -> Bool {
        let code = "disallowed_useragent"
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.contains { item in
            guard let value = item.value, value.utf8.count <= 4096 else { return false }
            if value.lowercased().contains(code) { return true }
            guard let data = base64Data(value) else { return false }
            return String(decoding: data, as: UTF8.self).contains(code)
        }
    }

    private static func base64Data(_ value: String) -> Data? {
        var text = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        return Data(base64Encoded: text)
    }

    private static func normalizedHost(of url: URL) -> String? {
        guard url.hasWebScheme, let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        return host.hasSuffix(".") ? String(host.dropLast()) : host
    }

    /// A scheme of RFC 3986 (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`) that is none of the web's, a file's
    /// or a script's: the system browser would treat such a scheme as a page, not as the app's completion.
    private static func isSchemeOfTheApp(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        let allowed = scheme.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
        let taken: Set<String> = ["http", "https", "about", "ftp", "ws", "wss"]
        return allowed && !taken.contains(scheme) && !InstanceScope.refusedSchemes.contains(scheme)
    }

    /// A host name of letters, digits, hyphens and dots, with no empty label.
    private static func isBareHost(_ host: String) -> Bool {
        guard !host.isEmpty, host.utf8.count <= 253 else { return false }
        return host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty
                && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }
}

/// Where a sign-in pop-up shows.
package enum PopUpPath: Sendable, Equatable {
    /// In the engine's own pop-up view (a sheet on iOS).
    case sheet
    /// In the system's authentication browser (`ASWebAuthenticationSession` on iOS).
    case systemBrowser
}

/// What becomes of a navigation in a pop-up's sheet (``PopUpRoute/sheetNavigation(to:method:isMainFrame:in:)``).
package enum PopUpSheetStep: Sendable, Equatable {
    /// The sheet loads it.
    case load
    /// The sheet does not load it.
    case drop
    /// The pop-up has finished: the sheet closes without loading it, and `handOver` (when not `nil`) loads in the
    /// page's view.
    case finish(handOver: URL?)
    /// The provider refuses embedded views: the sheet closes and the pop-up's first URL goes to the system browser.
    case moveToSystemBrowser
}

/// Why a ``PopUpRoute`` cannot be made.
package enum PopUpRouteError: Error, Sendable, Equatable, LocalizedError {
    /// The callback scheme is not a URL scheme of the app's own.
    case unusableCallbackScheme
    /// The host entry at `position` (counting from 0) is not a bare host name.
    case unusableHost(position: Int)

    /// What is wrong and what to do.
    package var errorDescription: String? {
        switch self {
        case .unusableCallbackScheme:
            return "The sign-in callback scheme is not a URL scheme of the app's own. Give a scheme such as "
                + "\"com.example.app\" (letters, digits, \"+\", \"-\" and \".\", starting with a letter), not http, "
                + "https, file or a script scheme."
        case .unusableHost(let position):
            return "Identity-provider host \(position + 1) is not a host name. Give bare host names such as "
                + "\"accounts.google.com\", without a scheme, port or path."
        }
    }
}

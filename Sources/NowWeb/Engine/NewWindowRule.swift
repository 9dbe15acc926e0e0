import Foundation
import NowInternal

/// A page's request for a new window (`target="_blank"`, `window.open`), as an engine saw it.
///
/// Everything here comes from a page, so it is hostile input: the engine fills in only what the platform itself
/// vouches for (the gesture, the requesting frame), never what a page's script says about itself.
package struct NewWindowRequest: Sendable, Equatable {
    /// The URL the new window is to load; `nil` when the engine could not read one.
    package var url: URL?
    /// The request's HTTP method, upper case.
    package var method: String
    /// Whether the platform says the request follows a user's gesture (a click, a key).
    package var isUserGesture: Bool
    /// Whether the top document asked for the window (not a subframe, whatever its origin).
    package var isFromTopDocument: Bool
    /// Whether the new window keeps `window.opener` (a script's `window.open` without `noopener`); a link's
    /// new window (`target="_blank"`, `noopener` by default) does not.
    package var keepsOpener: Bool

    /// A request with every field given.
    package init(url: URL?, method: String = "GET", isUserGesture: Bool, isFromTopDocument: Bool, keepsOpener: Bool) {
        self.url = url
        self.method = method.uppercased()
        self.isUserGesture = isUserGesture
        self.isFromTopDocument = isFromTopDocument
        self.keepsOpener = keepsOpener
    }
}

/// What becomes of a page's request for a new window.
package enum NewWindowDecision: Sendable, Equatable {
    /// Loaded in the controller's own view as a main-frame link of the page, so that the session machine decides
    /// it like any link (an instance page shows there; another site goes to the app as an unsupported URL).
    case loadInPlace
    /// Shown in a pop-up: a second view of the same data store, related to the page so that `window.opener`
    /// works, whose loads are never the controller's own (no bearer) and which closes when it finishes.
    case popUp
    /// Dropped, for the reason given.
    case refuse(NewWindowRefusal)
}

/// Why a request for a new window is dropped.
package enum NewWindowRefusal: Sendable, Equatable {
    /// A subframe asked (a frame of another site, sandboxed or not, must not open windows over the app's page).
    case notTopDocument
    /// No user's gesture led to it (a page opening windows by itself).
    case noUserGesture
    /// No http(s) URL with a host: a blank window for a script to write into, a refused scheme, nothing at all.
    case notAWebPage
    /// A form posted to a new window: its body would have to be replayed, which no engine hands out.
    case notAGet
}

/// The one rule for a page's new windows, shared by every engine (finding L-14).
///
/// 1. Only the top document may open a window, and only after a user's gesture.
/// 2. Only a GET of an http(s) URL with a host opens anything.
/// 3. A window on the instance loads in place (an instance page opened in a new tab shows in the app's view, with
///    Back to the page it came from), and so does another site's window that keeps no opener (a plain
///    `target="_blank"` link, which then goes to the app as an unsupported URL, as every off-instance link does).
/// 4. Another site's window that keeps `window.opener` is a pop-up: an identity provider's sign-in page that
///    talks back to the page that opened it.
package enum NewWindowRule {
    /// The decision for `request` from a page of the instance `scope`.
    package static func decide(_ request: NewWindowRequest, in scope: InstanceScope) -> NewWindowDecision {
        guard request.isFromTopDocument else { return .refuse(.notTopDocument) }
        guard request.isUserGesture else { return .refuse(.noUserGesture) }
        guard let url = request.url, url.hasWebScheme, let host = url.host, !host.isEmpty, url.user == nil,
            url.password == nil
        else { return .refuse(.notAWebPage) }
        guard request.method == "GET" else { return .refuse(.notAGet) }
        if scope.contains(url) || !request.keepsOpener { return .loadInPlace }
        return .popUp
    }

    /// What becomes of a pop-up's main-frame navigation to `url`.
    ///
    /// A pop-up shows other sites' pages only: the bearer never goes there, and the engine's scripts for instance
    /// pages (the Cabrillo bridge) must not run in a view the controller does not own. When the pop-up heads back
    /// to the instance (the identity provider's completion URL), it has finished: it closes, and a GET is handed
    /// to the controller's view, where the session machine decides it like a link.
    package static func popUpNavigation(to url: URL, method: String, in scope: InstanceScope)
        -> PopUpNavigationDecision
    {
        if url.absoluteString == "about:blank" { return .allow }
        guard url.hasWebScheme, let host = url.host, !host.isEmpty else { return .refuse }
        guard scope.contains(url) else { return .allow }
        return .finish(handOver: method.uppercased() == "GET" ? url : nil)
    }
}

/// What becomes of a pop-up's main-frame navigation.
package enum PopUpNavigationDecision: Sendable, Equatable {
    /// The pop-up loads it.
    case allow
    /// The pop-up does not load it (not a web page).
    case refuse
    /// The pop-up has finished: it closes without loading it, and `handOver` (when not `nil`) loads in the
    /// controller's view instead.
    case finish(handOver: URL?)
}

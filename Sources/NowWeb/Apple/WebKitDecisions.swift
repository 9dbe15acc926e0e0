import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the WKWebView engine answers WebKit, as engine-neutral functions: each of the engine's WebKit callbacks
/// maps its arguments with ``WebKitMapping``, asks the session machine or the app where a policy is theirs, and
/// answers WebKit with one of these. They are compiled and tested on every platform, so the answers WebKit gets
/// (a response cancelled or allowed, a script message routed or dropped unread, a new window loaded in place, shown
/// in a sheet or refused, a camera granted, prompted or denied) are checked here, not only on a device. The facets
/// (`WebKitDecisions+*.swift`) hold one callback's decisions each.
///
/// WebKit's answers are `NS_ENUM`s; the values here carry their raw values as WebKit's headers declare them
/// (`WKNavigationDelegate.h`, `WKUIDelegate.h`), and the Apple code makes the WebKit value with `init(rawValue:)`.
package enum WebKitDecisions {
    /// The answer to a navigation action or response question: `WKNavigationActionPolicy` and
    /// `WKNavigationResponsePolicy` share these raw values.
    package enum Policy: Int, Sendable, Equatable {
        /// `…PolicyCancel`.
        case cancel = 0
        /// `…PolicyAllow`.
        case allow = 1
        /// `…PolicyDownload` (iOS 14.5): only for an export ``PageExport`` accepts
        /// (`WebKitDecisions+Exports.swift`); every other file to save is refused.
        case download = 2
    }

    /// The answer to a media capture question: `WKPermissionDecision`'s raw values.
    package enum Permission: Int, Sendable, Equatable {
        /// `WKPermissionDecisionPrompt`: WebKit asks the user.
        case prompt = 0
        /// `WKPermissionDecisionGrant`: allowed without asking.
        case grant = 1
        /// `WKPermissionDecisionDeny`.
        case deny = 2
    }

    /// WebKit's answer for a navigation action the session machine answered with `policy`; `nil` (no delegate
    /// left to ask) cancels: the hop does not go out (fail closed).
    package static func actionPolicy(_ policy: NavigationPolicy?) -> Policy {
        policy == .allow ? .allow : .cancel
    }

    /// What to report of a navigation response and WebKit's answer to it.
    package struct ResponseDecision: Sendable, Equatable {
        /// The event the engine reports, or `nil` for none.
        package var event: WebEngineEvent?
        /// WebKit's answer.
        package var policy: Policy

        /// A decision with both parts given.
        package init(event: WebEngineEvent?, policy: Policy) {
            self.event = event
            self.policy = policy
        }
    }

    /// The engine's answer to WebKit's question about `response`, as ``WebKitMapping/response(_:)`` mapped it
    /// (with the frame origin the engine vouches for, for a subframe's): a response nothing can be said of is
    /// cancelled unreported (fail closed); a file to save is never loaded, and the owner hears of it as
    /// ``WebEngineEvent/downloadRefused(_:)`` (where files go is the app's decision, never a page's); anything
    /// else is reported and allowed, for the session machine to act on.
    ///
    /// - Parameters:
    ///   - response: The mapped response, or `nil` when WebKit's had no URL.
    ///   - canShowMIMEType: WebKit's `canShowMIMEType` for it.
    /// - Returns: What to report, and WebKit's answer.
    package static func response(_ response: WebResponse?, canShowMIMEType: Bool) -> ResponseDecision {
        guard let response else { return ResponseDecision(event: nil, policy: .cancel) }
        if response.isFileToSave(engineCanShow: canShowMIMEType) {
            return ResponseDecision(event: .downloadRefused(response), policy: .cancel)
        }
        return ResponseDecision(event: .responseReceived(response), policy: .allow)
    }

    /// The request a page's new-window navigation `action` makes, for ``NewWindowRule``: WebKit asks only after
    /// a user's gesture, a link's new window keeps no opener (`noopener` by default), anything else (a script's
    /// `window.open`) does.
    @MainActor
    package static func newWindowRequest(_ action: some WebKitNavigationActionFacts) -> NewWindowRequest {
        NewWindowRequest(
            url: action.request.url, method: action.request.httpMethod ?? "GET", isUserGesture: true,
            isFromTopDocument: action.sourceFrame.isMainFrame,
            keepsOpener: WebKitMapping.navigationKind(rawValue: action.navigationTypeRawValue) != .linkActivated)
    }

    /// The seconds left to the `glide_session_store` cookie among `cookies` that applies to `url`, when its value
    /// is not `reported` (the one whose lifetime the engine reported last): WebKit withholds `Set-Cookie` from
    /// the responses it reports, so the idle timeout an instance announces with a new session (that cookie's
    /// `Max-Age`) is read from the cookie store, once per session. `nil` when there is no such cookie, it was
    /// reported already, or it has no expiry.
    ///
    /// - Parameters:
    ///   - cookies: The store's cookies.
    ///   - url: The main-frame response's URL.
    ///   - reported: The cookie value reported last, if any.
    ///   - now: The time the lifetime is counted from.
    /// - Returns: The cookie's value and the idle timeout its remaining lifetime announces
    ///   (``WebSessionEstimate/announcedIdleTimeout(storedExpiry:readAt:)``).
    package static func newSessionStoreLifetime(
        in cookies: [HTTPCookie], for url: URL, after reported: String?, at now: Date
    ) -> (value: String, lifetime: TimeInterval)? {
        guard let host = url.host?.lowercased() else { return nil }
        let cookie = cookies.first {
            $0.name == WebSessionEstimate.announcingCookie && PlatformCookieHeader.domainMatches($0, host: host)
        }
        guard let cookie, cookie.value != reported, let expires = cookie.expiresDate,
            let lifetime = WebSessionEstimate.announcedIdleTimeout(storedExpiry: expires, readAt: now)
        else { return nil }
        return (cookie.value, lifetime)
    }
}

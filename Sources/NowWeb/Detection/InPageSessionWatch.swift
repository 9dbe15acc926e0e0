import Foundation
import NowInternal

/// The scripts that tell a controller when a page it shows lost its web session without a main-frame
/// navigation: a single-page app's own data request answered without a session (`401`, or
/// `X-Is-Logged-In: false`), a login form the page renders in place, or an instance frame (the classic UI's
/// `gsft_main`) that shows a login page. Every engine that runs JavaScript injects both, at document start,
/// into frames of the instance's origin only.
///
/// - The **page script** runs in the page's own world, because only there can it see the page's `fetch` and
///   `XMLHttpRequest`: it wraps them and, for a same-origin request answered `401` or `X-Is-Logged-In: false`,
///   fires a DOM event on its document ("`nowweb-session-signal`") before the page's own handlers learn of the
///   answer (a fetch's `then` registered first; an XHR's headers, which arrive before its body). It holds
///   nothing secret and can do nothing but fire that event, which the page could fire itself, and hold the
///   refused answer back from the page for a while (``holdMilliseconds``), so that the recovery comes first.
/// - The **reporter** runs where the page cannot change it (WebKitGTK: the Cabrillo bridge's isolated world;
///   WKWebView: the client world). It listens for that event, watches for a form with a password field added
///   to the document, and reports a subframe's document; it checks its frame's origin with its own
///   built-ins, posts at most ``messagesPerDocument`` messages per document, and says whether it is the top
///   frame and which URL the top frame shows (`top.location`, which a page cannot forge but can move with
///   `pushState`). In the top frame it also names the target of a meta refresh the document declares, or of a
///   GET form it sends (the page script tells it of `form.submit()`, which fires no `submit` event), so that
///   an engine that cannot tell frames apart (WebKitGTK) knows that navigation for the top frame's.
///
/// What a page can fake is the event's content: that costs at most a recovery of the budget's, and the bearer
/// still goes only to the instance, on the controller's own load. The decision is the machine's
/// (`WebSessionMachine`, `+EngineEvents`): only a signed-in page shown, only the instance's origin, only what
/// the login page detector calls a login page.
package enum InPageSessionWatch {
    /// The message handler the reporter posts to.
    package static let handlerName = "nowwebSessionWatch"
    /// The DOM event the page script fires: detail `{status, loggedIn, userToken}` as JSON text.
    package static let signalEvent = "nowweb-session-signal"
    /// The DOM event the page script fires on a form before its script sends it with `submit()` (which fires
    /// no `submit` event), so that the reporter can announce a GET form of the top document.
    package static let formSubmitEvent = "nowweb-form-submit"
    /// The most messages a document's reporter posts; beyond it, nothing (a flood costs the page nothing more).
    package static let messagesPerDocument = 10
    /// The longest message body taken in.
    package static let maximumBodyLength = 8 * 1024

    /// How long the page script holds a refused answer back from the page (see ``pageScript(origins:)``).
    package static let holdMilliseconds = 8000
    /// The page-world function that tells the page script its session was renewed behind the page: the
    /// requests it holds go out again (a fetch GET or HEAD), or go to the page at once (anything else).
    package static let renewedFunctionPath = "__nowwebSessionRenewed"

    /// The page script's function (`Resources/Scripts/InPageSessionWatch.page.js`), loaded once.
    private static let pageResource = JavaScriptResource.required("InPageSessionWatch.page", in: .module)
    /// The reporter's function (`Resources/Scripts/InPageSessionWatch.reporter.js`), loaded once.
    private static let reporterResource = JavaScriptResource.required("InPageSessionWatch.reporter", in: .module)

    /// The page-world script, active only in frames whose origin is one of `origins`.
    ///
    /// A refused answer is reported at once, with whether its request carried an `X-UserToken`, and handed to
    /// the page only ``holdMilliseconds`` later: the recovery that follows the report replaces the document
    /// first, so the page never reacts to the lost session (no retry of its own, no login form, no trip of the
    /// top window to the login page). When the session is renewed behind the page instead
    /// (``renewedFunctionPath``), a held fetch `GET` or `HEAD` is sent again, through the same watch, and the
    /// page gets that answer; any other held answer goes to the page at once, whose own retry then meets the
    /// new session. When no recovery comes (the budget is spent, no token can be had), the page gets its answer
    /// late and reacts as it would have. A fetch gets its response through the promise it was given; an XHR's
    /// events (`readystatechange` from the headers on, `progress`, `load`, `loadend`) are held from listeners
    /// added after `open`, and fired again afterwards.
    package static func pageScript(origins: [String]) -> String {
        pageResource.call(
            .array(origins.map(JSONValue.string)), .string(signalEvent), .string(formSubmitEvent),
            .string(renewedFunctionPath), .number(Double(holdMilliseconds)))
    }

    /// The reporter, active only in frames whose origin is one of `origins`; it posts JSON text to
    /// ``handlerName``: `{kind, status, loggedIn, userToken, action, href, page, top, origin}`
    /// (an engine whose messages carry the frame's origin and kind itself uses those instead).
    package static func reporterScript(origins: [String]) -> String {
        reporterResource.call(
            .array(origins.map(JSONValue.string)), .string(handlerName), .string(signalEvent),
            .string(formSubmitEvent), .number(Double(messagesPerDocument)))
    }

}

/// What a page's reporter said (``InPageSessionWatch``), read from its message: nothing in it is trusted
/// beyond its shape, except the frame's origin (on the message, from the engine) and whether it is the top
/// frame (from the reporter's world, or the engine).
package struct InPageSessionSignal: Sendable, Equatable {
    /// What the reporter saw.
    package enum Kind: Sendable, Equatable {
        /// A same-origin request of the page was answered `status`, with `X-Is-Logged-In: loggedIn`;
        /// `sentUserToken` when the request carried an `X-UserToken` (the session's CSRF token, which a new
        /// session does not accept: KB0565021), as the page script saw it; `true` when the reporter does not say.
        case refused(status: Int, loggedIn: String?, sentUserToken: Bool = true)
        /// A form with a password field, posting to `action`, was added to the document.
        case loginForm(action: URL)
        /// A subframe's document: it shows `href`.
        case document
        /// The top frame's document declares a meta refresh to `target`, or sends a GET form to `target`: no
        /// session signal, but the top frame's word that a navigation to `target` will be its own (an engine that
        /// cannot tell frames apart uses it).
        case refresh(target: URL)
    }

    /// What the reporter saw.
    package var kind: Kind
    /// Whether the reporter runs in the top frame.
    package var isTopFrame: Bool
    /// The URL of the reporter's document.
    package var href: URL
    /// The URL the top frame shows, when the reporter could read it (same origin).
    package var page: URL?

    /// Makes a signal.
    package init(kind: Kind, isTopFrame: Bool, href: URL, page: URL?) {
        self.kind = kind
        self.isTopFrame = isTopFrame
        self.href = href
        self.page = page
    }

    /// The signal `message` carries, or `nil` when it is not the reporter's, is too long, or is malformed. The
    /// reporter posts JSON text; an engine that hands the posted value over as JSON (a string) is read the same.
    package init?(_ message: ScriptMessage) {
        guard message.handlerName == InPageSessionWatch.handlerName,
            message.body.utf8.count <= InPageSessionWatch.maximumBodyLength,
            let posted = try? JSONValue(parsing: message.body),
            let body = posted.stringValue.map({ try? JSONValue(parsing: $0) }) ?? posted,
            let href = body["href"]?.stringValue.flatMap(Self.webURL), case .bool(let isTop)? = body["top"]
        else { return nil }
        switch body["kind"]?.stringValue {
        case "refused":
            guard case .number(let status)? = body["status"], let code = Int(exactly: status) else { return nil }
            let sentUserToken = if case .bool(false)? = body["userToken"] { false } else { true }
            kind = .refused(status: code, loggedIn: body["loggedIn"]?.stringValue, sentUserToken: sentUserToken)
        case "loginForm":
            guard let action = body["action"]?.stringValue.flatMap(Self.webURL) else { return nil }
            kind = .loginForm(action: action)
        case "document":
            kind = .document
        case "refresh":
            guard let target = body["target"]?.stringValue.flatMap(Self.webURL) else { return nil }
            kind = .refresh(target: target)
        default:
            return nil
        }
        isTopFrame = isTop
        self.href = href
        page = body["page"]?.stringValue.flatMap(Self.webURL)
    }

    /// The reporter's posted JSON text with `top` set to what the engine knows (`isMainFrame`, from WebKit's
    /// frame information) rather than what the reporter's world said; `nil` when it is not a JSON object.
    package static func body(_ text: String, isMainFrame: Bool) -> String? {
        guard text.utf8.count <= InPageSessionWatch.maximumBodyLength, let value = try? JSONValue(parsing: text),
            case .object(var members) = value
        else { return nil }
        members["top"] = .bool(isMainFrame)
        return JSONValue.object(members).javaScriptLiteral
    }

    /// `text` as an absolute http(s) URL of at most 16 KiB.
    private static func webURL(_ text: String) -> URL? {
        guard text.utf8.count <= 16 * 1024, let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }
}

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
        """
        (function () {
          'use strict';
          var origin = window.location.origin;
          if (\(JSONValue.javaScriptLiteral(origins)).indexOf(origin) < 0) { return; }
          var fire = EventTarget.prototype.dispatchEvent, Custom = CustomEvent, doc = document;
          var stringify = JSON.stringify, Link = URL, later = window.setTimeout, hold = \(holdMilliseconds);
          var Fields = window.Headers, held = [];
          function sameOrigin(url) {
            try { return new Link(String(url), window.location.href).origin === origin; } catch (e) { return false; }
          }
          function refused(status, loggedIn) {
            return status === 401 || (typeof loggedIn === 'string' && loggedIn.toLowerCase() === 'false');
          }
          function report(status, loggedIn, userToken) {
            var detail = stringify({
              status: status, loggedIn: typeof loggedIn === 'string' ? loggedIn : null, userToken: userToken
            });
            fire.call(doc, new Custom(\(JSONValue.javaScriptLiteral(signalEvent)), { detail: detail }));
          }
          // Releases `release` (told whether the session was renewed) at the renewal or after the hold.
          function holdBack(release) {
            var done = false;
            function once(renewed) { if (!done) { done = true; release(renewed === true); } }
            held.push(once);
            later(once, hold);
          }
          Object.defineProperty(window, \(JSONValue.javaScriptLiteral(renewedFunctionPath)), {
            value: function () { var now = held; held = []; now.forEach(function (release) { release(true); }); }
          });
          function hasToken(value) { return typeof value === 'string' && value.length > 0; }
          function fetchCarriesToken(input, init) {
            try {
              if (init && init.headers !== undefined) { return hasToken(new Fields(init.headers).get('X-UserToken')); }
              return !!(input && typeof input === 'object' && input.headers && hasToken(input.headers.get('X-UserToken')));
            } catch (e) { return true; }
          }
          var originalFetch = window.fetch;
          if (typeof originalFetch === 'function') {
            var watchedFetch = function (input, init) {
              var url = input && typeof input === 'object' && 'url' in input ? input.url : input;
              var self = this, args = arguments;
              var answer = originalFetch.apply(this, arguments);
              if (!sameOrigin(url)) { return answer; }
              var userToken = fetchCarriesToken(input, init);
              var method = String((init && init.method) || (input && typeof input === 'object' && input.method) || 'GET');
              var repeatable = ['GET', 'HEAD'].indexOf(method.toUpperCase()) >= 0;
              return answer.then(function (response) {
                var loggedIn = response.headers.get('X-Is-Logged-In');
                if (!refused(response.status, loggedIn)) { return response; }
                report(response.status, loggedIn, userToken);
                return new Promise(function (resolve) {
                  holdBack(function (renewed) {
                    if (!renewed || !repeatable) { return resolve(response); }
                    watchedFetch.apply(self, args).then(resolve, function () { resolve(response); });
                  });
                });
              });
            };
            window.fetch = watchedFetch;
          }
          // `form.submit()` fires no `submit` event: tell the reporter, which reads the form itself.
          var Form = window.HTMLFormElement;
          if (typeof Form === 'function' && typeof Form.prototype.submit === 'function') {
            var submit = Form.prototype.submit;
            Form.prototype.submit = function () {
              try { fire.call(this, new Custom(\(JSONValue.javaScriptLiteral(formSubmitEvent)), { bubbles: true })); }
              catch (e) { /* the form is sent all the same */ }
              return submit.apply(this, arguments);
            };
          }
          var Request = window.XMLHttpRequest;
          if (typeof Request === 'function') {
            var open = Request.prototype.open, setHeader = Request.prototype.setRequestHeader, tokens = new WeakMap();
            var events = ['readystatechange', 'progress', 'load', 'loadend'];
            Request.prototype.setRequestHeader = function (name, value) {
              if (String(name).toLowerCase() === 'x-usertoken' && hasToken(String(value))) { tokens.set(this, true); }
              return setHeader.apply(this, arguments);
            };
            Request.prototype.open = function (method, url) {
              var request = this, state = { holding: false, replaying: false };
              tokens.delete(request);
              if (sameOrigin(url)) {
                var hold_ = function (event) {
                  if (state.replaying) { return; }
                  if (!state.holding && request.readyState >= 2 && request.status !== 0
                      && refused(request.status, request.getResponseHeader('X-Is-Logged-In'))) {
                    state.holding = true;
                    report(request.status, request.getResponseHeader('X-Is-Logged-In'), tokens.has(request));
                    holdBack(function () {
                      state.replaying = true;
                      fire.call(request, new Event('readystatechange'));
                      ['load', 'loadend'].forEach(function (type) { fire.call(request, new ProgressEvent(type)); });
                      state.replaying = false;
                    });
                  }
                  if (state.holding) { event.stopImmediatePropagation(); }
                };
                events.forEach(function (type) { request.addEventListener(type, hold_); });
              }
              return open.apply(this, arguments);
            };
          }
        })();
        """
    }

    /// The reporter, active only in frames whose origin is one of `origins`; it posts JSON text to
    /// ``handlerName``: `{kind, status, loggedIn, userToken, action, href, page, top, origin}`
    /// (an engine whose messages carry the frame's origin and kind itself uses those instead).
    package static func reporterScript(origins: [String]) -> String {
        """
        (function () {
          'use strict';
          var origin = window.location.origin;
          if (\(JSONValue.javaScriptLiteral(origins)).indexOf(origin) < 0) { return; }
          var handlers = window.webkit && window.webkit.messageHandlers;
          var handler = handlers && handlers[\(JSONValue.javaScriptLiteral(handlerName))];
          if (!handler) { return; }
          var isTop = window === window.top, sent = 0, stringify = JSON.stringify, parse = JSON.parse;
          var doc = document, actions = [];
          function page() {
            try { return String(window.top.location.href); } catch (e) { return null; }
          }
          function post(signal) {
            if (sent >= \(messagesPerDocument)) { return; }
            sent += 1;
            signal.top = isTop;
            signal.origin = origin;
            signal.href = String(window.location.href);
            signal.page = page();
            handler.postMessage(stringify(signal));
          }
          doc.addEventListener(\(JSONValue.javaScriptLiteral(signalEvent)), function (event) {
            if (typeof event.detail !== 'string' || event.detail.length > 512) { return; }
            var detail;
            try { detail = parse(event.detail); } catch (e) { return; }
            if (!detail || typeof detail !== 'object') { return; }
            var status = typeof detail.status === 'number' ? detail.status : 0;
            var loggedIn = typeof detail.loggedIn === 'string' ? detail.loggedIn.slice(0, 16) : null;
            var userToken = typeof detail.userToken === 'boolean' ? detail.userToken : true;
            post({ kind: 'refused', status: status, loggedIn: loggedIn, userToken: userToken });
          });
          var refreshes = [];
          function refresh(meta) {
            if (!isTop || String(meta.getAttribute('http-equiv') || '').toLowerCase() !== 'refresh') { return; }
            var content = String(meta.getAttribute('content') || '');
            var parts = /^\\s*[0-9.]+\\s*(?:[;,]\\s*(?:url\\s*=\\s*)?['"]?([^'"]*)['"]?)?\\s*$/i.exec(content);
            if (!parts) { return; }
            var target;
            try { target = new URL(parts[1] ? parts[1].trim() : window.location.href, window.location.href).href; }
            catch (e) { return; }
            if (refreshes.indexOf(target) >= 0) { return; }
            refreshes.push(target);
            post({ kind: 'refresh', target: target });
          }
          // A GET form the top document sends (by the user, `requestSubmit` or the page script's `submit`): its
          // URL, read from the form with this world's built-ins, as the browser builds it.
          function announceForm(form, submitter) {
            if (!isTop || !form || form.tagName !== 'FORM') { return; }
            var method = String((submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || 'get');
            if (method.toLowerCase() !== 'get') { return; }
            try {
              var target = new URL(String(form.action || window.location.href), window.location.href);
              var data;
              try { data = new FormData(form, submitter || undefined); } catch (e) { data = new FormData(form); }
              var pairs = [];
              data.forEach(function (value, name) { if (typeof value === 'string') { pairs.push([name, value]); } });
              target.search = new URLSearchParams(pairs).toString();
              target.hash = '';
              post({ kind: 'refresh', target: target.href });
            } catch (e) { /* not announced: the reactive path covers it */ }
          }
          // Where the engine turned WebKit's Navigation API on, a navigation the top document's scripts start
          // (`location.assign`, `top.location = ...`) is announced from its `navigate` event, which comes first.
          var navigation = isTop ? window.navigation : null;
          if (navigation && typeof navigation.addEventListener === 'function') {
            navigation.addEventListener('navigate', function (event) {
              try {
                if (event.destination.sameDocument || event.formData || event.navigationType === 'traverse') { return; }
                post({ kind: 'refresh', target: String(event.destination.url) });
              } catch (e) { /* not announced: the reactive path covers it */ }
            });
          }
          doc.addEventListener('submit', function (event) { announceForm(event.target, event.submitter); }, true);
          doc.addEventListener(\(JSONValue.javaScriptLiteral(formSubmitEvent)), function (event) {
            announceForm(event.target, null);
          }, true);
          function inspect(node) {
            if (!node || node.nodeType !== 1) { return; }
            var metas = node.tagName === 'META' ? [node] : node.getElementsByTagName('meta');
            for (var k = 0; k < metas.length; k++) { refresh(metas[k]); }
            var forms = node.tagName === 'FORM' ? [node] : node.getElementsByTagName('form');
            for (var i = 0; i < forms.length; i++) {
              var form = forms[i];
              if (!form.querySelector('input[type=password]')) { continue; }
              var action = String(form.action || window.location.href);
              if (actions.indexOf(action) >= 0) { continue; }
              actions.push(action);
              post({ kind: 'loginForm', action: action });
            }
          }
          new MutationObserver(function (mutations) {
            for (var i = 0; i < mutations.length; i++) {
              var added = mutations[i].addedNodes;
              for (var j = 0; j < added.length; j++) { inspect(added[j]); }
            }
          }).observe(doc, { childList: true, subtree: true });
          if (!isTop) { post({ kind: 'document' }); }
        })();
        """
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

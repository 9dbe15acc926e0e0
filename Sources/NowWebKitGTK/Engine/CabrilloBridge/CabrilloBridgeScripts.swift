#if WebKitGTK
    import Foundation
    import NowInternal
    import NowWeb

    /// The scripts of the Cabrillo bridge in WebKitGTK, split so that a page cannot speak for another origin.
    ///
    /// WebKitGTK's UI-process API tells neither which frame posted a message nor how to run a script in a
    /// subframe, and anything running in the page's own script world can be rewritten by the page. So:
    /// - No message handler exists in the page's world. A *page shim*, injected at document start into frames
    ///   of a trusted origin only, gives `window.webkit.messageHandlers` one object per Cabrillo method whose
    ///   `postMessage` fires a DOM event on its own document.
    /// - The *bridge*, in an isolated script world the page cannot see or change, listens for that event in
    ///   frames of a trusted origin only (it checks `location.origin` with its own, unaltered built-ins), and
    ///   posts `{frame, origin, message}` to the one handler, which is registered in that world alone. A frame
    ///   of another origin has no shim and no bridge, and cannot fire events on another origin's document.
    /// - A callback goes back through the main frame's bridge, which finds the frame's bridge by its random name
    ///   among same-origin descendants and fires the reply event there; the shim calls the named function.
    enum CabrilloBridgeScripts {
        /// The isolated script world the bridge runs in.
        static let worldName = "nowweb-cabrillo-bridge"
        /// The one message handler, registered in ``worldName`` only.
        static let handlerName = "nowwebCabrilloBridge"
        /// The DOM event the page shim fires for a post: detail `{handler, body}` as JSON text.
        static let postEvent = "nowweb-cabrillo-post"
        /// The DOM event the bridge fires for a callback: detail `{path, argument}` as JSON text.
        static let replyEvent = "nowweb-cabrillo-reply"

        /// The page-world shim for `handlerNames`, active only in frames whose origin is one of `origins`.
        static func pageShim(handlerNames: [String], origins: [String]) -> String {
            """
            (function () {
              'use strict';
              var origins = \(JSONValue.javaScriptLiteral(origins)), names = \(JSONValue.javaScriptLiteral(handlerNames));
              if (origins.indexOf(window.location.origin) < 0) { return; }
              var stringify = JSON.stringify, parse = JSON.parse, Custom = CustomEvent, doc = document;
              var fire = EventTarget.prototype.dispatchEvent, handlers = {};
              names.forEach(function (name) {
                handlers[name] = Object.freeze({
                  postMessage: function (body) {
                    var text = stringify(body === undefined ? null : body);
                    var detail = stringify({ handler: name, body: text === undefined ? 'null' : text });
                    fire.call(doc, new Custom(\(JSONValue.javaScriptLiteral(postEvent)), { detail: detail }));
                  }
                });
              });
              var namespace = Object.freeze({ messageHandlers: Object.freeze(handlers) });
              Object.defineProperty(window, 'webkit', { value: namespace, configurable: true, enumerable: false });
              doc.addEventListener(\(JSONValue.javaScriptLiteral(replyEvent)), function (event) {
                var reply = parse(event.detail), owner = window, fn = window;
                for (var i = 0; i < reply.path.length; i++) {
                  owner = fn; fn = fn[reply.path[i]];
                  if (fn === undefined || fn === null) { return; }
                }
                if (typeof fn === 'function') { fn.call(owner, reply.argument); }
              });
            })();
            """
        }

        /// The isolated-world bridge, active only in frames whose origin is one of `origins`.
        static func bridge(origins: [String]) -> String {
            """
            (function () {
              'use strict';
              var origin = window.location.origin;
              if (\(JSONValue.javaScriptLiteral(origins)).indexOf(origin) < 0) { return; }
              var handlers = window.webkit && window.webkit.messageHandlers;
              var handler = handlers && handlers[\(JSONValue.javaScriptLiteral(handlerName))];
              if (!handler) { return; }
              var random = new Uint32Array(4);
              window.crypto.getRandomValues(random);
              var name = 'f' + Array.prototype.map.call(random, function (n) { return n.toString(36); }).join('');
              var doc = document;
              doc.addEventListener(\(JSONValue.javaScriptLiteral(postEvent)), function (event) {
                if (typeof event.detail !== 'string') { return; }
                handler.postMessage({ frame: name, origin: origin, message: event.detail });
              });
              var bridge = Object.freeze({
                name: name,
                deliver: function (path, argument) {
                  var detail = JSON.stringify({ path: path, argument: argument });
                  doc.dispatchEvent(new CustomEvent(\(JSONValue.javaScriptLiteral(replyEvent)), { detail: detail }));
                }
              });
              Object.defineProperty(window, '__nowwebBridge', { value: bridge });
            })();
            """
        }

        /// Calls `callback` in the frame named `frame` (the main frame for ``ScriptMessage/Frame/main``); run in
        /// ``worldName`` of the main frame, the script's value is `true` when the frame's bridge was found.
        static func delivery(of callback: ScriptCallback, to frame: ScriptMessage.Frame) -> String {
            let path = JSONValue.array(callback.pathComponents.map(JSONValue.string)).javaScriptLiteral
            return """
                (function (name, path, argument) {
                  function find(w) {
                    try {
                      var bridge = w.__nowwebBridge;
                      if (bridge && (!name || bridge.name === name)) { return bridge; }
                      if (!name) { return null; }
                    } catch (e) { return null; }
                    for (var i = 0; i < w.frames.length; i++) {
                      var found = find(w.frames[i]);
                      if (found) { return found; }
                    }
                    return null;
                  }
                  var bridge = find(window);
                  if (!bridge) { return false; }
                  bridge.deliver(path, argument);
                  return true;
                })(\(JSONValue.javaScriptLiteral(frame.id)), \(path), \(callback.argument))
                """
        }

        /// The message the bridge posted, or `nil` when it is not one from a frame of `origins` to a handler
        /// in `handlerNames`.
        static func unwrap(json: String, origins: [String], handlerNames: Set<String>) -> ScriptMessage? {
            guard let envelope = try? JSONValue(parsing: json), let name = envelope["frame"]?.stringValue,
                let originText = envelope["origin"]?.stringValue, origins.contains(originText),
                let origin = URL(string: originText), let text = envelope["message"]?.stringValue,
                let message = try? JSONValue(parsing: text), let handler = message["handler"]?.stringValue,
                handlerNames.contains(handler), let body = message["body"]?.stringValue
            else { return nil }
            return ScriptMessage(handlerName: handler, body: body, frame: .init(id: name), origin: origin)
        }

        /// The origin (`scheme://host[:port]`) of `url` as `location.origin` spells it, for http(s) URLs.
        static func origin(of url: URL) -> String? {
            URLOrigin(url)?.serialization
        }

        /// The user-script allow-list patterns (`scheme://host/*`) for `origins`; WebKit's patterns carry no
        /// port, so the scripts check the full origin themselves.
        static func allowList(for origins: [String]) -> [String] {
            origins.compactMap { URL(string: $0) }.compactMap { url in
                guard let scheme = url.scheme, let host = url.host(percentEncoded: false) else { return nil }
                return "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)/*"
            }
        }

    }
#endif

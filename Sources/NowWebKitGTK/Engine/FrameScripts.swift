#if WebKitGTK
    import Foundation
    import NowWeb

    /// The scripts that let WebKitGTK answer a script message in the frame that posted it.
    ///
    /// WebKitGTK's UI-process API tells neither which frame posted a message nor how to run a script in a
    /// subframe. So a user script, run at document start in every frame, gives each frame a random name and
    /// wraps the message handlers' `postMessage` so that every message carries it; a callback for that frame
    /// is then run from the main frame, which finds the frame by name among its same-origin descendants.
    enum FrameScripts {
        /// The envelope key that carries the posting frame's name.
        static let frameKey = "nowwebFrame"
        /// The envelope key that carries the posting document's origin.
        static let originKey = "nowwebOrigin"
        /// The envelope key that carries what the page posted.
        static let bodyKey = "body"

        /// Names the frame and wraps `postMessage`; `probeHandler` is a handler name that is always registered.
        static func tagging(probeHandler: String) -> String {
            """
            (function () {
              'use strict';
              var handlers = window.webkit && window.webkit.messageHandlers;
              var probe = handlers && handlers[\(JSONValue.string(probeHandler).javaScriptLiteral)];
              if (!probe) { return; }
              var proto = Object.getPrototypeOf(probe);
              var post = proto && proto.postMessage;
              if (typeof post !== 'function') { return; }
              var random = new Uint32Array(4);
              window.crypto.getRandomValues(random);
              var name = 'f' + Array.prototype.map.call(random, function (n) { return n.toString(36); }).join('');
              Object.defineProperty(window, '__nowwebFrame', { value: name });
              Object.defineProperty(proto, 'postMessage', {
                configurable: true, enumerable: true, writable: true,
                value: function (body) {
                  return post.call(this, {
                    \(frameKey): name, \(originKey): window.location.origin,
                    \(bodyKey): body === undefined ? null : body
                  });
                }
              });
            })();
            """
        }

        /// Calls `callback` in the frame named `frame` (the main frame for ``ScriptMessage/Frame/main``); the
        /// script's value is `true` when the function was found and called.
        static func delivery(of callback: ScriptCallback, to frame: ScriptMessage.Frame) -> String {
            let path = JSONValue.array(callback.pathComponents.map(JSONValue.string)).javaScriptLiteral
            return """
                (function (name, path, argument) {
                  function find(w) {
                    try { if (!name || w.__nowwebFrame === name) { return w; } } catch (e) { return null; }
                    for (var i = 0; i < w.frames.length; i++) {
                      var found = find(w.frames[i]);
                      if (found) { return found; }
                    }
                    return null;
                  }
                  var owner = find(window), fn = owner;
                  if (!owner) { return false; }
                  for (var j = 0; j < path.length; j++) {
                    owner = fn; fn = fn[path[j]];
                    if (fn === undefined || fn === null) { return false; }
                  }
                  if (typeof fn !== 'function') { return false; }
                  try { fn.call(owner, argument); } catch (e) { return false; }
                  return true;
                })(\(JSONValue.string(frame.id).javaScriptLiteral), \(path), \(callback.argument))
                """
        }

        /// Splits a message posted through the wrapped `postMessage` into the page's body and its frame.
        /// Messages that did not go through it are taken as the main frame's.
        static func unwrap(handlerName: String, json: String) -> ScriptMessage {
            guard let envelope = try? JSONValue(parsing: json), let name = envelope[frameKey]?.stringValue,
                let body = envelope[bodyKey]
            else { return ScriptMessage(handlerName: handlerName, body: json, frame: .main) }
            let origin = envelope[originKey]?.stringValue.flatMap(URL.init(string:))
            return ScriptMessage(
                handlerName: handlerName, body: body.javaScriptLiteral, frame: .init(id: name), origin: origin)
        }
    }
#endif

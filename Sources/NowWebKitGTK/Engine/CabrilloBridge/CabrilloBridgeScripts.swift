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

        /// The page shim's function (`Resources/Scripts/CabrilloBridgeScripts.pageShim.js`), loaded once.
        private static let pageShimResource = JavaScriptResource.required("CabrilloBridgeScripts.pageShim", in: .module)
        /// The bridge's function (`Resources/Scripts/CabrilloBridgeScripts.bridge.js`), loaded once.
        private static let bridgeResource = JavaScriptResource.required("CabrilloBridgeScripts.bridge", in: .module)
        /// The delivery's function (`Resources/Scripts/CabrilloBridgeScripts.delivery.js`), loaded once: given the
        /// frame's name and the callback's path, it returns the function that takes the argument.
        private static let deliveryResource = JavaScriptResource.required(
            "CabrilloBridgeScripts.delivery", in: .module)

        /// The page-world shim for `handlerNames`, active only in frames whose origin is one of `origins`.
        static func pageShim(handlerNames: [String], origins: [String]) -> String {
            pageShimResource.call(
                .array(origins.map(JSONValue.string)), .array(handlerNames.map(JSONValue.string)), .string(postEvent),
                .string(replyEvent))
        }

        /// The isolated-world bridge, active only in frames whose origin is one of `origins`.
        static func bridge(origins: [String]) -> String {
            bridgeResource.call(
                .array(origins.map(JSONValue.string)), .string(handlerName), .string(postEvent), .string(replyEvent))
        }

        /// Calls `callback` in the frame named `frame` (the main frame for ``ScriptMessage/Frame/main``); run in
        /// ``worldName`` of the main frame, the script's value is `true` when the frame's bridge was found.
        static func delivery(of callback: ScriptCallback, to frame: ScriptMessage.Frame) -> String {
            // The argument is already a JavaScript literal (``ScriptCallback/argument``).
            let path = JSONValue.array(callback.pathComponents.map(JSONValue.string))
            let deliver = deliveryResource.call(.string(frame.id), path)
            return "\(deliver)(\(callback.argument))"
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

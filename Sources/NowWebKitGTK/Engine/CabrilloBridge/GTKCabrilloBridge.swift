#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // The Cabrillo bridge on the GTK side, in order: install (the one message handler, in the bridge's isolated
    // world), trust (the page shim and the bridge as user scripts for the trusted origins, see
    // `CabrilloBridgeScripts`), receive (a message to the owner) and deliver (an answer back to the frame).
    extension WebKitGTKView {
        /// Registers the bridge's handler on the view's content manager. The scripts come with the first trusted
        /// origin (``trustBridge(for:)``): until then no frame has a bridge.
        func installCabrilloBridge() {
            registerScriptMessageHandler(CabrilloBridgeScripts.handlerName, channel: .cabrillo)
        }

        /// Offers the bridge to frames of `url`'s origin from their next document on. Called with the URLs of
        /// the loads the owner issues itself, so the trust comes from the owner, never from a page.
        func trustBridge(for url: URL) {
            guard let origin = CabrilloBridgeScripts.origin(of: url), !bridgeOrigins.contains(origin) else { return }
            bridgeOrigins.append(origin)
            let manager = webkit_web_view_get_user_content_manager(webView)
            for script in bridgeScripts {
                webkit_user_content_manager_remove_script(manager, script)
                webkit_user_script_unref(script)
            }
            let allowList = CabrilloBridgeScripts.allowList(for: bridgeOrigins)
            bridgeScripts = [
                userScript(
                    CabrilloBridgeScripts.pageShim(handlerNames: cabrilloHandlerNames, origins: bridgeOrigins), nil,
                    allowList),
                userScript(
                    CabrilloBridgeScripts.bridge(origins: bridgeOrigins), CabrilloBridgeScripts.worldName, allowList),
            ]
            for script in bridgeScripts { webkit_user_content_manager_add_script(manager, script) }
        }

        /// Drops the bridge's scripts; called when the view closes.
        func removeBridgeScripts() {
            for script in bridgeScripts { webkit_user_script_unref(script) }
            bridgeScripts = []
        }

        private func userScript(_ source: String, _ world: String?, _ allowList: [String]) -> OpaquePointer {
            let patterns = allowList.map { strdup($0) }
            defer { for pattern in patterns { free(pattern) } }
            var list: [UnsafePointer<CChar>?] = patterns.map { UnsafePointer($0) } + [nil]
            let frames = WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES
            let time = WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START
            guard let world else { return webkit_user_script_new(source, frames, time, &list, nil) }
            return webkit_user_script_new_for_world(source, frames, time, world, &list, nil)
        }

        /// A message from the bridge: anything else (a frame of an untrusted origin cannot reach the handler, but
        /// the check is cheap) is dropped.
        func scriptMessageReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, let json = jsc_value_to_json(value, 0) else { return }
            defer { g_free(json) }
            guard
                let message = CabrilloBridgeScripts.unwrap(
                    json: String(cString: json), origins: bridgeOrigins,
                    handlerNames: Set(cabrilloHandlerNames))
            else { return }
            reports.yield(.event(.scriptMessage(message)))
        }

        /// Runs `script` in the Cabrillo bridge's world of the main frame; its result does not matter. What the view
        /// performs for `EngineCommand.deliver`, which ``WebKitGTKEngine/evaluate(_:in:)`` sends.
        func deliver(_ script: String) {
            webkit_web_view_evaluate_javascript(
                webView, script, -1, CabrilloBridgeScripts.worldName, nil, nil, nil, nil)
        }

        /// Registers `handlerName` in ``CabrilloBridgeScripts/worldName`` on the view's content manager and sends what
        /// it receives to `channel`'s receiver.
        func registerScriptMessageHandler(_ handlerName: String, channel: ScriptMessageSink.Channel) {
            let manager = webkit_web_view_get_user_content_manager(webView)
            let received: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, value, sink in
                GtkActor.assumeIsolated {
                    Unmanaged<ScriptMessageSink>.fromOpaque(sink!).takeUnretainedValue().receive(value)
                }
            }
            let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { sink, _ in
                Unmanaged<ScriptMessageSink>.fromOpaque(sink!).release()
            }
            webkit_user_content_manager_register_script_message_handler(
                manager, handlerName, CabrilloBridgeScripts.worldName)
            let sink = Unmanaged.passRetained(ScriptMessageSink(view: self, channel: channel))
            g_signal_connect_data(
                rawObject(manager), "script-message-received::\(handlerName)",
                unsafeBitCast(received, to: GCallback.self), sink.toOpaque(), release, GConnectFlags(0))
        }
    }

    extension WebKitGTKEngine {
        /// Calls `callback` in `frame`: through the main frame's Cabrillo bridge, in its isolated world, which
        /// finds the frame's bridge by the name it gave the frame. Frames of another origin cannot be reached; a
        /// frame that has gone is skipped.
        public func evaluate(_ callback: ScriptCallback, in frame: ScriptMessage.Frame) {
            commands.yield(.deliver(CabrilloBridgeScripts.delivery(of: callback, to: frame)))
        }
    }
#endif

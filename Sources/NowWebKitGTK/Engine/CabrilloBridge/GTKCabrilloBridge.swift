#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // The Cabrillo bridge on the GTK side, in order: install (the one message handler, in the bridge's isolated
    // world), trust (the page shim and the bridge as user scripts for the trusted origins, see
    // `CabrilloBridgeScripts`), receive (a message to the owner) and deliver (an answer back to the frame).
    extension WebKitGTKView {
        /// Registers the bridge's handler on the view's content manager. The scripts come with the first trusted
        /// origin (``trustBridge(for:bridged:)``): until then no frame has a bridge.
        func installCabrilloBridge() {
            registerScriptMessageHandler(CabrilloBridgeScripts.handlerName, channel: .cabrillo)
            registerScriptMessageHandler(InPageSessionWatch.handlerName, channel: .sessionWatch)
            registerScriptMessageHandler(FormKeep.handlerName, channel: .formKeep)
        }

        /// Offers the bridge to frames of `url`'s origin from their next document on. Called with the URLs of
        /// the loads the owner issues itself, so the trust comes from the owner, never from a page. From the
        /// first load that carries a bearer (`bridged`: a signed-in session) on, the trusted origins' frames also
        /// get the session watch (`InPageSessionWatch`); a guest's pages never do.
        func trustBridge(for url: URL, bridged: Bool) {
            guard let origin = CabrilloBridgeScripts.origin(of: url) else { return }
            let watches = watchesSession || bridged
            guard !bridgeOrigins.contains(origin) || watches != watchesSession else { return }
            if !bridgeOrigins.contains(origin) { bridgeOrigins.append(origin) }
            watchesSession = watches
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
            if watchesSession {
                // The session watch: its page script beside the shim, its reporter in the bridge's world.
                bridgeScripts += [
                    userScript(InPageSessionWatch.pageScript(origins: bridgeOrigins), nil, allowList),
                    userScript(
                        InPageSessionWatch.reporterScript(origins: bridgeOrigins), CabrilloBridgeScripts.worldName,
                        allowList),
                    // What the user typed, read when a form is sent (`FormKeep`), in the same world.
                    userScript(
                        FormKeep.submitListener(origins: bridgeOrigins), CabrilloBridgeScripts.worldName, allowList),
                ]
            }
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
            reports.yield(.event(.cabrilloMessage(message)))
        }

        /// A message of the session watch's reporter, which runs in the bridge's world: its origin (the reporter's
        /// own reading of `location.origin`) must be a trusted one; the machine reads the rest.
        func sessionWatchReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                return
            }
            defer { g_free(text) }
            let body = String(cString: text)
            guard body.utf8.count <= InPageSessionWatch.maximumBodyLength,
                let origin = (try? JSONValue(parsing: body))?["origin"]?.stringValue, bridgeOrigins.contains(origin)
            else { return }
            let message = ScriptMessage(
                handlerName: InPageSessionWatch.handlerName, body: body, frame: .main, origin: URL(string: origin))
            // A meta refresh the top document declared is the engine's to know, for its navigation's frame.
            if let signal = InPageSessionSignal(message), case .refresh(let target) = signal.kind {
                if signal.isTopFrame { refreshHints.record(target.absoluteString, at: .now) }
                return
            }
            reports.yield(.event(.sessionWatchSignal(message)))
        }

        /// A form's snapshot from the submit listener (`FormKeep`), in the bridge's world: its origin must be a trusted
        /// one; it goes to the page session on the session watch's channel, under its own handler name, and nowhere
        /// else (the machine reads only the watch's signals).
        func formKeepReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                return
            }
            defer { g_free(text) }
            let body = String(cString: text)
            guard body.utf8.count <= FormKeep.maximumMessageLength,
                let origin = (try? JSONValue(parsing: body))?["origin"]?.stringValue, bridgeOrigins.contains(origin)
            else { return }
            let message = ScriptMessage(
                handlerName: FormKeep.handlerName, body: body, frame: .main, origin: URL(string: origin))
            reports.yield(.event(.sessionWatchSignal(message)))
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

#if WebKitGTK
    import CWebKitGTK

    // Script message handlers of the engine's isolated world: the page's own world has none.
    extension WebKitGTKView {
        /// Registers `handlerName` in ``FrameScripts/worldName`` on the view's content manager and sends what
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
            webkit_user_content_manager_register_script_message_handler(manager, handlerName, FrameScripts.worldName)
            let sink = Unmanaged.passRetained(ScriptMessageSink(view: self, channel: channel))
            g_signal_connect_data(
                rawObject(manager), "script-message-received::\(handlerName)",
                unsafeBitCast(received, to: GCallback.self), sink.toOpaque(), release, GConnectFlags(0))
        }
    }
#endif

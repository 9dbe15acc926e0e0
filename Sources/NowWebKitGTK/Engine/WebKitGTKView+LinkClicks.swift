#if WebKitGTK
    import CWebKitGTK

    // The top frame's link clicks, reported by `LinkClickListener`, so that a link-activated navigation of the
    // main frame can be flagged as such at decision time (see `LinkClickHints`).
    extension WebKitGTKView {
        /// Registers the listener's handler and injects the listener into the top frame of every document.
        func installLinkClickListener() {
            registerScriptMessageHandler(LinkClickListener.handlerName, channel: .linkClick)
            let manager = webkit_web_view_get_user_content_manager(webView)
            let script = webkit_user_script_new_for_world(
                LinkClickListener.source, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, CabrilloBridgeScripts.worldName, nil, nil)
            webkit_user_content_manager_add_script(manager, script)
            webkit_user_script_unref(script)
        }

        /// Registers the new-window listener's handler and injects the listener and its page shim into the top
        /// frame of every document.
        func installNewWindowListener() {
            registerScriptMessageHandler(NewWindowListener.handlerName, channel: .newWindow)
            registerScriptMessageHandler(NewWindowListener.openerHandlerName, channel: .windowOpen)
            let manager = webkit_web_view_get_user_content_manager(webView)
            let listener = webkit_user_script_new_for_world(
                NewWindowListener.source, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, CabrilloBridgeScripts.worldName, nil, nil)
            webkit_user_content_manager_add_script(manager, listener)
            webkit_user_script_unref(listener)
            let shim = webkit_user_script_new(
                NewWindowListener.pageShim, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)
            webkit_user_content_manager_add_script(manager, shim)
            webkit_user_script_unref(shim)
        }

        /// A new window the top document asked for, one that keeps its opener when `keepsOpener`; checked like a
        /// link-click hint.
        func newWindowHintReceived(_ value: OpaquePointer?, keepsOpener: Bool = false) {
            guard !isClosed, let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                return
            }
            defer { g_free(text) }
            if keepsOpener {
                openerWindowHints.record(String(cString: text), at: .now)
            } else {
                newWindowHints.record(String(cString: text), at: .now)
            }
        }

        /// A hint from the listener: anything but a string is dropped, and ``LinkClickHints`` checks the rest.
        func linkClickReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                return
            }
            defer { g_free(text) }
            linkClickHints.record(String(cString: text), at: .now)
        }

        /// Whether a link-activated navigation to `uri` (WebKit's spelling) follows a link clicked in the top
        /// frame; the hint that says so is used up.
        func isTopFrameLinkClick(_ uri: String) -> Bool {
            linkClickHints.consume(uri, at: .now)
        }
    }
#endif

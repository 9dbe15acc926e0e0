#if WebKitGTK
    import CWebKitGTK
    import NowWeb

    // The user's trusted key and pointer input, reported by `UserInputListener` from the engine's isolated world,
    // so that the session machine knows the user is working in the page.
    extension WebKitGTKView {
        /// Registers the listener's handler in the engine's isolated world and injects the listener there, into
        /// every frame of every document, at document start.
        func installUserInputListener() {
            registerScriptMessageHandler(UserInputListener.handlerName, channel: .userInput)
            let manager = webkit_web_view_get_user_content_manager(webView)
            let script = webkit_user_script_new_for_world(
                UserInputListener.source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, CabrilloBridgeScripts.worldName, nil, nil)
            webkit_user_content_manager_add_script(manager, script)
            webkit_user_script_unref(script)
        }

        /// A message of the listener: only `"key"` or `"pointer"` becomes an event; anything else is dropped.
        func userInputReceived(_ value: OpaquePointer?) {
            guard !isClosed, let value, jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                return
            }
            defer { g_free(text) }
            guard let event = UserInputListener.event(forMessage: String(cString: text)) else { return }
            reports.yield(.event(event))
        }
    }
#endif

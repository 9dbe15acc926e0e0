#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // The page style sheet (the theme's colours as custom properties) as a WebKit user style sheet.
    extension WebKitGTKView {
        /// Replaces the view's user style sheet with `css` for the documents of `origin`, in every frame.
        ///
        /// WebKit restyles the documents shown when user style sheets change, so no reload is needed. Its
        /// allow-list patterns match scheme and host but not the port, so another port of the instance's host
        /// would get the colours too; they are not secret, and instances serve one port.
        func setPageStyleSheet(_ css: String, origin: URL, background: NowUIColor.Components) {
            let manager = webkit_web_view_get_user_content_manager(webView)
            webkit_user_content_manager_remove_all_style_sheets(manager)
            if case .script(let usesStyleElement) = pageStyling {
                setPageStyleScript(PageStyleScript(css: css, origin: origin, usesStyleElement: usesStyleElement))
            } else if let pattern = Self.allowPattern(for: origin) {
                pattern.withCString { pattern in
                    let allowList: [UnsafePointer<CChar>?] = [pattern, nil]
                    allowList.withUnsafeBufferPointer { list in
                        let sheet = webkit_user_style_sheet_new(
                            css, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_STYLE_LEVEL_USER,
                            list.baseAddress, nil)
                        webkit_user_content_manager_add_style_sheet(manager, sheet)
                        webkit_user_style_sheet_unref(sheet)
                    }
                }
            }
            var color = GdkRGBA(
                red: Float(background.red), green: Float(background.green), blue: Float(background.blue), alpha: 1)
            webkit_web_view_set_background_color(webView, &color)
        }

        /// Replaces the page style script the way the WKWebView engine does: at document start in every frame,
        /// with no allow list (the script checks the origin itself), and at once in the documents shown.
        private func setPageStyleScript(_ script: PageStyleScript?) {
            let manager = webkit_web_view_get_user_content_manager(webView)
            if let old = pageStyleScript {
                webkit_user_content_manager_remove_script(manager, old)
                webkit_user_script_unref(old)
                pageStyleScript = nil
            }
            guard let script else { return }
            let added = webkit_user_script_new_for_world(
                script.documentStart, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, PageStyleScript.worldName, nil, nil)
            webkit_user_content_manager_add_script(manager, added)
            pageStyleScript = added
            webkit_web_view_evaluate_javascript(
                webView, script.update, -1, PageStyleScript.worldName, nil, nil, nil, nil)
        }

        /// Drops the page style script's reference; called when the view closes.
        func removePageStyleScript() {
            if let script = pageStyleScript { webkit_user_script_unref(script) }
            pageStyleScript = nil
        }

        /// `scheme://host/*`, or `nil` for a URL without both (the style sheet then reaches no document).
        nonisolated static func allowPattern(for origin: URL) -> String? {
            guard let scheme = origin.scheme?.lowercased(), let host = origin.host?.lowercased(), !host.isEmpty
            else { return nil }
            let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            return "\(scheme)://\(bracketed)/*"
        }
    }
#endif

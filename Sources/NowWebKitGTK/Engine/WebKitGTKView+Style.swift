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
            if let pattern = Self.allowPattern(for: origin) {
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

        /// `scheme://host/*`, or `nil` for a URL without both (the style sheet then reaches no document).
        nonisolated static func allowPattern(for origin: URL) -> String? {
            guard let scheme = origin.scheme?.lowercased(), let host = origin.host?.lowercased(), !host.isEmpty
            else { return nil }
            let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            return "\(scheme)://\(bracketed)/*"
        }
    }
#endif

#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal
    import NowWeb

    // Downloads: WebKit saves a file for more than the responses the policy question sees. On every port but
    // Apple's it turns the answer `use` to a navigation whose link has a `download` attribute (from any frame,
    // `data:` and `blob:` URLs included) into a download, and its default context menu offers "Download Linked
    // File" and the like. No engine saves a file a page asks for: every download of this view's, or of a pop-up
    // over it (finding R3-L-4), is cancelled before it has a destination and reported as refused, and the context
    // menu has no download items.
    extension WebKitGTKView {
        /// The key of the mark a refused download carries, so that one refusal is made and reported once
        /// however many views share the network session.
        private static let refusedMark = "nowweb-download-refused"

        /// The context menu actions that save a file.
        static let downloadActions: Set<UInt32> = [
            WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_LINK_TO_DISK.rawValue,
            WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_IMAGE_TO_DISK.rawValue,
            WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_VIDEO_TO_DISK.rawValue,
            WEBKIT_CONTEXT_MENU_ACTION_DOWNLOAD_AUDIO_TO_DISK.rawValue,
        ]

        /// Connects the network session's `download-started` and the view's `context-menu`; ``close()``
        /// disconnects both (the session may outlive the view).
        func connectDownloadRefusal() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let started: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, download, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).downloadStarted(download) }
            }
            connectSignal(
                rawObject(webkit_web_view_get_network_session(webView)), "download-started", started, userData)
            let menu:
                @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, OpaquePointer?, gpointer?) ->
                    gboolean = { _, menu, _, _ in
                        GtkActor.assumeIsolated { WebKitGTKView.removeDownloadItems(from: menu) }
                        // Not handled: WebKit shows the menu, without the items removed.
                        return 0
                    }
            connectSignal(rawObject(webView), "context-menu", menu, userData)
        }

        /// Disconnects this view's handlers from its network session.
        func disconnectDownloadRefusal() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            endExport(delivering: false)
            g_signal_handlers_disconnect_matched(
                rawObject(webkit_web_view_get_network_session(webView)), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
        }

        /// Cancels a download of this view before WebKit asks where it goes, and reports it refused.
        private func downloadStarted(_ download: OpaquePointer?) {
            guard let download, !isClosed else { return }
            let view = webkit_download_get_web_view(download)
            // A pop-up's download is its opener's to refuse; another view's download is that view's; one without a
            // view no NowWeb engine started, but nothing is saved for it either.
            let isOwn = view == webView || popUps.contains { $0.webView == view }
            guard isOwn || view == nil else { return }
            let object: UnsafeMutablePointer<GObject>? = typedObject(rawObject(download))
            guard g_object_get_data(object, Self.refusedMark) == nil else { return }
            g_object_set_data(object, Self.refusedMark, UnsafeMutableRawPointer(bitPattern: 1))
            // An export of the instance's page (a `blob:` or `data:` file it made) that `PageExport` accepts is
            // taken into a private place and handed to the owner; every other download is refused.
            if isOwn, takesExport(download) { return }
            webkit_download_cancel(download)
            guard isOwn,
                let uri = string(webkit_uri_request_get_uri(webkit_download_get_request(download))),
                let url = URL(string: uri)
            else { return }
            // No response yet: the request's URL is what the page wanted saved; no page of the view is replaced.
            var response = WebResponse(url: url, statusCode: 200, headers: [:], isMainFrame: false)
            response.frameOrigin = Self.requesterOrigin(of: webkit_download_get_request(download))
            reports.yield(.event(.downloadRefused(response)))
        }

        /// The origin of the document that asked for `request`, as far as WebKitGTK tells (R3-L-7): the origin of
        /// its `Referer`, or `nil` when it has none.
        ///
        /// WebKitGTK's API names no frame and no requester for a subframe's navigation or response
        /// (`WebKitNavigationAction`: type, button, modifiers, request, user gesture, redirect, frame name;
        /// `WebKitResponsePolicyDecision`: request, response, MIME support, main-frame main resource; `WebKitFrame`
        /// exists only in a web process extension). The request's `Referer` is the closest fact: WebKit's loader
        /// sets it from the requesting document, which can shorten it to its origin or drop it (its referrer
        /// policy) but never name another origin (a page cannot set the header). Without it, nothing vouches for
        /// the frame (fail closed: the app only hears of the URL).
        nonisolated static func requesterOrigin(of request: OpaquePointer?) -> URL? {
            guard let request, let headers = webkit_uri_request_get_http_headers(request),
                let referer = soup_message_headers_get_one(headers, "Referer"),
                let url = URL(string: String(cString: referer)), let origin = URLOrigin(url)
            else { return nil }
            return URL(string: origin.serialization)
        }

        /// Removes every item of `menu` (and of its submenus) that would save a file.
        static func removeDownloadItems(from menu: OpaquePointer?) {
            guard let menu else { return }
            var items: [OpaquePointer] = []
            var node = webkit_context_menu_get_items(menu)
            while let current = node {
                if let item = current.pointee.data { items.append(OpaquePointer(item)) }
                node = current.pointee.next
            }
            for item in items {
                if downloadActions.contains(webkit_context_menu_item_get_stock_action(item).rawValue) {
                    webkit_context_menu_remove(menu, item)
                } else {
                    removeDownloadItems(from: webkit_context_menu_item_get_submenu(item))
                }
            }
        }
    }
#endif

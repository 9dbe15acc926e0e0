#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // swift-check: given controller: NowWebViewController
    /// A desktop window around a controller's WebKit view: a header bar with the page's title (the one it set
    /// through Cabrillo, else the document's), Back and Reload buttons, the page's navigation-bar buttons and
    /// spinner; a banner for the page's messages and for load failures, and one with Retry for a page that failed
    /// offline (it reloads by itself when the network is back); a progress bar while pages load; and
    /// the page's bottom buttons below it. Everything is painted in the controller's theme and follows
    /// `updateTheme(themeColors:)` and the system's light or dark setting.
    ///
    /// Back goes through the controller, so an exhausted history reaches the delegate's
    /// `nowWebViewControllerDidRequestDismissal`; Reload reloads the page shown through the controller's
    /// session handling; a page button runs the page's callback. Closing the window calls ``onClose``.
    ///
    /// The window observes the controller (its navigation item, colours, Cabrillo messages and failures) beside
    /// the app's own observers.
    ///
    /// ```swift
    /// let window = try await NowWebBrowserWindow(controller: controller)
    /// window.onClose = { exit(0) }
    /// controller.loadPage()
    /// ```
    @MainActor
    public final class NowWebBrowserWindow {
        /// Called on the main actor when the user closes the window.
        public var onClose: (@MainActor () -> Void)?

        private let controller: NowWebViewController
        private let engine: WebKitGTKEngine
        private let widgets: BrowserWidgets

        /// Builds and shows the window around `controller`'s WebKit view.
        ///
        /// - Parameters:
        ///   - controller: A controller whose engine is a ``WebKitGTKEngine``, directly or through a
        ///     `DeferredWebEngine`.
        ///   - width: The window's initial width in pixels.
        ///   - height: The window's initial height in pixels.
        /// - Throws: ``WebKitGTKError/closed`` when the controller has no WebKit view.
        public init(controller: NowWebViewController, width: Int = 1024, height: Int = 768) async throws {
            guard let engine = await controller.webKitGTKEngine else { throw WebKitGTKError.closed }
            self.controller = controller
            self.engine = engine
            let (presses, press) = AsyncStream.makeStream(of: BrowserWidgets.Press.self)
            widgets = await engine.withWidget { webView in
                BrowserWidgets(webView: webView, width: width, height: height, press: press)
            }
            Task { [weak self] in
                for await pressed in presses { self?.handle(pressed) }
            }
            followController()
            controller.followMapping(of: engine)
        }

        /// Writes a PNG of the whole window, title bar and chrome included.
        ///
        /// - Throws: ``WebKitGTKError/snapshot(_:)`` when GTK has nothing to draw or the file cannot be written.
        public func writeWindowPNG(to file: URL) async throws {
            let widgets = widgets
            let error = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                Task { @GtkActor in widgets.writePNG(to: file) { continuation.resume(returning: $0) } }
            }
            if let error { throw WebKitGTKError.snapshot(error) }
        }

        /// Activates the page's button at `index` of `placement` as a click would; `false` when there is none.
        func activateButton(_ placement: CabrilloButton.Placement, at index: Int) async -> Bool {
            let widgets = widgets
            return await Task { @GtkActor in widgets.activateButton(placement, at: index) }.value
        }

        /// Whether the offline banner of a page that failed offline is revealed.
        package func isOfflineBannerShowing() async -> Bool {
            let widgets = widgets
            return await Task { @GtkActor in widgets.isOfflineBannerShowing() }.value
        }

        /// Clicks the offline banner's Retry; `false` when the banner is hidden.
        package func clickOfflineRetry() async -> Bool {
            let widgets = widgets
            return await Task { @GtkActor in widgets.clickOfflineRetry() }.value
        }

        /// The text the title bar shows.
        func titleText() async -> String {
            let widgets = widgets
            return await Task { @GtkActor in widgets.titleText() }.value
        }

        private func followController() {
            let widgets = widgets
            controller.observe { change in
                switch change {
                case .navigationItem(let item): Task { @GtkActor in widgets.show(item) }
                case .theme(let sheet): Task { @GtkActor in widgets.apply(sheet.chrome) }
                case .cabrilloCommand(.showMessage(let style, let title)):
                    Task { @GtkActor in widgets.showBanner(title, style: style) }
                case .activity(.failed(let error)):
                    let text = error.localizedDescription
                    Task { @GtkActor in widgets.showBanner(text, style: "error") }
                case .offlineBanner(let isShowing): Task { @GtkActor in widgets.showOfflineBanner(isShowing) }
                case .cabrilloCommand, .activity: break
                }
            }
            let item = controller.pageNavigationItem
            let chrome = controller.themeStyleSheet.chrome
            Task { @GtkActor in
                widgets.apply(chrome)
                widgets.show(item)
            }
        }

        /// Closes the window and releases the WebKit view; returns once GTK has destroyed the window.
        public func close() async {
            let widgets = widgets
            await Task { @GtkActor in widgets.close() }.value
            engine.close()
        }

        /// Asks GTK to close the window, as its close button does: ``onClose`` is called and the WebKit view stays
        /// alive for the owner to close.
        package func requestClose() async {
            let widgets = widgets
            await Task { @GtkActor in widgets.requestClose() }.value
        }

        /// How many signal handlers of the window are still connected to the WebKit view; 0 once the window is
        /// gone, so that page events after a close never reach widgets GTK has freed.
        package func webViewHandlerCount() async -> Int {
            let widgets = widgets
            return await Task { @GtkActor in widgets.webViewHandlerCount() }.value
        }

        private func handle(_ press: BrowserWidgets.Press) {
            switch press {
            case .back: controller.goBack()
            case .reload: controller.reload()
            case .retryOffline: controller.retryOfflinePage()
            case .closed: onClose?()
            case .tapped(let placement, let index):
                let buttons = controller.pageNavigationItem[placement]
                if buttons.indices.contains(index) { controller.tap(buttons[index]) }
            }
        }
    }

    /// The GTK widgets of a ``NowWebBrowserWindow``; lives on the GTK thread.
    ///
    /// The WebKit view outlives the window (its engine owns it), so the window's handlers on the view are
    /// disconnected when GTK destroys the window, however that happens: otherwise a title or progress change
    /// after a close mid-load would update a label and a progress bar that GTK has freed.
    final class BrowserWidgets: @unchecked Sendable {
        // Safe because every member is read and written on the GTK thread only (GtkActor), except the
        // immutable `press` continuation, which is itself Sendable.
        enum Press: Sendable {
            case back
            case reload
            /// The offline banner's Retry.
            case retryOffline
            case closed
            /// A page button: its placement and index.
            case tapped(CabrilloButton.Placement, Int)
        }

        private let press: AsyncStream<Press>.Continuation
        private var window: UnsafeMutablePointer<GtkWidget>?
        private var title: UnsafeMutablePointer<GtkWidget>?
        private var progress: UnsafeMutablePointer<GtkWidget>?
        private let webView: UnsafeMutableRawPointer
        private var chrome: ChromeWidgets?
        private var offlineBanner: OfflineBannerWidgets?
        /// The title the page set through Cabrillo; it wins over the document's.
        private var cabrilloTitle: String?

        @GtkActor
        init(webView: UnsafeMutableRawPointer, width: Int, height: Int, press: AsyncStream<Press>.Continuation) {
            self.press = press
            self.webView = webView
            let window = gtk_window_new()
            let header = gtk_header_bar_new()
            let back = gtk_button_new_from_icon_name("go-previous-symbolic")
            let reload = gtk_button_new_from_icon_name("view-refresh-symbolic")
            let title = gtk_label_new("NowWeb")
            let progress = gtk_progress_bar_new()
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            gtk_widget_set_tooltip_text(back, "Back")
            gtk_widget_set_tooltip_text(reload, "Reload")
            gtk_header_bar_pack_start(OpaquePointer(header), back)
            gtk_header_bar_pack_start(OpaquePointer(header), reload)
            gtk_header_bar_set_title_widget(OpaquePointer(header), title)
            gtk_window_set_titlebar(typedObject(rawObject(window)), header)
            gtk_widget_set_vexpand(typedObject(webView), 1)
            gtk_box_append(typedObject(rawObject(box)), progress)
            gtk_box_append(typedObject(rawObject(box)), typedObject(webView))
            gtk_window_set_child(typedObject(rawObject(window)), box)
            gtk_window_set_default_size(typedObject(rawObject(window)), gint(width), gint(height))
            self.window = window
            self.title = title
            self.progress = progress
            chrome = ChromeWidgets(root: window!, header: header!, content: box!) { placement, index in
                press.yield(.tapped(placement, index))
            }
            offlineBanner = OfflineBannerWidgets(content: box!) { press.yield(.retryOffline) }
            connect(back: back, reload: reload, window: window)
            gtk_window_present(typedObject(rawObject(window)))
        }

        @GtkActor
        private func connect(
            back: UnsafeMutablePointer<GtkWidget>?, reload: UnsafeMutablePointer<GtkWidget>?,
            window: UnsafeMutablePointer<GtkWidget>?
        ) {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let backClicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                BrowserWidgets.from(userData).press.yield(.back)
            }
            let reloadClicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                BrowserWidgets.from(userData).press.yield(.reload)
            }
            let closeRequested: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, userData in
                GtkActor.assumeIsolated { BrowserWidgets.from(userData).windowClosed() }
                return 0
            }
            let titleChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, userData in
                GtkActor.assumeIsolated { BrowserWidgets.from(userData).showTitle() }
            }
            let progressChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, userData in
                GtkActor.assumeIsolated { BrowserWidgets.from(userData).showProgress() }
            }
            let destroyed: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { BrowserWidgets.from(userData).windowDestroyed() }
            }
            connectSignal(rawObject(back), "clicked", backClicked, userData)
            connectSignal(rawObject(reload), "clicked", reloadClicked, userData)
            connectSignal(rawObject(window), "close-request", closeRequested, userData)
            connectSignal(webView, "notify::title", titleChanged, userData)
            connectSignal(webView, "notify::estimated-load-progress", progressChanged, userData)
            let loadChanged: @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void = { _, event, userData in
                guard event == WEBKIT_LOAD_COMMITTED else { return }
                // A new page: the previous page's message or failure no longer applies.
                GtkActor.assumeIsolated { BrowserWidgets.from(userData).showBanner(nil, style: "info") }
            }
            connectSignal(webView, "load-changed", loadChanged, userData)
            connectSignal(rawObject(window), "destroy", destroyed, userData)
            // The signals hold an unretained pointer: keep the widgets alive as long as the window.
            _ = Unmanaged.passRetained(self)
        }

        @GtkActor
        func webViewHandlerCount() -> Int {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            // Blocking reports how many handlers matched; they are unblocked again at once.
            let count = g_signal_handlers_block_matched(webView, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            g_signal_handlers_unblock_matched(webView, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            return Int(count)
        }

        /// The window and its widgets are going: nothing may touch them any more.
        @GtkActor
        private func windowDestroyed() {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            g_signal_handlers_disconnect_matched(webView, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            chrome?.close()
            chrome = nil
            offlineBanner = nil
            window = nil
            title = nil
            progress = nil
        }

        private static func from(_ userData: gpointer?) -> BrowserWidgets {
            Unmanaged<BrowserWidgets>.fromOpaque(userData!).takeUnretainedValue()
        }

        @GtkActor
        private func showTitle() {
            guard let title, let window else { return }
            let pageTitle = string(webkit_web_view_get_title(typedObject(webView))).flatMap { $0.isEmpty ? nil : $0 }
            let text = cabrilloTitle ?? pageTitle ?? "NowWeb"
            gtk_label_set_text(OpaquePointer(title), text)
            gtk_window_set_title(typedObject(rawObject(window)), text)
        }

        @GtkActor
        private func showProgress() {
            guard let progress else { return }
            let fraction = webkit_web_view_get_estimated_load_progress(typedObject(webView))
            gtk_progress_bar_set_fraction(OpaquePointer(progress), fraction)
            gtk_widget_set_visible(progress, fraction < 1 ? 1 : 0)
        }

        @GtkActor
        private func windowClosed() {
            press.yield(.closed)
        }

        @GtkActor
        func requestClose() {
            guard let window else { return }
            gtk_window_close(typedObject(rawObject(window)))
        }

        @GtkActor
        func close() {
            chrome?.close()
            chrome = nil
            guard let window else { return }
            self.window = nil
            gtk_window_destroy(typedObject(rawObject(window)))
        }

        /// Shows the page's Cabrillo title, buttons and spinner.
        @GtkActor
        func show(_ item: NowWebNavigationItem) {
            cabrilloTitle = item.title
            chrome?.show(item)
            showTitle()
        }

        @GtkActor
        func titleText() -> String {
            string(gtk_label_get_text(OpaquePointer(title))) ?? ""
        }

        @GtkActor
        func activateButton(_ placement: CabrilloButton.Placement, at index: Int) -> Bool {
            chrome?.activateButton(placement, at: index) ?? false
        }

        /// Paints the window in the theme's colours.
        @GtkActor
        func apply(_ colors: ChromeColors) {
            chrome?.apply(colors)
        }

        /// Shows a banner above the page; `nil` hides it.
        @GtkActor
        func showBanner(_ text: String?, style: String) {
            chrome?.showBanner(text, style: style)
        }

        /// Reveals or hides the offline banner; revealed, it stands in for the error banner of the same failure.
        @GtkActor
        func showOfflineBanner(_ isShowing: Bool) {
            if isShowing { chrome?.showBanner(nil, style: "info") }
            offlineBanner?.show(isShowing)
        }

        /// Whether the offline banner is revealed.
        @GtkActor
        func isOfflineBannerShowing() -> Bool { offlineBanner?.isShowing ?? false }

        /// Clicks the offline banner's Retry; `false` when it is hidden.
        @GtkActor
        func clickOfflineRetry() -> Bool { offlineBanner?.clickRetry() ?? false }

        /// Renders the whole window to a PNG; calls `completion` with why it could not, or `nil`.
        @GtkActor
        func writePNG(to file: URL, completion: @escaping @GtkActor (String?) -> Void) {
            guard let window else { return completion("the window is closed") }
            WindowSnapshot.write(window, webView: typedObject(webView)!, to: file, completion: completion)
        }
    }
#endif

#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// The native chrome a page drives through Cabrillo, as GTK widgets: navigation-bar buttons and a spinner
    /// on a header bar, a banner for messages and errors above the page, and a bottom bar of buttons below
    /// it, all painted in the theme's colours by a CSS provider scoped to one CSS class.
    @GtkActor
    final class ChromeWidgets {
        /// A tap on a page's button: its placement and index.
        typealias Tapped = @Sendable (CabrilloButton.Placement, Int) -> Void

        private nonisolated(unsafe) static var nextScope = 0
        /// The CSS class of the widget tree the chrome's style applies to.
        let scope: String
        private let provider: UnsafeMutablePointer<GtkCssProvider>
        private let navigationButtons: UnsafeMutablePointer<GtkWidget>
        private let spinner: UnsafeMutablePointer<GtkWidget>
        private let banner: UnsafeMutablePointer<GtkWidget>
        private let bannerLabel: UnsafeMutablePointer<GtkWidget>
        private let bottomBar: UnsafeMutablePointer<GtkWidget>
        private let tapped: Tapped
        private var bannerStyle: String?

        /// Adds the chrome to `root` (which gets the scope class), `header` (a `GtkHeaderBar`) and `content` (a
        /// vertical `GtkBox` whose children are the progress bar and the page: the banner goes first, the bottom
        /// bar last).
        init(
            root: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
            content: UnsafeMutablePointer<GtkWidget>, tapped: @escaping Tapped
        ) {
            Self.nextScope += 1
            scope = "nowweb-chrome-\(Self.nextScope)"
            self.tapped = tapped
            provider = gtk_css_provider_new()!
            gtk_style_context_add_provider_for_display(
                gtk_widget_get_display(root), OpaquePointer(rawObject(provider)),
                guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            gtk_widget_add_css_class(root, scope)
            navigationButtons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
            spinner = gtk_spinner_new()
            gtk_header_bar_pack_end(OpaquePointer(header), navigationButtons)
            gtk_header_bar_pack_end(OpaquePointer(header), spinner)
            gtk_widget_set_visible(spinner, 0)
            banner = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
            bannerLabel = gtk_label_new(nil)
            gtk_label_set_wrap(OpaquePointer(bannerLabel), 1)
            gtk_label_set_xalign(OpaquePointer(bannerLabel), 0)
            gtk_box_append(typedObject(rawObject(banner)), bannerLabel)
            gtk_widget_add_css_class(banner, "nowweb-banner")
            gtk_widget_set_visible(banner, 0)
            gtk_box_prepend(typedObject(rawObject(content)), banner)
            bottomBar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
            gtk_widget_add_css_class(bottomBar, "nowweb-bottom")
            gtk_widget_set_halign(bottomBar, GTK_ALIGN_FILL)
            gtk_widget_set_visible(bottomBar, 0)
            gtk_box_append(typedObject(rawObject(content)), bottomBar)
        }

        /// Removes the style provider from the display.
        func close() {
            gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(rawObject(provider)))
            g_object_unref(rawObject(provider))
        }

        /// Paints the chrome in `colors`.
        func apply(_ colors: ChromeColors) {
            gtk_css_provider_load_from_data(provider, ChromeStyle.css(colors, scope: scope), -1)
        }

        /// Shows the page's buttons and spinner.
        func show(_ item: NowWebNavigationItem) {
            fill(navigationButtons, with: item.navigationBarButtons, placement: .navigationBar)
            fill(bottomBar, with: item.bottomButtons, placement: .bottom)
            gtk_widget_set_visible(bottomBar, item.bottomButtons.isEmpty ? 0 : 1)
            gtk_widget_set_visible(spinner, item.isSpinnerVisible ? 1 : 0)
            gtk_spinner_set_spinning(OpaquePointer(spinner), item.isSpinnerVisible ? 1 : 0)
        }

        /// Shows `text` in a banner of `style` (`error`, `success`, `warning`, `info`); `nil` hides it.
        func showBanner(_ text: String?, style: String) {
            if let bannerStyle { gtk_widget_remove_css_class(banner, bannerStyle) }
            guard let text else {
                bannerStyle = nil
                gtk_widget_set_visible(banner, 0)
                return
            }
            let known = ["error", "success", "warning"].contains(style) ? style : "info"
            bannerStyle = known
            gtk_widget_add_css_class(banner, known)
            gtk_label_set_text(OpaquePointer(bannerLabel), text)
            gtk_widget_set_visible(banner, 1)
        }

        /// Activates the button at `index` of `placement` as a click would; `false` when there is none.
        func activateButton(_ placement: CabrilloButton.Placement, at index: Int) -> Bool {
            var child = gtk_widget_get_first_child(placement == .bottom ? bottomBar : navigationButtons)
            for _ in 0..<index { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
            guard let child else { return false }
            return gtk_widget_activate(child) != 0
        }

        private func fill(
            _ box: UnsafeMutablePointer<GtkWidget>, with buttons: [CabrilloButton], placement: CabrilloButton.Placement
        ) {
            while let child = gtk_widget_get_first_child(box) {
                gtk_box_remove(typedObject(rawObject(box)), child)
            }
            for (index, button) in buttons.enumerated() {
                let widget = gtk_button_new_with_label(button.title ?? button.buttonId ?? "Button")!
                gtk_widget_add_css_class(widget, "nowweb-action")
                gtk_widget_set_sensitive(widget, button.isEnabled ? 1 : 0)
                if placement == .bottom { gtk_widget_set_hexpand(widget, 1) }
                let target = Unmanaged.passRetained(ButtonTarget(placement: placement, index: index, tapped: tapped))
                let clicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                    let target = Unmanaged<ButtonTarget>.fromOpaque(userData!).takeUnretainedValue()
                    target.tapped(target.placement, target.index)
                }
                let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { userData, _ in
                    Unmanaged<ButtonTarget>.fromOpaque(userData!).release()
                }
                g_signal_connect_data(
                    rawObject(widget), "clicked", unsafeBitCast(clicked, to: GCallback.self), target.toOpaque(),
                    release, GConnectFlags(0))
                gtk_box_append(typedObject(rawObject(box)), widget)
            }
        }
    }

    /// What a chrome button's `clicked` handler needs; released with the handler.
    private final class ButtonTarget: Sendable {
        let placement: CabrilloButton.Placement
        let index: Int
        let tapped: ChromeWidgets.Tapped

        init(placement: CabrilloButton.Placement, index: Int, tapped: @escaping ChromeWidgets.Tapped) {
            self.placement = placement
            self.index = index
            self.tapped = tapped
        }
    }
#endif

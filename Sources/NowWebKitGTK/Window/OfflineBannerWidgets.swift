#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// The retry banner of a page that failed offline, above everything else of a window's content: a revealer
    /// that slides down a bar in the theme's warning colours (`.nowweb-banner.warning`, painted by
    /// ``ChromeWidgets``'s style) with the controller's text and a Retry button in its action colours.
    @GtkActor
    final class OfflineBannerWidgets {
        private let revealer: UnsafeMutablePointer<GtkWidget>

        /// Adds the hidden banner at the top of `content` (a vertical `GtkBox`); `retry` runs on the GTK thread
        /// when Retry is clicked.
        init(content: UnsafeMutablePointer<GtkWidget>, retry: @escaping @Sendable () -> Void) {
            revealer = gtk_revealer_new()
            gtk_revealer_set_transition_type(OpaquePointer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
            let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_widget_add_css_class(bar, "nowweb-banner")
            gtk_widget_add_css_class(bar, "warning")
            gtk_widget_add_css_class(bar, "nowweb-offline")
            let label = gtk_label_new(NowWebViewController.offlineBannerText)!
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_hexpand(label, 1)
            let button = gtk_button_new_with_label(NowWebViewController.offlineRetryTitle)!
            gtk_widget_add_css_class(button, "nowweb-action")
            gtk_box_append(typedObject(rawObject(bar)), label)
            gtk_box_append(typedObject(rawObject(bar)), button)
            gtk_revealer_set_child(OpaquePointer(revealer), bar)
            gtk_box_prepend(typedObject(rawObject(content)), revealer)
            let target = Unmanaged.passRetained(RetryTarget(retry))
            let clicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, userData in
                Unmanaged<RetryTarget>.fromOpaque(userData!).takeUnretainedValue().retry()
            }
            let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { userData, _ in
                Unmanaged<RetryTarget>.fromOpaque(userData!).release()
            }
            g_signal_connect_data(
                rawObject(button), "clicked", unsafeBitCast(clicked, to: GCallback.self), target.toOpaque(), release,
                GConnectFlags(0))
        }

        /// Whether the banner is revealed (or on its way).
        var isShowing: Bool { gtk_revealer_get_reveal_child(OpaquePointer(revealer)) != 0 }

        /// Reveals or hides the banner.
        func show(_ isShowing: Bool) {
            gtk_revealer_set_reveal_child(OpaquePointer(revealer), isShowing ? 1 : 0)
        }

        /// Clicks Retry (its `clicked` signal, as a click ends); `false` when the banner is hidden. The signal is
        /// emitted rather than the button activated: GTK runs an activation only once the button is realized,
        /// which a banner revealed a moment ago may not be yet.
        func clickRetry() -> Bool {
            guard isShowing, let bar = gtk_revealer_get_child(OpaquePointer(revealer)),
                let button = gtk_widget_get_last_child(bar)
            else { return false }
            let type = gtk_button_get_type()
            var instance = GValue()
            g_value_init(&instance, type)
            g_value_set_object(&instance, rawObject(button))
            g_signal_emitv(&instance, g_signal_lookup("clicked", type), 0, nil)
            g_value_unset(&instance)
            return true
        }
    }

    /// What the Retry button's `clicked` handler runs; released with the handler.
    private final class RetryTarget: Sendable {
        let retry: @Sendable () -> Void

        init(_ retry: @escaping @Sendable () -> Void) { self.retry = retry }
    }
#endif

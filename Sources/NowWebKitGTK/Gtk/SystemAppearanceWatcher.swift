#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// Follows GTK's light or dark setting into `NowWebSystemAppearance`.
    ///
    /// GTK 4.8 has no `gtk-interface-color-scheme` setting (it came in 4.20) and libadwaita's style manager is
    /// not used here, so dark means `gtk-application-prefer-dark-theme` set, or a theme whose name ends in
    /// `-dark` (as `Adwaita-dark`); both are watched through their `notify` signals.
    @GtkActor
    enum SystemAppearanceWatcher {
        private static var started = false

        /// Reads the setting once and watches it from then on; later calls do nothing.
        nonisolated static func start() {
            Task { @GtkActor in begin() }
        }

        private static func begin() {
            guard !started, let settings = gtk_settings_get_default() else { return }
            started = true
            let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { settings, _, _ in
                GtkActor.assumeIsolated { SystemAppearanceWatcher.report(settings) }
            }
            connectSignal(rawObject(settings), "notify::gtk-application-prefer-dark-theme", changed, nil)
            connectSignal(rawObject(settings), "notify::gtk-theme-name", changed, nil)
            report(rawObject(settings))
        }

        private static func report(_ settings: gpointer?) {
            let appearance = appearance(of: settings)
            Task { @MainActor in NowWebSystemAppearance.shared.update(appearance) }
        }

        /// The appearance `settings` (a `GtkSettings`) asks for.
        static func appearance(of settings: gpointer?) -> NowUIColor.Appearance {
            guard let object = settings?.assumingMemoryBound(to: GObject.self) else { return .light }
            // G_TYPE_BOOLEAN and G_TYPE_STRING are macros Swift does not import: fundamental types 5 and 16.
            var preferDark = GValue()
            g_value_init(&preferDark, GType(5 << 2))
            g_object_get_property(object, "gtk-application-prefer-dark-theme", &preferDark)
            let dark = g_value_get_boolean(&preferDark) != 0
            g_value_unset(&preferDark)
            var theme = GValue()
            g_value_init(&theme, GType(16 << 2))
            g_object_get_property(object, "gtk-theme-name", &theme)
            let name = string(g_value_get_string(&theme)) ?? ""
            g_value_unset(&theme)
            return dark || name.lowercased().hasSuffix("-dark") ? .dark : .light
        }
    }
#endif

/// Whether an engine's pages may be opened in the platform's web inspector: Safari's Web Inspector for
/// `WKWebViewEngine` (`WKWebView.isInspectable`, iOS 16.4 and macOS 13.3 or later), WebKit's developer tools for
/// `WebKitGTKEngine` (the view's `enable-developer-extras` setting).
///
/// An inspector shows everything the page holds (its DOM, storage and requests), so pages are inspectable by
/// default in debug builds only. The engines' configurations start from ``isInspectableByDefault``; an app
/// overrides it per engine:
///
/// ```swift
/// var configuration = WKWebViewEngine.Configuration()
/// configuration.isInspectable = false  // not even in debug builds
/// ```
public enum WebInspector {
    /// Whether NowWeb was compiled as a debug build (`DEBUG` set, as SwiftPM and Xcode set it for the debug
    /// configuration, the configuration the app is built in).
    public static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Whether an engine's pages are inspectable unless the app says otherwise: on in debug builds, off in
    /// release builds.
    public static var isInspectableByDefault: Bool { isInspectable(override: nil, isDebugBuild: isDebugBuild) }

    /// Whether an engine's pages are inspectable: the app's `override` when it gives one, otherwise on exactly
    /// in a debug build.
    ///
    /// - Parameters:
    ///   - override: The app's choice, or `nil` for the build's default.
    ///   - isDebugBuild: Whether the build is a debug build (``isDebugBuild``).
    /// - Returns: Whether the inspector may open the engine's pages.
    public static func isInspectable(override: Bool?, isDebugBuild: Bool) -> Bool {
        override ?? isDebugBuild
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebHeadless

#if WebKitGTK
    import CWebKitGTK
#endif

// swift-check: given instance: URL
/// The Linux engine module's entry point: the one line an app writes so that its web services render with
/// WebKitGTK.
///
/// ```swift
/// NowWebKitGTK.install()
/// let service = try await NowWeb.makeWebService(instanceUrl: instance)   // WebKitGTK from here on
/// ```
///
/// With the package built with the `WebKitGTK` trait and a display available, services render with
/// ``WebKitGTKEngine``, follow GTK's light or dark setting and learn of the network's coming and going from GIO's
/// network monitor (a page that failed offline reloads when it is back); otherwise they load with the headless
/// engine of `NowWebHeadless` (no rendering, no JavaScript).
/// The choice is said once in the log.
public enum NowWebKitGTK {
    /// The engine ``install(log:)`` chose.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Engine: Sendable, Equatable {
        /// WebKitGTK 6.0 views.
        case webKitGTK
        /// The headless engine, and why.
        case headless(reason: String)
    }

    /// Makes the best engine available the default of every service made from now on
    /// (``NowWebService/Options/defaultEngineFactory``) and says which one in the log, once.
    ///
    /// - Parameter log: Where the one line goes. Default: standard error, at the `info` level.
    /// - Returns: The engine chosen.
    @MainActor @discardableResult
    public static func install(
        log: @Sendable (NowLogEntry) -> Void = { NowStandardErrorLogSink().write($0) }
    ) -> Engine {
        #if WebKitGTK
            WebKitGTKDataStore.joinLogout()
        #endif
        let engine = choose()
        let line: String
        switch engine {
        case .webKitGTK:
            line = "NowWeb: web pages render with WebKitGTK \(WebKitGTKEngineVersion.text)"
        case .headless(let reason):
            line = "NowWeb: web pages load with the headless engine (no rendering, no JavaScript): \(reason)"
        }
        log(NowLogEntry(level: .info, message: line, date: Date()))
        return engine
    }

    @MainActor
    private static func choose() -> Engine {
        #if WebKitGTK
            do {
                try GtkRuntime.start()
            } catch {
                NowWebService.Options.defaultEngineFactory = NowWebHeadless.engineFactory
                return .headless(reason: error.localizedDescription)
            }
            NowWebService.Options.defaultEngineFactory = WebKitGTKEngine.factory()
            NowWebService.Options.defaultConnectivity = NetworkMonitorConnectivity()
            SystemAppearanceWatcher.start()
            return .webKitGTK
        #else
            NowWebService.Options.defaultEngineFactory = NowWebHeadless.engineFactory
            return .headless(reason: "the package was built without the WebKitGTK trait")
        #endif
    }
}

/// The WebKit version, for the log line.
enum WebKitGTKEngineVersion {
    static var text: String {
        #if WebKitGTK
            "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
        #else
            "(not built)"
        #endif
    }
}

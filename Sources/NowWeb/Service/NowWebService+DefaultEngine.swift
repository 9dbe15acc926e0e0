import Foundation
import NowInternal

extension NowWebService.Options {
    private static let installed = Locked<NowWebService.EngineFactory?>(nil)

    /// The platform's own engine: a `WKWebViewEngine` on the service's website data store where WebKit exists
    /// (iOS, macOS). Elsewhere NowWeb holds no engine: every load fails with
    /// ``WebEngineError/engineUnavailable(_:)`` (``NowWebError/engineUnavailable(reason:)`` to the controller's
    /// delegate) naming the module to install, `NowWebKitGTK.install()` (WebKitGTK) or `NowWebHeadless.install()`
    /// (no rendering).
    public static let platformEngineFactory: NowWebService.EngineFactory = { dataStore in
        #if canImport(WebKit)
            WKWebViewEngine(dataStore: dataStore)
        #else
            DeferredWebEngine { throw NoEngineInstalled() }
        #endif
    }

    /// The engine that services use when their options name none, which includes every service made with
    /// ``NowWeb/makeWebService(instanceUrl:)``. Default: ``platformEngineFactory``.
    ///
    /// An app sets it once, at start, through its platform's engine module (`NowWebKitGTK`, or `NowWebHeadless`
    /// for the headless engine), which also says in the log which engine it chose:
    ///
    /// ```swift
    /// NowWebKitGTK.install()   // Linux: WebKitGTK when there is a display, else headless
    /// ```
    ///
    /// Options made before the change keep the factory they were made with.
    public static var defaultEngineFactory: NowWebService.EngineFactory {
        get { installed.withLock { $0 } ?? platformEngineFactory }
        set { installed.withLock { $0 = newValue } }
    }
}

/// Why a service on a platform without WebKit cannot load a page when the app installed no engine.
struct NoEngineInstalled: LocalizedError {
    var errorDescription: String? {
        "no web engine is installed: call NowWebKitGTK.install() (WebKitGTK) or NowWebHeadless.install() "
            + "(no rendering) once at start, or name an engine in NowWebService.Options(makeEngine:)"
    }
}

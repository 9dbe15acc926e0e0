import Foundation
import NowInternal

extension NowWebService.Options {
    private static let installed = Locked<NowWebService.EngineFactory?>(nil)

    /// Makes a `HeadlessWebEngine` on the service's data store: no rendering, no JavaScript.
    public static let headlessEngineFactory: NowWebService.EngineFactory = { HeadlessWebEngine(dataStore: $0) }

    /// The platform's own engine: a `WKWebViewEngine` on the service's website data store where WebKit exists
    /// (iOS, macOS), ``headlessEngineFactory`` elsewhere.
    public static let platformEngineFactory: NowWebService.EngineFactory = { dataStore in
        #if canImport(WebKit)
            WKWebViewEngine(dataStore: dataStore)
        #else
            HeadlessWebEngine(dataStore: dataStore)
        #endif
    }

    /// The engine that services use when their options name none, which includes every service made with
    /// ``NowWeb/makeWebService(instanceUrl:)``. Default: ``platformEngineFactory``.
    ///
    /// An app sets it once, at start, through its platform's engine module, which also says in the log which
    /// engine it chose:
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

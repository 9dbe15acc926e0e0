import Foundation
import NowSDK
import NowWeb

// swift-check: given instance: URL
/// The headless engine module's entry point: web pages loaded without rendering or JavaScript, over URLSession,
/// with the cookies and an HTTP cache in the service's `WebDataStore`. It serves Linux without a
/// display, command-line tools, tests and benchmarks; an app with a screen renders with WebKit instead
/// (`WKWebViewEngine` on iOS and macOS, `NowWebKitGTK` on Linux).
///
/// ```swift
/// NowWebHeadless.install()
/// let service = try await NowWeb.makeWebService(instanceUrl: instance)   // headless from here on
/// ```
///
/// Or for the services of one set of options only:
///
/// ```swift
/// let options = NowWebService.Options(makeEngine: NowWebHeadless.engineFactory)
/// ```
public enum NowWebHeadless {
    /// Makes a headless engine on the service's data store: no rendering, no JavaScript.
    public static let engineFactory: NowWebService.EngineFactory = { HeadlessWebEngine(dataStore: $0) }

    /// Makes the headless engine the default of every service made from now on
    /// (`NowWebService.Options.defaultEngineFactory`) and says so in the log, once.
    ///
    /// - Parameter log: Where the one line goes. Default: standard error, at the `info` level.
    @MainActor
    public static func install(log: @Sendable (NowLogEntry) -> Void = { NowStandardErrorLogSink().write($0) }) {
        NowWebService.Options.defaultEngineFactory = engineFactory
        let line = "NowWeb: web pages load with the headless engine (no rendering, no JavaScript)"
        log(NowLogEntry(level: .info, message: line, date: Date()))
    }
}

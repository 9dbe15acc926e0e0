import Foundation
import NowWeb
import NowWebHeadless

#if WebKitGTK
    import NowWebKitGTK
#endif

/// The engines `nowweb-bench web` measures, made the way an app makes them.
enum WebBenchmarkEngine: String, CaseIterable {
    /// URLSession: no rendering, no JavaScript; always available.
    case headless
    #if WebKitGTK
        /// WebKitGTK 6.0, one window and one web process per controller (needs a display: run under
        /// `xvfb-run -a`).
        case webkitgtk
        /// WebKitGTK 6.0 as apps get it by default (`WebKitGTKEngine.factory()`): every controller of a
        /// service in the first one's web content process.
        case webkitgtkShared = "webkitgtk-shared"
    #endif

    static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The engines of `chosen` (every engine when `nil`) that can run here; a line says why each other one is
    /// skipped.
    static func available(_ chosen: [WebBenchmarkEngine]?) -> [WebBenchmarkEngine] {
        (chosen ?? allCases).filter { engine in
            if !engine.isAvailable { print("engine \(engine.rawValue): skipped, no display (run under xvfb-run -a)") }
            return engine.isAvailable
        }
    }

    /// The engine factory for a service's controllers.
    @MainActor var factory: NowWebService.EngineFactory {
        switch self {
        case .headless:
            return { HeadlessWebEngine(dataStore: $0) }
        #if WebKitGTK
            case .webkitgtk:
                return WebKitGTKEngine.factory(sharesContentProcess: false)
            case .webkitgtkShared:
                return WebKitGTKEngine.factory()
        #endif
        }
    }

    /// Whether the engine's work happens in processes of its own, which memory figures must add.
    var runsChildProcesses: Bool { self != .headless }

    /// Whether the engine can run here: WebKitGTK needs a display.
    var isAvailable: Bool {
        self == .headless || ProcessInfo.processInfo.environment["DISPLAY"] != nil
            || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil
    }

    /// Waits until the controller's engine runs and its view is on screen with a first frame drawn, as an app
    /// shows a view before `loadPage()`: WebKit lays out and paints only a view that is mapped, and a window
    /// still drawing its first frame holds up the GTK thread every load goes through.
    @MainActor
    func show(_ controller: NowWebViewController) async throws {
        try await show(engine: controller.webEngine)
    }

    /// Waits until `webEngine` runs and shows its view.
    @MainActor
    func show(engine webEngine: any WebEngine) async throws {
        #if WebKitGTK
            guard self != .headless else { return }
            let ready = await (webEngine as? DeferredWebEngine)?.readyEngine() ?? webEngine
            guard let engine = ready as? WebKitGTKEngine
            else { throw BenchmarkFailure(description: "the WebKitGTK engine did not start (run under xvfb-run -a)") }
            try await engine.presentInWindow(.init(title: "nowweb-bench", width: 1024, height: 768))
        #endif
    }

    /// Gives `store` the cookies of `setCookie` (`Set-Cookie` values) as a response of `url` would, where
    /// this engine keeps its cookies: the store's jar (headless) or WebKit's session for the store.
    @MainActor
    func addCookies(_ setCookie: [String], for url: URL, to store: WebDataStore) async throws {
        switch self {
        case .headless:
            for value in setCookie { store.cookies.store(responseHeaders: ["Set-Cookie": value], from: url) }
        #if WebKitGTK
            case .webkitgtk, .webkitgtkShared:
                try await WebKitGTKDataStore(backing: store).addCookies(setCookie, for: url)
        #endif
        }
    }

    /// The engine on its own, as a program without NowWeb would make it, over `store`'s cookies and cache.
    @MainActor
    func bareEngine(on store: WebDataStore) async throws -> any WebEngine {
        switch self {
        case .headless: return HeadlessWebEngine(dataStore: store)
        #if WebKitGTK
            case .webkitgtk, .webkitgtkShared: return try await WebKitGTKEngine(dataStore: store)
        #endif
        }
    }

    /// Whether the engine's controllers of one service share one web process, which a kill takes down
    /// with all of them.
    var sharesContentProcess: Bool {
        #if WebKitGTK
            self == .webkitgtkShared
        #else
            false
        #endif
    }

    /// Ends the web process of the controller's view through WebKit (`webkit_web_view_terminate_web_process`).
    @MainActor
    func terminateContentProcess(of controller: NowWebViewController) async throws {
        #if WebKitGTK
            guard let engine = await (controller.webEngine as? DeferredWebEngine)?.readyEngine() as? WebKitGTKEngine
            else { throw BenchmarkFailure(description: "\(rawValue) has no web process to end") }
            engine.terminateContentProcess()
        #else
            throw BenchmarkFailure(description: "\(rawValue) has no web process to end")
        #endif
    }

    /// A bare engine of this kind over `store` that adds `styling`'s page style (nothing for
    /// ``PageStyleVariant/none``) to the documents of `origin`, as a controller's theme would, or `nil` on an
    /// engine that does not draw.
    @MainActor
    func styledEngine(
        on store: WebDataStore, styling: PageStyleVariant, sheet: ThemeStyleSheet, origin: URL
    ) async throws -> (any WebEngine)? {
        #if WebKitGTK
            guard self != .headless else { return nil }
            var configuration = WebKitGTKEngine.Configuration()
            switch styling {
            case .none, .noneMadeLast, .userStyleSheet: configuration.pageStyling = .userStyleSheet
            case .script: configuration.pageStyling = .script(usesStyleElement: false)
            case .scriptStyleElement: configuration.pageStyling = .script(usesStyleElement: true)
            }
            let engine = try await WebKitGTKEngine(dataStore: store, configuration: configuration)
            if styling.isStyled { engine.setPageStyleSheet(sheet.css, origin: origin, background: sheet.background) }
            return engine
        #else
            return nil
        #endif
    }

    /// Runs `script` in the main frame of a bare engine of this kind and returns its result as text.
    @MainActor
    func evaluate(_ script: String, in webEngine: any WebEngine) async throws -> String? {
        #if WebKitGTK
            guard let engine = webEngine as? WebKitGTKEngine
            else { throw BenchmarkFailure(description: "\(rawValue) runs no script") }
            return try await engine.evaluateJavaScript(script)
        #else
            throw BenchmarkFailure(description: "\(rawValue) runs no script")
        #endif
    }

    /// Polls the frame probe of the page `webEngine` shows (`window.__nowwebFirstFrame`, on the emulator's
    /// `/incident_list.do?sysparm_rows=N`) until it reported; the frame may come after the load finished. A
    /// deferred engine is asked once its WebKitGTK engine runs.
    ///
    /// - Throws: `BenchmarkFailure` when the probe says nothing within 10 s or the engine runs no script.
    @MainActor
    func firstFrameReport(of webEngine: any WebEngine) async throws -> FirstFrameReport {
        let ready = await (webEngine as? DeferredWebEngine)?.readyEngine() ?? webEngine
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let json = try await evaluate("window.__nowwebFirstFrame || null", in: ready) {
                return try FirstFrameReport(json: json)
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw BenchmarkFailure(description: "the page's frame probe reported nothing within 10 s")
    }

    /// Clicks the page's first link whose `href` starts with its argument, and says `clicked` or `none`
    /// (`Resources/Scripts/WebBenchmarkEngine.clickLink.js`), loaded once.
    private static let clickLink = JavaScriptResource.required("WebBenchmarkEngine.clickLink", in: .module)

    /// Whether the engine runs the page's scripts, so that a link can be clicked in the page as a user does.
    var clicksLinks: Bool { self != .headless }

    /// Clicks the page's first link to `path` in the controller's view, the way a user follows it: the
    /// engine sees a link activation of the page, not a load the app issued.
    @MainActor
    func click(linkTo path: String, in controller: NowWebViewController) async throws {
        #if WebKitGTK
            guard self != .headless,
                let engine = await (controller.webEngine as? DeferredWebEngine)?.readyEngine() as? WebKitGTKEngine
            else { throw BenchmarkFailure(description: "\(rawValue) cannot click links") }
            let clicked = try await engine.evaluateJavaScript(Self.clickLink.call(.string(path)))
            guard clicked == "clicked" else { throw BenchmarkFailure(description: "no link to \(path) on the page") }
        #else
            throw BenchmarkFailure(description: "\(rawValue) cannot click links")
        #endif
    }

    /// Closes the engines' views and deletes what the service's engines left on disk.
    @MainActor
    func discard(_ engines: [any WebEngine], of service: NowWebService) async {
        #if WebKitGTK
            guard self != .headless else { return }
            for webEngine in engines {
                (await (webEngine as? DeferredWebEngine)?.readyEngine() as? WebKitGTKEngine)?.close()
            }
            try? await WebKitGTKDataStore(backing: service.dataStore).removeAllData()
        #endif
    }
}

import Foundation
import NowWeb

#if WebKitGTK
    import NowWebKitGTK
#endif

/// The engines `nowweb-bench web` measures, made the way an app makes them.
enum WebBenchmarkEngine: String, CaseIterable {
    /// URLSession: no rendering, no JavaScript; always available.
    case headless
    #if WebKitGTK
        /// WebKitGTK 6.0, one window per controller (needs a display: run under `xvfb-run -a`).
        case webkitgtk
        /// WebKitGTK 6.0 with every controller of a service in the first one's web content process.
        case webkitgtkShared = "webkitgtk-shared"
    #endif

    static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The engine factory for a service's controllers.
    var factory: NowWebService.EngineFactory {
        switch self {
        case .headless:
            return { HeadlessWebEngine(dataStore: $0) }
        #if WebKitGTK
            case .webkitgtk:
                return { store in DeferredWebEngine { try await WebKitGTKEngine(dataStore: store) } }
            case .webkitgtkShared:
                // Called once per service, so each service's controllers share that service's first process.
                let first = FirstEngine()
                return { store in
                    DeferredWebEngine {
                        if let engine = first.engine {
                            return try await WebKitGTKEngine(sharingContentProcessWith: engine)
                        }
                        let engine = try await WebKitGTKEngine(dataStore: store)
                        first.engine = engine
                        return engine
                    }
                }
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

    /// Waits until the controller's engine runs and shows its view, as an app does before `loadPage()`:
    /// WebKit lays out and paints only a view that is mapped.
    @MainActor
    func show(_ controller: NowWebViewController) async throws {
        #if WebKitGTK
            guard self != .headless else { return }
            guard let engine = await (controller.webEngine as? DeferredWebEngine)?.readyEngine() as? WebKitGTKEngine
            else { throw BenchmarkFailure(description: "the WebKitGTK engine did not start (run under xvfb-run -a)") }
            engine.showInWindow(.init(title: "nowweb-bench", width: 1024, height: 768))
        #endif
    }

    /// Closes the controllers' views and deletes what the service's engines left on disk.
    @MainActor
    func discard(_ controllers: [NowWebViewController], of service: NowWebService) async {
        #if WebKitGTK
            guard self != .headless else { return }
            for controller in controllers {
                (await (controller.webEngine as? DeferredWebEngine)?.readyEngine() as? WebKitGTKEngine)?.close()
            }
            try? await WebKitGTKDataStore(backing: service.dataStore).removeAllData()
        #endif
    }
}

#if WebKitGTK
    /// The engine whose content process a service's later engines share.
    @MainActor
    private final class FirstEngine {
        var engine: WebKitGTKEngine?
    }
#endif

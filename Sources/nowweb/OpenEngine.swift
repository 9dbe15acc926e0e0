import Foundation
import NowWeb
import NowWebHeadless

#if WebKitGTK
    import NowWebKitGTK
#endif

/// The engines `nowweb open` can drive.
enum OpenEngine: String, CaseIterable, Sendable {
    /// URLSession: no rendering, no JavaScript; always available.
    case headless
    #if WebKitGTK
        /// WebKitGTK 6.0 in a desktop window (or off-screen for `--screenshot`).
        case webkitgtk
    #endif

    /// WebKitGTK when the package was built with it, else headless.
    static var `default`: OpenEngine {
        #if WebKitGTK
            .webkitgtk
        #else
            .headless
        #endif
    }

    static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    static var help: String {
        #if WebKitGTK
            "headless (no rendering) or webkitgtk (a window; default)"
        #else
            "headless (the only engine in this build; build with --traits WebKitGTK for a window)"
        #endif
    }

    /// The engine factory for the service's controllers.
    @MainActor var factory: NowWebService.EngineFactory {
        switch self {
        case .headless:
            return NowWebHeadless.engineFactory
        #if WebKitGTK
            case .webkitgtk:
                return WebKitGTKEngine.factory()
        #endif
        }
    }
}

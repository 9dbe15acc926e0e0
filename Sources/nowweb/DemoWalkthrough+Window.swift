import Foundation
import NowWeb
import NowWebTesting

#if WebKitGTK
    import NowWebKitGTK
#endif

extension DemoWalkthrough {
    /// Shows the home page in a WebKit window for `seconds`, then closes it, when the build has the WebKitGTK
    /// engine and a display is there; otherwise says why there is no window. It never waits on a person.
    func showInWindow(for seconds: Double) async -> String {
        #if WebKitGTK
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"]?.isEmpty == false || environment["WAYLAND_DISPLAY"]?.isEmpty == false else {
                return "no display: the window step is skipped"
            }
            do {
                let service = try await NowWeb.makeWebService(
                    instanceUrl: instance.baseURL,
                    options: NowWebService.Options(
                        makeEngine: OpenEngine.webkitgtk.factory, clock: instance.clock))
                let controller = try service.makeWebViewController(for: URL(string: "/now/nav/ui/home")!).get()
                let window = try await NowWebBrowserWindow(controller: controller)
                let observer = DemoObserver(controller) { [weak self] in self?.bridges += 1 }
                let deadline = Task { @MainActor in
                    try? await Task.sleep(for: .seconds(20))
                    observer.giveUp()
                }
                controller.loadPage()
                let outcome = await observer.pageOutcome()
                deadline.cancel()
                try? await Task.sleep(for: .seconds(seconds))
                await window.close()
                return "WebKit window: \(outcome.isEmpty ? "no page within 20 s" : outcome); shown \(seconds) s, closed"
            } catch {
                return "no window: \(error.localizedDescription)"
            }
        #else
            return "built without a rendering engine: no window (swift run --traits WebKitGTK nowweb demo shows one)"
        #endif
    }
}

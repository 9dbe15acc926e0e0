#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting

    /// A controller on the emulator whose engine is a real WebKit, with a delegate a test can wait on.
    @MainActor
    final class BridgeHarness: NowWebViewControllerDelegate {
        let controller: NowWebViewController
        let engine: WebKitGTKEngine
        private(set) var endedFlows: [String] = []
        private(set) var dismissals = 0
        private(set) var finishedPages: [URL] = []
        /// The files NowWeb downloaded and handed over, in order.
        private(set) var downloadedFiles: [URL] = []
        /// The failures the delegate heard, in order.
        private(set) var failures: [any Error] = []
        private var waiters: [(id: UUID, ready: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

        /// Opens `path` (not loaded yet) as the emulator's first user, on an engine made with `configuration`;
        /// `deferred`: behind a `DeferredWebEngine`, as `WebKitGTKEngine.factory()` hands engines to controllers;
        /// `core`: signed in through it (default ``makeWebKitCore(_:)``'s).
        init(
            _ instance: InstanceEmulator, path: String,
            configuration: WebKitGTKEngine.Configuration = WebKitGTKEngine.Configuration(), deferred: Bool = false,
            core: NowCoreService? = nil
        ) async throws {
            let engine = try await WebKitGTKEngine(configuration: configuration)
            let service = try await NowWeb.makeWebService(
                configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                core: try core ?? makeWebKitCore(instance),
                options: NowWebService.Options(
                    makeEngine: { _ in deferred ? DeferredWebEngine { engine } : engine as any WebEngine },
                    clock: instance.clock))
            self.engine = engine
            controller = try service.makeWebViewController(for: URL(string: path)!).get()
            controller.delegate = self
            controller.addObserver { [weak self] activity in
                guard let self, case .finished(let url) = activity else { return }
                finishedPages.append(url)
                wake()
            }
        }

        /// Waits until `ready` holds, re-checking after every delegate callback and finished page; gives up
        /// when the test is cancelled (its time limit), so that a missing callback fails the test.
        func wait(until ready: @escaping () -> Bool) async {
            guard !ready() else { return }
            let id = UUID()
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard !Task.isCancelled else { return continuation.resume() }
                    waiters.append((id, ready, continuation))
                }
            } onCancel: {
                Task { @MainActor [weak self] in
                    guard let self, let index = waiters.firstIndex(where: { $0.id == id }) else { return }
                    waiters.remove(at: index).continuation.resume()
                }
            }
        }

        /// Loads the page and waits until it finished.
        func loadPage() async {
            controller.loadPage()
            await wait { !self.finishedPages.isEmpty }
        }

        /// Runs `script` in the main frame and returns its value as text.
        func evaluate(_ script: String) async throws -> String? {
            try await engine.evaluateJavaScript(script)
        }

        func close() {
            engine.close()
        }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
            endedFlows.append(flowName)
            wake()
        }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {
            failures.append(error)
            wake()
        }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL) {
            downloadedFiles.append(file)
            wake()
        }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {}

        func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
            dismissals += 1
            wake()
        }

        /// Re-checks the waiters; also called by tests after other observed changes.
        func wake() {
            let ready = waiters.filter { $0.ready() }
            waiters.removeAll { $0.ready() }
            for waiter in ready { waiter.continuation.resume() }
        }
    }
#endif

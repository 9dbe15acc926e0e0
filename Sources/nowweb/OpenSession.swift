import Foundation
import NowInternal
import NowSDK
import NowWeb
import NowWebHeadless

#if WebKitGTK
    import NowWebKitGTK
#endif

/// One run of `nowweb open`: sign in, make the service and controller, load, and report.
@MainActor
final class OpenSession {
    private let request: OpenRequest
    private let clock: NowClock
    private let start = ContinuousClock.now
    private let dismissal = OpenDelegate()
    #if WebKitGTK
        private var window: NowWebBrowserWindow?
    #endif

    init(request: OpenRequest, clock: NowClock = .system) {
        self.request = request
        self.clock = clock
    }

    func run() async throws {
        guard let instance = request.instance else { throw UsageError(description: "no instance") }
        let core = try NowCoreService(configuration: request.sdkConfiguration(clock: clock))
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance, appBundleId: request.bundleId),
            core: core, options: NowWebService.Options(makeEngine: request.engine.factory, clock: clock))
        line("service ready for \(instance.absoluteString) (\(request.engine.rawValue) engine)")
        let controller: NowWebViewController
        if let theme = request.theme {
            controller = try service.makeWebViewController(for: request.page, theme: theme.theme).get()
            controller.appearanceOverride = theme.appearance
            line("theme: \(theme.name), \(controller.appearance.rawValue) appearance")
        } else {
            controller = try service.makeWebViewController(for: request.page).get()
        }
        await show(controller)
        let outcome = try await load(controller)
        guard case .finished(let url) = outcome else {
            if case .failed(let error) = outcome { throw CommandFailure(description: error.localizedDescription) }
            throw CommandFailure(description: "did not land on an instance page")
        }
        let title = controller.title.map { " \"\($0)\"" } ?? ""
        line("landed on \(url.redactedForLog)\(title)")
        try await finish(controller)
    }

    /// Loads the controller's page and prints each activity until the page fails, or finishes and then stays
    /// put for ``OpenRequest/settle``: a page that moves on by itself (a meta refresh, a script setting
    /// `location`) has not landed yet, so each such hop is printed and the watch starts again.
    private func load(_ controller: NowWebViewController) async throws -> NowWebViewController.Activity? {
        // `nil` marks the end of a settle period without a new page.
        let (activities, sink) = AsyncStream.makeStream(of: NowWebViewController.Activity?.self)
        let observation = controller.addObserver { activity in sink.yield(activity) }
        defer { observation.cancel() }
        controller.loadPage()
        let deadline = Task { [timeout = request.timeout] in
            try? await Task.sleep(for: timeout)
            sink.finish()
        }
        defer { deadline.cancel() }
        var landed: NowWebViewController.Activity?
        var settling: Task<Void, Never>?
        defer { settling?.cancel() }
        for await activity in activities {
            guard let activity else {
                // The headless engine follows a meta refresh as soon as the page finished: still loading means
                // the page has not landed, however long the next hop takes.
                guard (controller.webEngine as? HeadlessWebEngine)?.isLoading == true else { return landed }
                settling = Task { [settle = request.settle] in
                    try? await Task.sleep(for: settle)
                    if !Task.isCancelled { sink.yield(nil) }
                }
                continue
            }
            switch activity {
            case .bridged(let url): line("bridge: bearer token on the load of \(url.redactedForLog)")
            case .expiryDetected(let reason): line("login page caught (\(reason.rawValue)); getting a valid token")
            case .expiryPredicted(let reason):
                line("session predicted ended (\(reason.rawValue)); re-bridging before the request goes out")
            case .recovered(let url): line("recovered \(url.redactedForLog)")
            case .unsupportedURL(let url): line("not an instance page: \(url.redactedForLog) (handed to the app)")
            case .failed(let error): line("failed: \(error.localizedDescription)")
            case .themePreferenceWritten: line("theme ids written as the user's theme preferences")
            case .themePreferenceFailed(let reason): line("theme ids not written (\(reason)); the page loads anyway")
            case .inputRestored(let fields): line("\(fields) fields got back what the user typed before the expiry")
            case .inputOverLimit(let kept): line("the form is over the keeping limit; \(kept) fields kept")
            case .sessionEndApproaching(let warning): line("session ends soon (\(warning.reason.rawValue))")
            case .appLocked: line("the app lock covered the page")
            case .appUnlocked: line("the app lock opened")
            case .finished(let url):
                if case .finished(let before)? = landed, before != url {
                    line("client-side redirect: \(before.redactedForLog) -> \(url.redactedForLog)")
                }
                landed = activity
                settling?.cancel()
                settling = Task { [settle = request.settle] in
                    try? await Task.sleep(for: settle)
                    if !Task.isCancelled { sink.yield(nil) }
                }
                continue
            @unknown default: line("another activity")
            }
            if activity.endsLoad { return activity }
        }
        if let landed { return landed }
        throw CommandFailure(description: "no answer within \(request.timeout)")
    }

    /// Puts a rendering engine's view in a browser window (WebKit draws, and snapshots, only what is shown).
    private func show(_ controller: NowWebViewController) async {
        #if WebKitGTK
            guard request.engine == .webkitgtk else { return }
            do {
                window = try await NowWebBrowserWindow(controller: controller)
            } catch {
                line("no window: \(error.localizedDescription)")
            }
        #endif
    }

    /// Takes the screenshot, or keeps the window open until it is closed, Back runs out of history, or Ctrl-C.
    private func finish(_ controller: NowWebViewController) async throws {
        #if WebKitGTK
            guard let window,
                let engine = await (controller.webEngine as? DeferredWebEngine)?.readyEngine()
                    as? WebKitGTKEngine
            else { return }
            if request.screenshot != nil || request.windowScreenshot != nil {
                // WebKit's snapshot and the window's next paint come by callback: a web process that never
                // answers would hold the command forever.
                let limit = request.timeout
                do {
                    try await Deadline.run(
                        within: limit, on: ContinuousClock(),
                        timeoutError: CommandFailure(description: "no screenshot within \(limit)")
                    ) { try await self.writeScreenshots(engine: engine, window: window) }
                } catch {
                    await window.close()
                    throw error
                }
                await window.close()
                return
            }
            let (closed, close) = AsyncStream.makeStream(of: String.self)
            let interrupt = InterruptWaiter()
            Task {
                await interrupt.wait()
                close.yield("interrupted")
            }
            window.onClose = { close.yield("window closed") }
            dismissal.onDismiss = { close.yield("back with no history left") }
            controller.delegate = dismissal
            line("window open: Back, Reload and the title bar work; close it or press Ctrl-C to quit")
            for await reason in closed {
                line(reason)
                break
            }
            await window.close()
        #endif
    }

    #if WebKitGTK
        /// Writes the page's and the window's pictures that were asked for.
        private func writeScreenshots(engine: WebKitGTKEngine, window: NowWebBrowserWindow) async throws {
            if let file = request.screenshot {
                try await engine.writeSnapshotPNG(to: file)
                line("screenshot written to \(file.path)")
            }
            if let file = request.windowScreenshot {
                try await window.writeWindowPNG(to: file)
                line("window screenshot written to \(file.path)")
            }
        }
    #endif

    private func line(_ text: String) {
        let elapsed = (ContinuousClock.now - start).formatted(.units(allowed: [.milliseconds], width: .narrow))
        print("[\(elapsed.padding(toLength: 8, withPad: " ", startingAt: 0))] \(text)")
        // Each step reaches a pipe or a file as it happens, not when the buffer fills.
        fflush(nil)
    }
}

extension NowWebViewController.Activity {
    /// Whether the activity ends a load: a finished page, a failure, or a URL handed to the app.
    var endsLoad: Bool {
        switch self {
        case .finished, .failed, .unsupportedURL: true
        default: false
        }
    }
}

/// Hears the controller's dismissal request (Back with no history) for the window's owner.
@MainActor
final class OpenDelegate: NowWebViewControllerDelegate {
    var onDismiss: (@MainActor () -> Void)?

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        print("flow ended: \(flowName)")
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {
        print("navigation failed: \(error.localizedDescription)")
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        print("not an instance page: \(unsupportedUrl.redactedForLog)")
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        onDismiss?()
    }
}

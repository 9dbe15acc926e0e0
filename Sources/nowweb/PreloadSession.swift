import Foundation
import NowSDK
import NowWeb

/// One run of `nowweb preload`: sign in, make the service, preload, and report.
@MainActor
struct PreloadSession {
    let request: OpenRequest
    let configuration: NowWebPreload.Configuration
    var clock = NowClock.system

    func run() async throws {
        guard let instance = request.instance else { throw UsageError(description: "no instance") }
        let core = try NowCoreService(configuration: request.sdkConfiguration(clock: clock))
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance, appBundleId: request.bundleId),
            core: core, options: NowWebService.Options(makeEngine: request.engine.factory, clock: clock))
        let preload = try service.preloadWebCache(urls: request.pages, configuration: configuration)
        let bar = PreloadProgressBar(isTerminal: isatty(STDOUT_FILENO) == 1)
        bar.start(preload.progress)
        preload.progressHandler = { bar.update($0) }
        let deadline = Task { [timeout = request.timeout] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            preload.cancel()
        }
        let final = await preload.finished()
        deadline.cancel()
        bar.finish(final)
        let unfinished = final.failedCount + final.count(of: .timedOut) + final.count(of: .cancelled)
        if unfinished > 0 {
            throw CommandFailure(description: "\(unfinished) of \(final.total) pages were not preloaded")
        }
    }
}

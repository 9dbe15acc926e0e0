import Foundation
import NowSDK
import NowWeb
import NowWebHeadless
import NowWebTesting
import Testing

enum WebTestHarness {
    static let user = "abel.tuter"
    static let password = "Abel.Tuter-1"

    /// A core service that signs `user` in with the password grant, on the emulator's clock.
    static func makeCore(
        _ instance: InstanceEmulator, logSink: (any NowLogSink)? = nil
    ) throws -> NowCoreService {
        try instance.makePasswordCore(logSink: logSink)
    }

    /// A web service on the emulator with its own core; without `options`, its controllers load with the
    /// headless engine.
    static func makeService(
        _ instance: InstanceEmulator, core: NowCoreService? = nil, options: NowWebService.Options? = nil
    ) async throws -> NowWebService {
        var options = options ?? NowWebService.Options(makeEngine: NowWebHeadless.engineFactory)
        options.clock = NowClock(now: instance.clock.now, timer: options.clock.timer)
        return try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
            core: try core ?? makeCore(instance), options: options)
    }

    /// Makes a controller for `path`, with a recording delegate and activity recorder.
    @MainActor
    static func open(
        _ path: String, on service: NowWebService
    ) throws -> (NowWebViewController, RecordingControllerDelegate, ActivityRecorder) {
        let delegate = RecordingControllerDelegate()
        let controller = try service.makeWebViewController(for: URL(string: path)!, delegate: delegate).get()
        return (controller, delegate, ActivityRecorder(controller))
    }
}

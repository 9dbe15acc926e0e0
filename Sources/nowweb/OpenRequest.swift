import Foundation
import NowInternal
import NowSDK

/// What `nowweb open` was asked to do, parsed from its arguments.
struct OpenRequest: Sendable {
    var page: URL
    var signIn: SignInOptions
    var engine: OpenEngine
    var screenshot: URL?
    var timeout: Duration

    /// The instance, `nil` until the embedded emulator is running.
    var instance: URL? {
        get { signIn.instance }
        set { signIn.instance = newValue }
    }
    /// True when no instance was given and `nowweb open` runs its own emulator.
    var isEmbedded: Bool { signIn.isEmbedded }
    var bundleId: String { signIn.bundleId }

    init(parsing arguments: inout Arguments) throws {
        signIn = try SignInOptions(parsing: &arguments)
        let engineName = try arguments.value("engine") ?? OpenEngine.default.rawValue
        guard let engine = OpenEngine(rawValue: engineName) else {
            throw UsageError(description: "--engine: '\(engineName)' is not one of \(OpenEngine.names)")
        }
        self.engine = engine
        screenshot = try arguments.value("screenshot").map { URL(fileURLWithPath: $0) }
        timeout = try arguments.value("timeout").map { try Arguments.duration($0, flag: "timeout") } ?? .seconds(60)
        let positionals = arguments.positionals()
        guard positionals.count == 1, let page = URL(string: positionals[0]) else {
            throw UsageError(description: positionals.isEmpty ? "missing URL" : "expected exactly one URL")
        }
        self.page = page
        try signIn.validate()
        if screenshot != nil, engine == .headless {
            throw UsageError(description: "--screenshot needs a rendering engine, not --engine headless")
        }
    }

    /// The SDK configuration for the requested sign-in.
    func sdkConfiguration(now: @escaping @Sendable () -> Date) -> NowSDKConfiguration {
        signIn.sdkConfiguration(now: now)
    }
}

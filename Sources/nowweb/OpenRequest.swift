import Foundation
import NowInternal
import NowSDK

/// What `nowweb open` (or `nowweb preload`) was asked to do, parsed from its arguments.
struct OpenRequest: Sendable {
    /// The pages given, in order; `nowweb open` takes exactly one.
    var pages: [URL]
    /// The first page given.
    var page: URL { pages[0] }
    var signIn: SignInOptions
    var engine: OpenEngine
    var screenshot: URL?
    /// Where `--window-screenshot` writes the whole window, chrome included.
    var windowScreenshot: URL?
    /// The theme `--theme` names (`light`, `dark` or a JSON file); `nil` for the default theme and the system's
    /// appearance.
    var theme: OpenTheme?
    var timeout: Duration
    /// How long a landed page is watched for client-side redirects (meta refresh, script navigation).
    var settle: Duration = .milliseconds(500)

    /// The instance, `nil` until the embedded emulator is running.
    var instance: URL? {
        get { signIn.instance }
        set { signIn.instance = newValue }
    }
    /// True when no instance was given and `nowweb open` runs its own emulator.
    var isEmbedded: Bool { signIn.isEmbedded }
    var bundleId: String { signIn.bundleId }

    /// Parses the sign-in and engine options, then the positional URLs: exactly one, or with `severalPages`
    /// one or more.
    init(parsing arguments: inout Arguments, severalPages: Bool = false) throws {
        signIn = try SignInOptions(parsing: &arguments)
        let engineName = try arguments.value("engine") ?? OpenEngine.default.rawValue
        guard let engine = OpenEngine(rawValue: engineName) else {
            throw UsageError(description: "--engine: '\(engineName)' is not one of \(OpenEngine.names)")
        }
        self.engine = engine
        screenshot = try arguments.value("screenshot").map { URL(fileURLWithPath: $0) }
        windowScreenshot = try arguments.value("window-screenshot").map { URL(fileURLWithPath: $0) }
        theme = try arguments.value("theme").map { try OpenTheme(argument: $0) }
        timeout = try arguments.value("timeout").map { try Arguments.duration($0, flag: "timeout") } ?? .seconds(60)
        let positionals = arguments.positionals()
        guard !positionals.isEmpty else { throw UsageError(description: "missing URL") }
        guard severalPages || positionals.count == 1 else { throw UsageError(description: "expected exactly one URL") }
        pages = try positionals.map { text in
            guard let page = URL(string: text) else { throw UsageError(description: "'\(text)' is not a URL") }
            return page
        }
        try signIn.validate()
        if screenshot != nil, engine == .headless {
            throw UsageError(description: "--screenshot needs a rendering engine, not --engine headless")
        }
        if windowScreenshot != nil, engine == .headless {
            throw UsageError(description: "--window-screenshot needs a rendering engine, not --engine headless")
        }
    }

    /// The SDK configuration for the requested sign-in.
    func sdkConfiguration(clock: NowClock) -> NowSDKConfiguration {
        signIn.sdkConfiguration(clock: clock)
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting

/// `nowweb demo`: the whole flow on the embedded instance emulator, one readable line per step.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let summary = "walk through a full web session on the embedded instance emulator"
    static let help = """
        usage: nowweb demo [--session-timeout DURATION] [--latency DURATION] [--expiry-variant VARIANT]
                           [--window-seconds SECONDS | --no-window]

        Starts an instance emulator in-process, configures NowSDK with a password grant for a test user,
        makes a NowWebService, opens two controllers, lets the web session expire and shows the recovery,
        then logs out. Each step prints its time and the requests the instance saw; the end sums up the request
        log. Built with the WebKitGTK engine and run where there is a display, it also shows the home page in a
        window for a few seconds, then closes it.

        options:
          --session-timeout DURATION  the instance's idle timeout (default 2m; the demo advances the
                                      instance's clock past it instead of waiting)
          --latency DURATION          added to every response (default 0ms)
          --expiry-variant VARIANT    how the instance answers an expired session (default loginRedirect):
                                      \(ExpiryVariant.allCases.map(\.rawValue).joined(separator: ", "))
          --window-seconds SECONDS    how long the page stays in the window (default 3)
          --no-window                 no window, even with a display
        """

    static func run(_ arguments: Arguments) async throws {
        var arguments = arguments
        var configuration = InstanceEmulator.Configuration()
        configuration.sessionTimeout =
            try arguments.value("session-timeout").map {
                try Arguments.duration($0, flag: "session-timeout")
            } ?? .seconds(120)
        if let latency = try arguments.value("latency") {
            configuration.faults.latency = try Arguments.duration(latency, flag: "latency")
        }
        if let variant = try arguments.value("expiry-variant") {
            guard let parsed = ExpiryVariant(rawValue: variant) else {
                throw UsageError(description: "--expiry-variant: unknown variant '\(variant)'")
            }
            configuration.expiryVariant = parsed
        }
        let windowSeconds = try arguments.value("window-seconds").map { text in
            guard let seconds = Double(text), seconds >= 0, seconds <= 600 else {
                throw UsageError(description: "--window-seconds: '\(text)' is not a number of seconds up to 600")
            }
            return seconds
        }
        let windowless = arguments.flag("no-window")
        try arguments.finish()
        try await withInstanceEmulator(configuration) { instance in
            try await DemoWalkthrough(instance: instance, windowSeconds: windowless ? nil : windowSeconds ?? 3).run()
        }
    }
}

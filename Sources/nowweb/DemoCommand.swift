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

        Starts an instance emulator in-process, configures NowSDK with a password grant for a test user,
        makes a NowWebService, opens two controllers, lets the web session expire and shows the recovery,
        then logs out. Each step prints its time and the requests the instance saw.

        options:
          --session-timeout DURATION  the instance's idle timeout (default 2m; the demo advances the
                                      instance's clock past it instead of waiting)
          --latency DURATION          added to every response (default 0ms)
          --expiry-variant VARIANT    how the instance answers an expired session (default loginRedirect):
                                      \(ExpiryVariant.allCases.map(\.rawValue).joined(separator: ", "))
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
        try arguments.finish()
        try await withInstanceEmulator(configuration) { instance in
            try await DemoWalkthrough(instance: instance).run()
        }
    }
}

import NowWebTesting

extension InstanceCommand {
    /// The faults named by the command line's fault flags.
    static func faults(from arguments: inout Arguments, latency: Duration) throws -> InstanceEmulator.Faults {
        var faults = InstanceEmulator.Faults()
        faults.latency = latency
        if let jitter = try arguments.value("jitter") { faults.jitter = try Arguments.duration(jitter, flag: "jitter") }
        if let bandwidth = try arguments.value("bandwidth") {
            guard let rate = Int(bandwidth), rate > 0 else {
                throw UsageError(
                    description: "--bandwidth: '\(bandwidth)' is not a positive number of bytes per second")
            }
            faults.bytesPerSecond = rate
        }
        if let kind = try arguments.value("token-failure") {
            faults.tokenEndpoint = try choice(
                kind, flag: "token-failure",
                [
                    "500": .serverError, "503": .serviceUnavailable(retryAfterSeconds: 5),
                    "429": .tooManyRequests(retryAfterSeconds: 5), "timeout": .timeout,
                    "drop": .connectionDropped, "malformed-json": .malformedJSON, "invalid-grant": .invalidGrant,
                ])
        }
        if let kind = try arguments.value("body-fault") {
            faults.body = try choice(
                kind, flag: "body-fault",
                [
                    "slow": .slow(chunkBytes: 1024, interval: .milliseconds(100)), "truncated": .truncated,
                    "reset": .resetMidResponse,
                ])
        }
        if let mode = try arguments.value("service-settings") {
            faults.serviceSettings = try choice(
                mode, flag: "service-settings",
                [
                    "enabled": .enabled, "disabled": .disabled, "invalid-json": .invalidJSON, "500": .serverError,
                    "missing": .missing,
                ])
        }
        faults.refuseNewSessions = arguments.flag("refuse-new-sessions")
        faults.freshTokenLandsOnLogin = arguments.flag("fresh-token-lands-on-login")
        return faults
    }

    private static func choice<Value>(_ text: String, flag: String, _ options: [String: Value]) throws -> Value {
        guard let value = options[text] else {
            let names = options.keys.sorted().joined(separator: ", ")
            throw UsageError(description: "--\(flag): '\(text)' is not one of \(names)")
        }
        return value
    }
}

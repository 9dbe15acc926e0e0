import Foundation
import NowInternal
import NowWebTesting

/// The command-line options of the emulated network every `nowweb-bench` program that talks to the emulator
/// accepts: a round trip per request with seeded jitter, a cost per new connection, one link shared by every
/// connection (docs/BENCHMARKS.md, "Network model"). `apply(to:)` sets them as the emulator's `NetworkModel`.
struct NetworkOptions {
    /// The round trip every request costs.
    var latency: Duration = .milliseconds(50)
    /// Jitter as a share of the round trip, either way (20 = each round trip drawn from 0.8-1.2 x).
    var jitterPercent = 0
    /// The cost of a new connection, in round trips (2 = a TCP and a TLS 1.3 handshake).
    var setupRoundTrips = 0.0
    /// The one link's rate shared by every connection, or `nil` for none.
    var kilobitsPerSecond: Int?
    /// The jitter's seed.
    var seed: UInt64 = 1

    /// The options it reads, for usage lines.
    static let usage = "--rtt-ms N, --jitter-percent P, --setup-rtts N, --link-kbps N, --seed N"

    /// Reads `flag` with `value` when it is one of the network's options; `false` when it is not.
    mutating func read(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--latency-ms", "--rtt-ms":
            guard let milliseconds = Int(value), milliseconds > 0 else {
                throw BenchmarkUsageError(description: "\(flag) needs a positive number")
            }
            latency = .milliseconds(milliseconds)
        case "--jitter-percent":
            guard let percent = Int(value), (0...100).contains(percent) else {
                throw BenchmarkUsageError(description: "--jitter-percent needs 0 to 100")
            }
            jitterPercent = percent
        case "--setup-rtts":
            guard let rtts = Double(value), rtts >= 0 else {
                throw BenchmarkUsageError(description: "--setup-rtts needs a number of round trips, 0 or more")
            }
            setupRoundTrips = rtts
        case "--link-kbps":
            guard let rate = Int(value), rate > 0 else {
                throw BenchmarkUsageError(description: "--link-kbps needs a positive number")
            }
            kilobitsPerSecond = rate
        case "--seed":
            guard let number = UInt64(value) else { throw BenchmarkUsageError(description: "--seed needs a number") }
            seed = number
        default:
            return false
        }
        return true
    }

    /// Sets the emulator's faults to this network.
    func apply(to configuration: inout InstanceEmulator.Configuration) {
        let jitter = latency * (Double(jitterPercent) / 100)
        configuration.faults.latency = latency - jitter
        configuration.faults.jitter = jitter * 2
        configuration.faults.jitterSeed = seed
        configuration.faults.connectionSetup = latency * setupRoundTrips
        configuration.faults.sharedBytesPerSecond = kilobitsPerSecond.map { $0 * 1000 / 8 }
    }

    /// `50 ms round trip per request (+-0 %, seed 1), new connection 0 round trips, shared link unlimited`.
    var summary: String {
        "\(Int(latency.secondsValue * 1000)) ms round trip per request (+-\(jitterPercent) %, seed \(seed)), "
            + "new connection \(String(format: "%g", setupRoundTrips)) round trips, "
            + "shared link \(kilobitsPerSecond.map { "\($0) kbit/s" } ?? "unlimited")"
    }
}

extension InstanceEmulator.Configuration {
    /// The emulator the web programs measure: `network`, and every page referencing `assets` assets of
    /// 20-200 KiB.
    static func benchmark(network: NetworkOptions, assets: Int) -> Self {
        var configuration = Self()
        network.apply(to: &configuration)
        configuration.assets.count = assets
        configuration.assets.minimumBytes = 20 * 1024
        configuration.assets.maximumBytes = 200 * 1024
        // A fleet of headless controllers holds a connection each (their engines do not share a connection
        // pool); past the default 256 the emulator would answer 503, which a page shows as well as any other.
        configuration.maximumConnections = 2048
        return configuration
    }
}

import Foundation
import NowInternal

/// What the emulator's answers cost on the wire, as one client (one device) on one network link sees them.
///
/// The model, per response, in the order the costs add up:
/// - **Round trip.** `latency` once per request: the request's way there and the answer's way back.
/// - **Jitter.** Up to `jitter` more, drawn uniformly; with a `jitterSeed`, from a seeded generator, so
///   that two runs with the same seed and the same request order see the same delays.
/// - **Connection set-up.** `connectionSetup` more on the first request of every new connection (the TCP
///   handshake, and TLS's where a real instance needs it; loopback connections cost nothing of their own).
/// - **Shared bandwidth.** With `sharedBytesPerSecond`, every response of every connection of the emulator
///   (both listeners: one device, one link) queues on one link of that rate, first come first served: a
///   response leaves when the link is free and its round trip has passed, and arrives whole when its bytes
///   have crossed. The body is then written at once, so the client sees no partial body before that moment.
///
/// Not modelled: packet loss, TCP slow start, HTTP/2, DNS and a radio's wake-up.
package struct NetworkModel: Sendable {
    /// The per-request round trip.
    package var latency: Duration
    /// The largest extra delay drawn per request.
    package var jitter: Duration
    /// The extra delay of a new connection's first request.
    package var connectionSetup: Duration
    /// The rate of the one link all responses share, or `nil` for none.
    package var sharedBytesPerSecond: Int?
    private var generator: SeededGenerator?
    /// When the shared link is free again.
    private var linkFreeAt: ContinuousClock.Instant?

    /// The model of `faults`.
    package init(_ faults: InstanceEmulator.Faults) {
        latency = faults.latency
        jitter = faults.jitter
        connectionSetup = faults.connectionSetup
        sharedBytesPerSecond = faults.sharedBytesPerSecond
        generator = faults.jitterSeed.map(SeededGenerator.init(seed:))
    }

    /// Whether `one` and `other` define the same model.
    package static func sameModel(_ one: InstanceEmulator.Faults, _ other: InstanceEmulator.Faults) -> Bool {
        one.latency == other.latency && one.jitter == other.jitter && one.jitterSeed == other.jitterSeed
            && one.connectionSetup == other.connectionSetup && one.sharedBytesPerSecond == other.sharedBytesPerSecond
    }

    /// How long after `now` a response of `bytes` (head and body) may be written.
    package mutating func delay(bytes: Int, firstOnConnection: Bool, at now: ContinuousClock.Instant) -> Duration {
        var delay = latency
        if jitter > .zero {
            let limit = jitter.components.seconds * 1_000_000 + jitter.components.attoseconds / 1_000_000_000_000
            let drawn: Int64
            if var seeded = generator {
                drawn = Int64.random(in: 0...max(0, limit), using: &seeded)
                generator = seeded
            } else {
                drawn = Int64.random(in: 0...max(0, limit))
            }
            delay += .microseconds(drawn)
        }
        if firstOnConnection { delay += connectionSetup }
        guard let rate = sharedBytesPerSecond, rate > 0 else { return delay }
        let departure = max(now + delay, linkFreeAt ?? now)
        let arrival = departure + .microseconds(Int64(bytes) * 1_000_000 / Int64(rate))
        linkFreeAt = arrival
        return arrival - now
    }
}

/// SplitMix64: a small, seeded generator, the same sequence for the same seed on every platform.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

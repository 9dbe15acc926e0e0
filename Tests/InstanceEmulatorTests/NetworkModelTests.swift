import Foundation
import NowWebTesting
import Testing

@Suite("Network model")
struct NetworkModelTests {
    private static func faults(_ change: (inout InstanceEmulator.Faults) -> Void) -> InstanceEmulator.Faults {
        var faults = InstanceEmulator.Faults()
        change(&faults)
        return faults
    }

    private static let start = ContinuousClock.now

    @Test func everyRequestCostsOneRoundTripAndANewConnectionItsSetUp() {
        var model = NetworkModel(
            Self.faults {
                $0.latency = .milliseconds(150)
                $0.connectionSetup = .milliseconds(300)
            })

        #expect(model.delay(bytes: 1000, firstOnConnection: true, at: Self.start) == .milliseconds(450))
        #expect(model.delay(bytes: 1000, firstOnConnection: false, at: Self.start) == .milliseconds(150))
    }

    @Test func theSameSeedDrawsTheSameJitterAndAnotherSeedOther() {
        let seeded = { (seed: UInt64) -> [Duration] in
            var model = NetworkModel(
                Self.faults {
                    $0.latency = .milliseconds(120)
                    $0.jitter = .milliseconds(60)
                    $0.jitterSeed = seed
                })
            return (0..<20).map { _ in model.delay(bytes: 0, firstOnConnection: false, at: Self.start) }
        }

        #expect(seeded(7) == seeded(7))
        #expect(seeded(7) != seeded(8))
        #expect(seeded(7).allSatisfy { $0 >= .milliseconds(120) && $0 <= .milliseconds(180) })
        #expect(Set(seeded(7)).count > 10, "the jitter varies from request to request")
    }

    @Test func connectionsShareOneLinkFirstComeFirstServed() {
        // 1.5 Mbit/s = 187,500 bytes/s: 187,500 bytes take one second on the link.
        var model = NetworkModel(
            Self.faults {
                $0.latency = .milliseconds(100)
                $0.sharedBytesPerSecond = 187_500
            })

        let first = model.delay(bytes: 187_500, firstOnConnection: false, at: Self.start)
        let second = model.delay(bytes: 187_500, firstOnConnection: false, at: Self.start)
        let later = model.delay(bytes: 1875, firstOnConnection: false, at: Self.start + .seconds(5))

        #expect(first == .milliseconds(1100), "round trip, then a second on the link")
        #expect(second == .milliseconds(2100), "queued behind the first")
        #expect(later == .milliseconds(110), "an idle link: round trip and 10 ms of bytes")
    }
}

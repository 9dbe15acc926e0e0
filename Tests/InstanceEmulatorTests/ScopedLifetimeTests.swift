import Foundation
import NowWebTesting
import Testing

@Suite("Scoped lifetime")
struct ScopedLifetimeTests {
    private struct Failure: Error {}

    @Test func emulatorShutsDownWhenTheBodyThrows() async throws {
        var port: UInt16 = 0
        await #expect(throws: Failure.self) {
            try await withInstanceEmulator { instance in
                port = UInt16(instance.baseURL.port!)
                throw Failure()
            }
        }
        #expect(port != 0)
        #expect(throws: InstanceEmulatorError.self) { try LoopbackHTTPClient(port: port) }
    }

    @MainActor @Test func bodyRunsOnTheCallersActor() async throws {
        let counter = MainActorCounter()
        let result = try await withInstanceEmulator { instance in
            MainActor.assertIsolated()
            counter.value += 1
            return instance.baseURL.port
        }
        #expect(counter.value == 1 && result != nil)
    }
}

/// State only the main actor may touch, to prove the body ran there.
@MainActor private final class MainActorCounter {
    var value = 0
}

import Foundation
import NowWebTesting
import Testing

@Suite("Scoped lifetime")
struct ScopedLifetimeTests {
    private struct Failure: Error {}

    @Test func emulatorShutsDownWhenTheBodyThrows() async throws {
        var listener: UInt64?
        var names: [String] = []
        await #expect(throws: Failure.self) {
            try await withInstanceEmulator { instance in
                listener = ListeningSockets.inode(port: UInt16(instance.baseURL.port!))
                names = instance.threadNames
                throw Failure()
            }
        }
        let inode = try #require(listener)
        #expect(!ListeningSockets.isOpen(inode))
        #expect(HTTPServerTests.threadCount(named: names) == 0)
    }

    @Test func releasingAnEmulatorWithoutShutdownStopsIt() async throws {
        var instance: InstanceEmulator? = try await InstanceEmulator.start()
        let port = UInt16(try #require(instance?.baseURL.port))
        let names = try #require(instance?.threadNames)
        let listener = try #require(ListeningSockets.inode(port: port))
        #expect(try await LoopbackHTTPClient(port: port).request("GET", "/login.do").status == 200)
        instance = nil
        #expect(HTTPServerTests.threadCount(named: names) == 0)
        #expect(!ListeningSockets.isOpen(listener))
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

import NowInternal
import NowSDK

/// An in-memory store whose saves wait until the test opens the gate, to interleave a logout with a save.
final class GatedTokenStore: NowTokenStore {
    private let inner = NowInMemoryTokenStore()
    private let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    private let gate = Locked<CheckedContinuation<Void, Never>?>(nil)

    init() { (started, startedContinuation) = AsyncStream.makeStream(of: Void.self) }

    /// Returns once a save is waiting at the gate.
    func waitForSave() async {
        var iterator = started.makeAsyncIterator()
        _ = await iterator.next()
    }

    /// Lets the waiting save through.
    func open() { gate.withLock { $0 }?.resume() }

    func load(for key: NowTokenStoreKey) async throws -> NowTokenSet? { try await inner.load(for: key) }

    func save(_ tokens: NowTokenSet, for key: NowTokenStoreKey) async throws {
        await withCheckedContinuation { continuation in
            gate.withLock { $0 = continuation }
            startedContinuation.yield()
        }
        try await inner.save(tokens, for: key)
    }

    func remove(for key: NowTokenStoreKey) async throws { try await inner.remove(for: key) }

    func removeAll(instance: String?) async throws { try await inner.removeAll(instance: instance) }
}

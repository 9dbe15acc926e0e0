import NowInternal

/// A thread-safe counter for scripted doubles: `next()` returns 0, 1, 2, ...
final class TestCounter: Sendable {
    private let value = Locked(0)

    func next() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}

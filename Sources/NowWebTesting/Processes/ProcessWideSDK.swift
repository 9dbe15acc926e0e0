import NowInternal

/// The tests of one process that configure or log out NowSDK's process-wide SDK (`NowSDK.configure(with:)`,
/// `NowSDK.logout()`), run one at a time: every suite of the process shares that SDK, so that one suite's logout
/// would log out the core another suite is testing, or its configuration replace it.
package enum ProcessWideSDK {
    /// Whether a caller's body runs, and the callers waiting for their turn, first come first served.
    private static let turns = Locked<(busy: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Runs `body` once no other caller's body runs.
    ///
    /// - Parameters:
    ///   - isolation: Where `body` runs; the caller's actor by default.
    ///   - body: What to do with the SDK to oneself.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package static func exclusively<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async throws -> R {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = turns.withLock { state in
                if state.busy {
                    state.waiting.append(turn)
                    return false
                }
                state.busy = true
                return true
            }
            if now { turn.resume() }
        }
        defer {
            let next = turns.withLock { state in
                if state.waiting.isEmpty { state.busy = false }
                return state.waiting.isEmpty ? nil : state.waiting.removeFirst()
            }
            next?.resume()
        }
        return try await body()
    }
}

/// Runs an operation that may never finish (an app's authorization callback, a browser sign-in, an engine's
/// wipe, a token request) with a time limit on the injected clock and prompt cancellation, without waiting for
/// the operation to notice either. The one "operation against a timer" of the package.
package enum Deadline {
    /// Returns `operation`'s value, or throws `timeoutError` once `limit` has passed on `clock` (the operation is
    /// cancelled and left behind). Cancelling the caller cancels both and throws `CancellationError`.
    ///
    /// - Parameters:
    ///   - limit: How long the operation may take.
    ///   - clock: The clock the limit is measured on (tests inject a manual one).
    ///   - timeoutError: What to throw when the limit passes first.
    ///   - operation: The work; its own error is rethrown as it is.
    package static func run<Value: Sendable>(
        within limit: Duration, on clock: any Clock<Duration>, timeoutError: any Error,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let once = OnceFlag()
        let tasks = TaskPair()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let work = Task {
                    let result: Result<Value, any Error>
                    do { result = .success(try await operation()) } catch { result = .failure(error) }
                    if once.claim() {
                        tasks.cancelAll()
                        continuation.resume(with: result)
                    }
                }
                let timer = Task {
                    try? await clock.sleep(lasting: limit)
                    // Read before `cancelAll`, which cancels this task too: only the caller's cancellation
                    // (which cancels the timer first) is a cancellation; the limit passing is a timeout.
                    let callerCancelled = Task.isCancelled
                    if once.claim() {
                        tasks.cancelAll()
                        continuation.resume(throwing: callerCancelled ? CancellationError() : timeoutError)
                    }
                }
                tasks.set(work, timer)
            }
        } onCancel: {
            tasks.cancelAll()
        }
    }
}

/// The operation and timer tasks of one ``Deadline`` run, cancellable from either side.
private final class TaskPair: Sendable {
    private let tasks = Locked<[Task<Void, Never>]>([])
    private let cancelled = Locked(false)

    func set(_ work: Task<Void, Never>, _ timer: Task<Void, Never>) {
        tasks.withLock { $0 = [work, timer] }
        if cancelled.current { cancelAll() }
    }

    func cancelAll() {
        cancelled.withLock { $0 = true }
        for task in tasks.current { task.cancel() }
    }
}

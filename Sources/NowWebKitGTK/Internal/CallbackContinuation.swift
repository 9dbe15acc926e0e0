#if WebKitGTK
    import NowInternal

    /// The one-shot answer to a WebKit callback that a task awaits.
    ///
    /// WebKit may never call back (its network process gone, the view torn down), so the awaiting task must
    /// be able to give up: cancelling it resumes it with `CancellationError`, and whichever of the callback
    /// and the cancellation comes second is ignored.
    final class CallbackContinuation<Value: Sendable>: Sendable {
        private enum State {
            case pending
            case waiting(CheckedContinuation<Value, any Error>)
            case finished(Result<Value, any Error>)
            case delivered
        }

        private let state = Locked(State.pending)

        /// Resumes the awaiting task with `result`, unless it was resumed already.
        func resume(_ result: Result<Value, any Error>) {
            let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
                switch state {
                case .pending:
                    state = .finished(result)
                    return nil
                case .waiting(let continuation):
                    state = .delivered
                    return continuation
                case .finished, .delivered:
                    return nil
                }
            }
            continuation?.resume(with: result)
        }

        /// Awaits the answer to a callback that `start` sets off with this continuation.
        static func awaiting(
            isolation: isolated (any Actor)? = #isolation,
            _ start: (CallbackContinuation<Value>) -> Void
        ) async throws -> Value {
            let callback = CallbackContinuation<Value>()
            // Set off here, in the caller's isolation: the closures below run on the global executor.
            start(callback)
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let early: Result<Value, any Error>? = callback.state.withLock { state in
                        guard case .finished(let result) = state else {
                            state = .waiting(continuation)
                            return nil
                        }
                        state = .delivered
                        return result
                    }
                    if let early { continuation.resume(with: early) }
                }
            } onCancel: {
                callback.resume(.failure(CancellationError()))
            }
        }
    }
#endif

import NowInternal

/// Holds the transport's requests whose index the test names until it releases them, and tells the test when
/// each arrives; every other request passes. Use it in a ``ScriptedTransport`` script:
/// `await gate.pass(index)` before answering.
final class ExchangeGate: Sendable {
    private struct State {
        var holding: Set<Int>
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var arrived: Set<Int> = []
        var arrivalWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
    }

    private let state: Locked<State>

    /// A gate that holds the requests `holding` (their indexes, from 0).
    init(holding: Set<Int>) { state = Locked(State(holding: holding)) }

    /// Lets request `index` go on: at once unless the gate holds it, else when ``release(_:)`` is called.
    func pass(_ index: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (holds, arrivalWaiters) = state.withLock { state in
                state.arrived.insert(index)
                let waiters = state.arrivalWaiters.removeValue(forKey: index) ?? []
                guard state.holding.contains(index) else { return (false, waiters) }
                state.waiting[index] = continuation
                return (true, waiters)
            }
            for waiter in arrivalWaiters { waiter.resume() }
            if !holds { continuation.resume() }
        }
    }

    /// Returns once request `index` has reached the gate.
    func arrival(of index: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived = state.withLock { state in
                if state.arrived.contains(index) { return true }
                state.arrivalWaiters[index, default: []].append(continuation)
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Lets request `index` go on, now if it is waiting, else when it arrives.
    func release(_ index: Int) {
        let waiting = state.withLock { state in
            state.holding.remove(index)
            return state.waiting.removeValue(forKey: index)
        }
        waiting?.resume()
    }
}

import Foundation
import NowInternal
import NowSDK

/// A connectivity source a test drives: it says what ``set(_:)`` last said, to every listener, at once.
///
/// ```swift
/// let network = ScriptedConnectivity(.offline)
/// let options = NowWebService.Options(connectivity: network)
/// // ... a page fails offline and shows its retry banner ...
/// network.set(.online)   // the page reloads once
/// ```
public final class ScriptedConnectivity: NowConnectivitySource {
    private struct State {
        var current: NowConnectivity?
        var listeners: [Int: AsyncStream<NowConnectivity>.Continuation] = [:]
        var nextID = 0
    }

    private let state: Locked<State>

    /// A source that says `initial` (`nil`: nothing until the first ``set(_:)``).
    ///
    /// - Parameter initial: What listeners hear first.
    public init(_ initial: NowConnectivity? = nil) {
        state = Locked(State(current: initial))
    }

    /// What the source says now.
    public var current: NowConnectivity? { state.withLock { $0.current } }

    /// How many listeners iterate the source's streams now.
    public var listenerCount: Int { state.withLock { $0.listeners.count } }

    /// Says `connectivity` to every listener (even when it said so already).
    ///
    /// - Parameter connectivity: The new word.
    public func set(_ connectivity: NowConnectivity) {
        let listeners = state.withLock { state in
            state.current = connectivity
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(connectivity) }
    }

    /// The current word (when there is one), then each ``set(_:)``, until the listener stops.
    ///
    /// - Returns: A stream of its own.
    public func connectivityUpdates() -> AsyncStream<NowConnectivity> {
        let (stream, continuation) = AsyncStream.pair(of: NowConnectivity.self)
        let (id, current) = state.withLock { state in
            state.nextID += 1
            state.listeners[state.nextID] = continuation
            return (state.nextID, state.current)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        if let current { continuation.yield(current) }
        return stream
    }
}

import Foundation

/// Tells whether the device has a network, now and at each change: the platform's monitor (`NWPathMonitor` on
/// Apple platforms, GIO's `GNetworkMonitor` with WebKitGTK), or a test's script.
///
/// Conformers yield the connectivity they know at once, then each change, for as long as the stream's consumer
/// iterates it; when the consumer stops (the stream terminates), they release what they watched with. Each call
/// of ``connectivityUpdates()`` is a stream of its own, so several consumers can listen at once.
///
/// ```swift
/// struct AlwaysOnline: NowConnectivitySource {
///     func connectivityUpdates() -> AsyncStream<NowConnectivity> {
///         AsyncStream { $0.yield(.online) }
///     }
/// }
/// ```
public protocol NowConnectivitySource: Sendable {
    /// The connectivity now, then at each change, until the consumer stops iterating.
    ///
    /// - Returns: A stream of its own for this consumer.
    func connectivityUpdates() -> AsyncStream<NowConnectivity>
}

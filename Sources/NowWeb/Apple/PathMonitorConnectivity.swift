#if canImport(Network)
    import Foundation
    import Network
    import NowInternal
    import NowSDK

    /// The Network framework's path monitor as a connectivity source: a monitor of its own per stream, `online`
    /// while its path is satisfied, cancelled when the stream ends.
    ///
    /// A path that needs a connection first (`requiresConnection`, a VPN on demand) counts as offline until it is
    /// satisfied; since the controller takes the source as a hint only, a load that works anyway is never held back.
    final class PathMonitorConnectivity: NowConnectivitySource {
        /// The source; each stream starts its own monitor.
        init() {}

        func connectivityUpdates() -> AsyncStream<NowConnectivity> {
            let (stream, continuation) = AsyncStream.pair(
                of: NowConnectivity.self, bufferingPolicy: .bufferingNewest(1))
            let monitor = Monitor()
            monitor.path.pathUpdateHandler = { path in
                continuation.yield(path.status == .satisfied ? .online : .offline)
            }
            continuation.onTermination = { _ in monitor.path.cancel() }
            monitor.path.start(queue: DispatchQueue(label: "dev.nowweb.connectivity"))
            return stream
        }

        /// One stream's monitor. `@unchecked Sendable`: `NWPathMonitor` is safe to use from any thread (Sendable
        /// from iOS 17 on; the iOS 16 SDK does not say so), and the box only hands it to the stream's end.
        private final class Monitor: @unchecked Sendable {
            let path = NWPathMonitor()
        }
    }
#endif

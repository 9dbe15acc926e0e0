#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal
    import NowSDK

    /// GIO's network monitor (`g_network_monitor_get_default()`) as a connectivity source: its
    /// `network-available` at once, then at each `network-changed` signal, on the GTK thread.
    ///
    /// GIO says whether a default route exists (netlink, or NetworkManager's portal in a sandbox); a machine
    /// with loopback only says `offline` while an instance on loopback answers, which is why the controller takes
    /// it as a hint and never holds a load back for it.
    final class NetworkMonitorConnectivity: NowConnectivitySource {
        /// The source; GIO's monitor is the process's one, made on first use.
        init() {}

        func connectivityUpdates() -> AsyncStream<NowConnectivity> {
            let (stream, continuation) = AsyncStream.pair(
                of: NowConnectivity.self, bufferingPolicy: .bufferingNewest(1))
            let listener = NetworkMonitorListener(continuation)
            Task { @GtkActor in listener.begin() }
            continuation.onTermination = { _ in Task { @GtkActor in listener.end() } }
            return stream
        }
    }

    /// One stream's handler on GIO's monitor; lives until the stream ends (its termination handler holds it).
    @GtkActor
    private final class NetworkMonitorListener: Sendable {
        private let continuation: AsyncStream<NowConnectivity>.Continuation
        private var monitor: UnsafeMutableRawPointer?
        private var handler: gulong = 0
        private var ended = false

        nonisolated init(_ continuation: AsyncStream<NowConnectivity>.Continuation) {
            self.continuation = continuation
        }

        /// Reads the monitor's word and connects to its changes, unless the stream ended first.
        func begin() {
            guard !ended, let monitor = rawObject(g_network_monitor_get_default()) else { return }
            self.monitor = monitor
            let changed: @convention(c) (gpointer?, gboolean, gpointer?) -> Void = { _, available, userData in
                let listener = Unmanaged<NetworkMonitorListener>.fromOpaque(userData!).takeUnretainedValue()
                GtkActor.assumeIsolated { listener.report(available != 0) }
            }
            handler = connectSignal(monitor, "network-changed", changed, Unmanaged.passUnretained(self).toOpaque())
            report(g_network_monitor_get_network_available(OpaquePointer(monitor)) != 0)
        }

        /// Disconnects from the monitor; nothing is reported after it.
        func end() {
            ended = true
            if let monitor, handler != 0 { g_signal_handler_disconnect(monitor, handler) }
            monitor = nil
        }

        private func report(_ available: Bool) {
            guard !ended else { return }
            continuation.yield(available ? .online : .offline)
        }
    }
#endif

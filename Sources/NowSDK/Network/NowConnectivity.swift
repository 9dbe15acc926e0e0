import Foundation

/// Whether the device has a network, as a ``NowConnectivitySource`` reports it.
///
/// A hint, never a gate: a machine without a network may report ``offline`` while an instance on its own
/// loopback answers, so nothing is held back because of it.
public enum NowConnectivity: Sendable, Equatable {
    /// A path to the network exists.
    case online
    /// No path: loads to anything but the device itself are expected to fail.
    case offline
}

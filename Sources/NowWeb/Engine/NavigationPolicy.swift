import Foundation

/// The answer to a ``NavigationAction``.
public enum NavigationPolicy: Sendable, Equatable {
    /// Perform the hop.
    case allow
    /// Do not perform it: the request never goes out.
    case cancel
}

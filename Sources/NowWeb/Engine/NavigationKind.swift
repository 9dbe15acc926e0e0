import Foundation

/// How a navigation came about.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NavigationKind: String, Sendable, Equatable {
    /// A load the owner asked for through ``WebEngine/load(_:)``.
    case issued
    /// A link the user followed or a script navigation.
    case linkActivated
    /// A form submission.
    case formSubmitted
    /// Back or forward in history.
    case backForward
    /// A reload.
    case reload
    /// A redirect answered by the server (3xx) or a meta refresh.
    case redirect
    /// Anything else.
    case other
}

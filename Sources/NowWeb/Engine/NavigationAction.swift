import Foundation

/// One navigation hop the engine is about to perform.
public struct NavigationAction: Sendable, Equatable {
    /// The URL the hop goes to.
    public var url: URL
    /// The URL the hop comes from, for redirects.
    public var sourceURL: URL?
    /// Whether the hop loads the main frame. `nil` when the engine cannot tell at decision time: the core then
    /// lets the hop go out and relies on main-frame events, so a login redirect reaches the server. Flag main-frame
    /// hops whenever the engine can.
    public var isMainFrame: Bool?
    /// How the hop came about.
    public var kind: NavigationKind

    /// Makes an action.
    public init(url: URL, sourceURL: URL? = nil, isMainFrame: Bool?, kind: NavigationKind) {
        self.url = url
        self.sourceURL = sourceURL
        self.isMainFrame = isMainFrame
        self.kind = kind
    }
}

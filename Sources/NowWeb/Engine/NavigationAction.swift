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
    /// The HTTP method of the hop's request, when the engine says (WebKitGTK and WKWebView do): a form sent
    /// with `GET` is a repeatable navigation to its URL, one sent with `POST` is not. `nil` when unknown.
    package var method: String?

    /// Whether the hop can be issued again as a `GET` of its URL without losing anything: a link, a reload, a
    /// script's or the engine's own load, or a form sent with `GET`; never back or forward, which must move in
    /// history, nor a form whose body would be lost.
    package var isRepeatable: Bool {
        switch kind {
        case .linkActivated, .issued, .reload, .other: true
        case .formSubmitted: method?.uppercased() == "GET"
        case .backForward, .redirect: false
        }
    }

    /// Makes an action.
    public init(url: URL, sourceURL: URL? = nil, isMainFrame: Bool?, kind: NavigationKind) {
        self.url = url
        self.sourceURL = sourceURL
        self.isMainFrame = isMainFrame
        self.kind = kind
    }
}

#if WebKitGTK
    import Foundation
    import NowWeb

    /// What the main-actor side of ``WebKitGTKEngine`` asks the GTK side to do, in order.
    enum EngineCommand: Sendable {
        case load(WebRequest)
        case reload
        case goBack
        case stop
        /// The owner's answer to the policy question with this id.
        case decide(UInt64, NavigationPolicy)
        case evaluate(String, CallbackContinuation<String?>)
        /// Runs a callback delivery script in the Cabrillo bridge's isolated world of the main frame.
        case deliver(String)
        /// Evaluates a script in the Cabrillo bridge's isolated world of the main frame and returns its result.
        case evaluateIsolated(String, CallbackContinuation<String?>)
        case snapshot(URL, CallbackContinuation<Void>)
        case showWindow(WebKitGTKEngine.WindowConfiguration, drawn: CallbackContinuation<Void>?)
        /// The style sheet for the documents of an origin, and the view's background.
        case pageStyleSheet(css: String, origin: URL, background: NowUIColor.Components)
        case terminateContentProcess
        /// Whether WebKit's developer tools may open the view's pages.
        case inspectable(Bool)
    }

    /// What the GTK side of ``WebKitGTKEngine`` tells the main-actor side, in the order it happened.
    enum EngineReport: Sendable {
        case event(WebEngineEvent)
        /// A navigation waits for the owner's answer, to be sent back as ``EngineCommand/decide(_:_:)``.
        case policy(UInt64, NavigationAction)
        /// A main resource's response, held until the owner has seen it (and perhaps stopped the load).
        case response(UInt64, WebResponse)
        case history(canGoBack: Bool)
        /// The view was mapped (on screen) or unmapped.
        case mapped(Bool)
        case panel(ScriptPanelRequest)
        /// A page's device permission request; the closure takes the owner's answer.
        case permission(DevicePermissionRequest, @Sendable (Bool) -> Void)
        /// A page's `<input type=file>` chooser; the closure takes the files picked (none cancels).
        case filePick(FilePickRequest, @Sendable ([URL]) -> Void)
    }
#endif

import Foundation

// swift-check: given service: NowWebService; show: (NowWebViewController) -> Void
/// Owns the controller of one page for a view that is rebuilt many times (a SwiftUI view, a list cell): one
/// controller for as long as the page keeps its identity, a new one only when the page or its service changes.
///
/// ``update(service:url:theme:)`` is what the view calls each time it is rebuilt; it returns the same
/// controller for the same service and URL however often it is called, applies a changed theme to it, and
/// makes a new controller (and drops the old one) when the URL or the service is another. The model is the
/// controller's delegate and passes what the controller reports to ``handlers``. SwiftUI apps use
/// `NowWebPageView`, which keeps one of these for its page as a `@StateObject`.
///
/// Where Combine exists (Apple platforms) the model is an `ObservableObject` that never publishes a change: the
/// controller changes only inside ``update(service:url:theme:)``, which a view calls from its `body` and whose
/// result that `body` shows, so a published change would only ask for a second render of the same page (and
/// SwiftUI reports a change published while it updates a view as undefined behaviour).
///
/// ```swift
/// let model = NowWebPageModel()
/// model.handlers.failure = { error in print(error.localizedDescription) }
/// if case .success(let controller) = model.update(service: service, url: URL(string: "/sp?id=index")!) {
///     show(controller)
/// }
/// ```
@MainActor
public final class NowWebPageModel {
    /// What the app hears from the page's controller. A handler left `nil` gets the delegate's default
    /// behaviour (``NowWebViewControllerDelegate``): the controller is dismissed on a flow end or a dismissal
    /// request, and an unsupported URL is opened by the system where it can be.
    public struct Handlers {
        /// Navigation failed and NowWeb could not recover (a ``NowWebError``, or ``NowWebServiceError`` once the
        /// service was closed).
        public var failure: (@MainActor (any Error) -> Void)?
        /// Something the controller did (``NowWebViewController/Activity``).
        public var activity: (@MainActor (NowWebViewController.Activity) -> Void)?
        /// A page flow ended, with the flow's name.
        public var flowEnd: (@MainActor (String) -> Void)?
        /// The page navigated to a URL NowWeb does not show.
        public var unsupportedURL: (@MainActor (URL) -> Void)?
        /// Back was requested with the page history exhausted.
        public var dismissalRequest: (@MainActor () -> Void)?
        /// The page's web session is expected to end soon, once per predicted end
        /// (``NowWebViewControllerDelegate/nowWebViewController(_:sessionWillEnd:)``); `nil` does nothing.
        public var sessionEndWarning: (@MainActor (NowWebViewController.Activity.SessionEndWarning) -> Void)?
        /// The page asked to show another page over itself (Cabrillo `modal.presentModal`): show the child controller
        /// and return `true`, or `false` to refuse
        /// (``NowWebViewControllerDelegate/nowWebViewController(_:presentModal:)``); `nil` presents it as the
        /// delegate's default does (iOS).
        public var modalPresentation: (@MainActor (NowWebViewController) -> Bool)?
        /// The modal shown ended: take the child controller off screen
        /// (``NowWebViewControllerDelegate/nowWebViewController(_:dismissModal:)``); `nil` dismisses it as the
        /// delegate's default does (iOS).
        public var modalDismissal: (@MainActor (NowWebViewController) -> Void)?
        /// A new controller was made for the page (once per page identity), before it loads: the place to set
        /// its `javaScriptPanelHandler` or add observers.
        public var controllerMade: (@MainActor (NowWebViewController) -> Void)?

        /// No handler: every report gets the delegate's default behaviour.
        public init() {}
    }

    /// What the handlers hear; replace them at any time.
    public var handlers = Handlers()
    /// The appearance the theme is resolved for (the controller's ``NowWebViewController/appearanceOverride``);
    /// `nil` follows the system. Setting the same value again does nothing.
    public var appearance: NowUIColor.Appearance? {
        didSet { controller?.appearanceOverride = appearance }
    }
    /// The page's controller, once ``update(service:url:theme:)`` made one.
    public private(set) var controller: NowWebViewController?
    /// How many controllers the model made since it was created: one per page identity.
    public private(set) var controllersMade = 0

    private var page: (service: ObjectIdentifier, url: URL)?
    private var outcome: Result<NowWebViewController, NowWebServiceError>?
    private var activityObservation: NowWebObservation?

    /// A model with no page yet.
    public init() {}

    /// The controller for `url` of `service`, made and loaded on the first call and on the first call after the
    /// URL or the service changed; the one made before otherwise, with `theme` applied when it changed.
    ///
    /// - Parameters:
    ///   - service: The service the page comes from. Another service object (after a logout, say) is another page.
    ///   - url: The page, absolute or relative to the instance.
    ///   - theme: The colours and page theme.
    /// - Returns: The controller, or the ``NowWebServiceError`` that made it fail (the same failure for the same
    ///   page: a call with another service or URL tries again).
    @discardableResult
    public func update(
        service: NowWebService, url: URL,
        theme: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
    ) -> Result<NowWebViewController, NowWebServiceError> {
        if let page, page.service == ObjectIdentifier(service), page.url == url, let outcome {
            if let controller, !Self.isSame(theme, as: controller.theme) {
                controller.updateTheme(themeColors: theme)
            }
            return outcome
        }
        activityObservation?.cancel()
        controller?.delegate = nil
        let made = service.makeWebViewController(for: url, delegate: self, theme: theme)
        page = (ObjectIdentifier(service), url)
        outcome = made
        controller = try? made.get()
        if let controller {
            controllersMade += 1
            controller.appearanceOverride = appearance
            activityObservation = controller.addObserver { [weak self] activity in
                self?.handlers.activity?(activity)
            }
            handlers.controllerMade?(controller)
            controller.loadPage()
        }
        return made
    }

    /// Whether two themes give the pages and the chrome the same colours, in light and dark, and name the same
    /// page theme.
    private static func isSame(_ theme: any NowWebThemeable, as other: any NowWebThemeable) -> Bool {
        ThemePreferenceWriter.Selection(theme.color) == ThemePreferenceWriter.Selection(other.color)
            && NowUIColor.Appearance.allCases.allSatisfy { appearance in
                ThemeStyleSheet(colors: theme.color, appearance: appearance)
                    == ThemeStyleSheet(colors: other.color, appearance: appearance)
            }
    }
}

extension NowWebPageModel: NowWebViewControllerDelegate {
    /// Passes the failure to ``Handlers/failure``.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error
    ) {
        handlers.failure?(error)
    }

    /// Passes the flow's end to ``Handlers/flowEnd``, or dismisses the controller as the delegate's default does.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        if let flowEnd = handlers.flowEnd { flowEnd(flowName) } else { nowWebViewController.dismissFromHost() }
    }

    /// Passes the URL to ``Handlers/unsupportedURL``, or opens it as the delegate's default does.
    public func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        if let unsupportedURL = handlers.unsupportedURL {
            unsupportedURL(unsupportedUrl)
        } else {
            nowWebViewController.openOutside(unsupportedUrl)
        }
    }

    /// Passes the warning to ``Handlers/sessionEndWarning``.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController,
        sessionWillEnd warning: NowWebViewController.Activity.SessionEndWarning
    ) {
        handlers.sessionEndWarning?(warning)
    }

    /// Passes the modal to ``Handlers/modalPresentation``, or presents it as the delegate's default does.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, presentModal child: NowWebViewController
    ) -> Bool {
        if let modalPresentation = handlers.modalPresentation { return modalPresentation(child) }
        return nowWebViewController.presentModalPage(child)
    }

    /// Passes the modal to ``Handlers/modalDismissal``, or dismisses it as the delegate's default does.
    public func nowWebViewController(
        _ nowWebViewController: NowWebViewController, dismissModal child: NowWebViewController
    ) {
        if let modalDismissal = handlers.modalDismissal { modalDismissal(child) } else { child.leaveScreen() }
    }

    /// Passes the request to ``Handlers/dismissalRequest``, or dismisses the controller as the delegate's
    /// default does.
    public func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        if let dismissalRequest = handlers.dismissalRequest {
            dismissalRequest()
        } else {
            nowWebViewController.dismissFromHost()
        }
    }
}

#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import SwiftUI
    import UIKit

    /// Shows one instance page in SwiftUI, with its controller made once and kept for as long as the view shows
    /// the same page of the same service.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// @MainActor
    /// struct IncidentsScreen: View {
    ///     let service: NowWebService
    ///
    ///     var body: some View {
    ///         NavigationStack {
    ///             NowWebPageView(service: service, url: URL(string: "/sp?id=index")!)
    ///                 .onFailure { error in print(error.localizedDescription) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `body` can run any number of times: the view keeps a ``NowWebPageModel`` that makes the controller (and its
    /// web view) on first show, and a new one only when `url` or `service` changes (a new service after a logout
    /// shows the new user's page). The page follows SwiftUI's colour scheme (`\.colorScheme`). A flow end or a
    /// dismissal request without a handler dismisses the view (SwiftUI's `\.dismiss`), and an unsupported URL
    /// without a handler is opened by the system as ``NowWebViewControllerDelegate``'s default does. Put it in a
    /// `NavigationStack` so that the page's title and buttons have a navigation bar to go to.
    @MainActor
    public struct NowWebPageView: View {
        private let service: NowWebService
        private let url: URL
        private let theme: any NowWebThemeable
        private var handlers = NowWebPageModel.Handlers()
        // Made once per view identity, before the first `body` (unlike a `@State` initial value, not again each
        // time a parent rebuilds the view), and kept with it. It publishes nothing: `body` shows what `update`
        // returns, so a new controller of the model needs no second render.
        @StateObject private var model = NowWebPageModel()
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.dismiss) private var dismiss

        /// Shows `url` of `service`.
        ///
        /// - Parameters:
        ///   - service: The service the page comes from.
        ///   - url: The page, absolute or relative to the instance.
        ///   - theme: The colours and page theme; applied to the page shown when it changes.
        public init(
            service: NowWebService, url: URL,
            theme: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
        ) {
            self.service = service
            self.url = url
            self.theme = theme
        }

        /// The page, or the reason it cannot be shown.
        public var body: some View {
            switch update() {
            case .success(let controller):
                NowWebViewControllerRepresentable(controller: controller)
                    .id(ObjectIdentifier(controller))
            case .failure(let error):
                Text(error.localizedDescription)
            }
        }

        private func update() -> Result<NowWebViewController, NowWebServiceError> {
            var handlers = handlers
            let dismiss = dismiss
            if handlers.flowEnd == nil { handlers.flowEnd = { _ in dismiss() } }
            if handlers.dismissalRequest == nil { handlers.dismissalRequest = { dismiss() } }
            model.handlers = handlers
            model.appearance = colorScheme == .dark ? .dark : .light
            return model.update(service: service, url: url, theme: theme)
        }

        /// Calls `action` when navigation fails and NowWeb cannot recover.
        ///
        /// - Parameter action: Gets a ``NowWebError`` (``NowWebServiceError/serviceClosed`` after a logout).
        /// - Returns: The view with the handler.
        public func onFailure(_ action: @escaping @MainActor (any Error) -> Void) -> NowWebPageView {
            with { $0.failure = action }
        }

        /// Calls `action` with everything the controller does (``NowWebViewController/Activity``).
        ///
        /// - Parameter action: Gets each activity.
        /// - Returns: The view with the handler.
        public func onActivity(_ action: @escaping @MainActor (NowWebViewController.Activity) -> Void) -> NowWebPageView
        {
            with { $0.activity = action }
        }

        /// Calls `action` when a page flow ends, instead of dismissing the view.
        ///
        /// - Parameter action: Gets the flow's name.
        /// - Returns: The view with the handler.
        public func onFlowEnd(_ action: @escaping @MainActor (String) -> Void) -> NowWebPageView {
            with { $0.flowEnd = action }
        }

        /// Calls `action` when the page navigates to a URL NowWeb does not show, instead of opening it with the
        /// system.
        ///
        /// - Parameter action: Gets the URL.
        /// - Returns: The view with the handler.
        public func onUnsupportedURL(_ action: @escaping @MainActor (URL) -> Void) -> NowWebPageView {
            with { $0.unsupportedURL = action }
        }

        /// Calls `action` when back is requested with the page history exhausted, instead of dismissing the view.
        ///
        /// - Parameter action: Called on each request.
        /// - Returns: The view with the handler.
        public func onDismissalRequest(_ action: @escaping @MainActor () -> Void) -> NowWebPageView {
            with { $0.dismissalRequest = action }
        }

        /// Calls `action` with each controller the view makes (once per page), before its page loads: the place
        /// to set its `javaScriptPanelHandler` or add observers.
        ///
        /// - Parameter action: Gets the new controller.
        /// - Returns: The view with the handler.
        public func onControllerMade(_ action: @escaping @MainActor (NowWebViewController) -> Void) -> NowWebPageView {
            with { $0.controllerMade = action }
        }

        private func with(_ change: (inout NowWebPageModel.Handlers) -> Void) -> NowWebPageView {
            var copy = self
            change(&copy.handlers)
            return copy
        }
    }
#endif

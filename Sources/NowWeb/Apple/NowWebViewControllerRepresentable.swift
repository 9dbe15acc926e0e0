#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import SwiftUI
    import UIKit

    /// Shows a ``NowWebViewController`` in SwiftUI and loads its page when it first appears.
    ///
    /// ```swift
    /// struct PortalView: View {
    ///     let service: NowWebService
    ///
    ///     var body: some View {
    ///         if case .success(let controller) = service.makeWebViewController(for: URL(string: "/mesp")!) {
    ///             NavigationStack { NowWebViewControllerRepresentable(controller: controller) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Put it in a `NavigationStack` so that the page's title and buttons have a navigation bar to go to.
    public struct NowWebViewControllerRepresentable: UIViewControllerRepresentable {
        /// The controller shown.
        public let controller: NowWebViewController

        /// Shows `controller`.
        ///
        /// - Parameter controller: A controller from ``NowWebService/makeWebViewController(for:delegate:theme:)``.
        public init(controller: NowWebViewController) {
            self.controller = controller
        }

        /// Returns the controller and loads its page (once: `loadPage()` does nothing when the page is shown).
        public func makeUIViewController(context: Context) -> NowWebViewController {
            controller.loadPage()
            return controller
        }

        /// Nothing to update: the controller follows its page and the theme by itself.
        public func updateUIViewController(_ uiViewController: NowWebViewController, context: Context) {}
    }
#endif

#if canImport(UIKit) && canImport(WebKit)
    import Foundation
    import UIKit
    import WebKit

    /// The sheet a sign-in pop-up shows in (``WKWebViewPopUp``): the pop-up's web view under a bar with Cancel and
    /// the host of the page shown (never its title, which the page chooses), in the theme's header and background
    /// colours. It is modal in presentation, so that it goes away only by Cancel or when the pop-up ends.
    @MainActor
    final class PopUpSheetController: UIViewController {
        private let webView: WKWebView
        private let colors: any NowWebColoring
        private let cancelled: @MainActor () -> Void
        private let hostLabel = UILabel(frame: .zero)

        /// Makes the sheet around `webView`, in `colors`; `cancelled` runs when the user taps Cancel.
        init(webView: WKWebView, colors: any NowWebColoring, cancelled: @escaping @MainActor () -> Void) {
            self.webView = webView
            self.colors = colors
            self.cancelled = cancelled
            super.init(nibName: nil, bundle: nil)
            isModalInPresentation = true
            hostLabel.textColor = colors.screenHeaderText
            navigationItem.titleView = hostLabel
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancelled() })
        }

        required init?(coder: NSCoder) { return nil }

        /// The sheet in a navigation controller, for its bar in the theme's header colours: what is presented.
        func makeContainer() -> UINavigationController {
            let container = UINavigationController(rootViewController: self)
            container.isModalInPresentation = true
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = colors.screenHeaderBackground
            container.navigationBar.standardAppearance = appearance
            container.navigationBar.scrollEdgeAppearance = appearance
            container.navigationBar.tintColor = colors.screenHeaderText
            return container
        }

        override func loadView() {
            let view = UIView(frame: .zero)
            view.backgroundColor = colors.backgroundPrimary
            webView.frame = view.bounds
            webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(webView)
            self.view = view
        }

        /// Shows `host` in the bar (``PopUpHostLabel``: the committed page's host): who the user is signing in with.
        func showHost(_ host: String?) {
            hostLabel.text = host
        }

        /// Dismisses the sheet, if it is still shown, and then runs `completion` (at once when it is not shown).
        func dismiss(then completion: @escaping @MainActor () -> Void) {
            guard let presenter = presentingViewController else { return completion() }
            presenter.dismiss(animated: true) { completion() }
        }
    }
#endif

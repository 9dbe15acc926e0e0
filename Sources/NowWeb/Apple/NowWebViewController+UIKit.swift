#if canImport(UIKit)
    import Foundation
    import UIKit

    #if canImport(WebKit)
        import WebKit
    #endif

    // NowWebViewController as a UIViewController: its view, the page's title and Cabrillo buttons in its
    // navigation item and toolbar, and appearance changes. The session logic stays in the platform-neutral
    // controller.
    extension NowWebViewController {
        /// The chrome view, once `loadView()` made it.
        var chromeView: NowWebChromeView? { isViewLoaded ? view as? NowWebChromeView : nil }

        /// Makes the controller's view around the engine's view.
        func makeChromeView() -> NowWebChromeView {
            var page: UIView?
            #if canImport(WebKit)
                page = (webEngine as? WKWebViewEngine)?.webView
            #endif
            return NowWebChromeView(page: page, colors: theme.color)
        }

        /// Tells the delegate about an appearance change (light/dark), as the vendor's `systemThemeDidChange`.
        func traitCollectionChanged(from previous: UITraitCollection?) {
            guard previous?.hasDifferentColorAppearance(comparedTo: traitCollection) ?? true else { return }
            delegate?.nowWebViewController(self, systemThemeDidChange: traitCollection)
        }

        /// Shows what the page asked for through `cabrillo.viewLayout`: the title in the navigation bar (the page's
        /// own title otherwise), the navigation-bar buttons on the right, the bottom buttons in the toolbar, and
        /// the back button hidden on request.
        func applyToNavigationBar(_ item: NowWebNavigationItem) {
            navigationItem.title = item.title ?? title
            navigationItem.hidesBackButton = item.isBackButtonHidden
            navigationItem.rightBarButtonItems = item.navigationBarButtons.map(barButton(for:))
            setToolbarItems(item.bottomButtons.map(barButton(for:)), animated: false)
            navigationController?.isToolbarHidden = item.bottomButtons.isEmpty
        }

        private func barButton(for button: CabrilloButton) -> UIBarButtonItem {
            let action = UIAction(title: button.title ?? "") { [weak self] _ in self?.tap(button) }
            let item = UIBarButtonItem(title: button.title, image: nil, primaryAction: action, menu: nil)
            item.isEnabled = button.isEnabled
            item.tintColor = theme.color.primary
            return item
        }
    }
#endif

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
            return NowWebChromeView(page: page, colors: theme.color) { [weak self] in self?.retryOfflinePage() }
        }

        /// Follows the app to the background (the page is off screen) and back (on screen again if its view is
        /// still shown), so that a content process the system kills meanwhile is restarted when the user returns.
        func observeApplicationState() {
            let center = NotificationCenter.default
            applicationObservers = [
                center.addObserver(
                    forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
                ) { [weak self] _ in
                    MainActor.assumeIsolated { self?.isOnScreen = false }
                },
                center.addObserver(
                    forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
                ) { [weak self] _ in
                    MainActor.assumeIsolated {
                        guard let self, self.isViewAppeared else { return }
                        self.isOnScreen = true
                    }
                },
            ]
        }

        /// Follows an appearance change (light/dark): the pages' style sheet follows the new appearance, and
        /// the delegate hears of it through the vendor's `systemThemeDidChange` with the trait collection (without
        /// a delegate the theme is applied again, as the delegate's default does).
        func traitCollectionChanged(from previous: UITraitCollection?) {
            guard previous?.hasDifferentColorAppearance(comparedTo: traitCollection) ?? true else { return }
            NowWebSystemAppearance.shared.update(traitCollection.userInterfaceStyle == .dark ? .dark : .light)
            if let delegate {
                delegate.nowWebViewController(self, systemThemeDidChange: traitCollection)
            } else {
                updateTheme(themeColors: theme)
            }
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

#if canImport(UIKit)
    import Foundation
    import UIKit

    // NowWebViewController as a UIViewController: its view, the page's title and Cabrillo buttons in its
    // navigation item and toolbar, and appearance changes. The session logic stays in the platform-neutral
    // controller.
    extension NowWebViewController {
        /// The chrome view, once `loadView()` made it.
        var chromeView: NowWebChromeView? { isViewLoaded ? view as? NowWebChromeView : nil }

        /// Makes the controller's view around the engine's view.
        func makeChromeView() -> NowWebChromeView {
            let capabilities = webEngine.capabilities
            let chrome = NowWebChromeView(
                page: capabilities.view, scrollView: capabilities.scrollView, colors: theme.color,
                retry: { [weak self] in self?.retryOfflinePage() },
                refresh: { [weak self] in self?.reload() })
            chrome.windowChanged = { [weak self] in self?.screenCaptureChanged() }
            chrome.allowPullToRefresh(service.options.pullToRefresh.allowsPullToRefresh(for: currentURL ?? initialURL))
            return chrome
        }

        /// Puts the pull-to-refresh control on the page, or takes it off, as ``NowWebService/Options/pullToRefresh``
        /// decides for the page shown. Runs on each commit.
        func applyPullToRefresh() {
            chromeView?.allowPullToRefresh(service.options.pullToRefresh.allowsPullToRefresh(for: currentURL))
        }

        /// Follows the app to the background (the page is off screen) and back (on screen again if its view is
        /// still shown), so that a content process the system kills meanwhile is restarted when the user returns.
        func observeApplicationState() {
            let center = NotificationCenter.default
            applicationObservers =
                observePrivacyState() + [
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
        /// own title otherwise), the page's navigation-bar buttons after the app's own trailing items, its bottom
        /// buttons after the app's toolbar items (``PageBar`` decides), and the back button hidden on request.
        func applyToNavigationBar(_ item: NowWebNavigationItem) {
            let layout = pageBar.layout(
                shownNavigationBar: navigationItem.rightBarButtonItems ?? [], shownToolbar: toolbarItems ?? [],
                isToolbarHidden: navigationController?.isToolbarHidden ?? true, page: item, makeItem: barButton(for:))
            navigationItem.title = item.title ?? title
            navigationItem.hidesBackButton = item.isBackButtonHidden
            navigationItem.rightBarButtonItems = layout.navigationBarItems
            setToolbarItems(layout.toolbarItems, animated: false)
            if let hidden = layout.isToolbarHidden { navigationController?.isToolbarHidden = hidden }
        }

        /// Points the back button and the back swipe where ``PageBackNavigation`` says for the page's history now:
        /// while they go back in the page, the back button's action goes back (a pop once the history is used
        /// up) and the web view's back swipe is on with the navigation controller's interactive pop off; otherwise
        /// both are UIKit's own. Runs on each commit, on appearance, and when the app changes
        /// ``backButtonGoesBackInPage``.
        func applyBackNavigation() {
            let inPage = edgeSwipeStep == .backInPage
            navigationItem.backAction =
                inPage
                ? UIAction(title: "Back") { [weak self] _ in
                    guard let self, self.backButtonTapped() == .leaveFlow else { return }
                    self.navigationController?.popViewController(animated: true)
                } : nil
            webEngine.capabilities.backSwipe?(inPage)
            guard isViewAppeared, let pop = navigationController?.interactivePopGestureRecognizer else { return }
            let wasEnabled = interactivePopWasEnabled ?? pop.isEnabled
            interactivePopWasEnabled = wasEnabled
            pop.isEnabled = wasEnabled && !inPage
        }

        /// Gives the navigation controller's interactive pop back as the app had it, when the page goes off screen.
        func releaseBackSwipe() {
            guard let wasEnabled = interactivePopWasEnabled else { return }
            navigationController?.interactivePopGestureRecognizer?.isEnabled = wasEnabled
            interactivePopWasEnabled = nil
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

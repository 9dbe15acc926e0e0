#if canImport(UIKit)
    import Foundation
    import UIKit

    /// The view of a ``NowWebViewController`` on iOS: the page over the theme's background, a thin progress bar
    /// in the brand colour while a page loads, an error banner in the theme's alert colours, and the retry banner
    /// of a page that failed offline in its warning colours, with Retry in its action colours.
    ///
    /// Colours are theme colours (dynamic `UIColor`s by default), so a light/dark switch redraws them without
    /// any code here.
    @MainActor
    final class NowWebChromeView: UIView {
        private let progressBar = UIProgressView(progressViewStyle: .bar)
        private let banner = UILabel(frame: .zero)
        private let offlineBanner = UIView(frame: .zero)
        private let offlineLabel = UILabel(frame: .zero)
        private let retryButton: UIButton
        /// What hides the page in the app switcher and, for a sensitive page, while the screen is captured.
        private let privacyCover = UIView(frame: .zero)
        /// What hides the page while the app lock holds, with the Unlock button (under the privacy cover, which
        /// hides the button too in the app switcher).
        private let lockCover = UIView(frame: .zero)
        private lazy var unlockButton = UIButton(
            type: .system,
            primaryAction: UIAction(title: NowWebViewController.unlockTitle) { [weak self] _ in
                guard let self, !self.lockCover.isHidden else { return }
                self.unlockTapped?()
            })
        /// The page's scroll view, which carries ``refreshControl`` while the page may be pulled to refresh.
        private weak var scrollView: UIScrollView?
        /// The pull-to-refresh control; it runs `refresh` when pulled.
        private let refreshControl = UIRefreshControl()
        private static let progressHeight: CGFloat = 2
        private static let bannerHeight: CGFloat = 64

        /// Makes the view around `page` (the engine's view, if it has one) in `colors`; `retry` runs when the
        /// offline banner's Retry is tapped.
        /// A pull on `scrollView` (the page's) runs `refresh` while ``allowPullToRefresh(_:)`` allows it.
        init(
            page: UIView?, scrollView: UIScrollView?, colors: any NowWebColoring,
            retry: @escaping @MainActor () -> Void, refresh: @escaping @MainActor () -> Void
        ) {
            retryButton = UIButton(
                type: .system,
                primaryAction: UIAction(title: NowWebViewController.offlineRetryTitle) { _ in retry() })
            self.scrollView = scrollView
            super.init(frame: .zero)
            refreshControl.addAction(UIAction(title: "") { _ in refresh() }, for: .valueChanged)
            if let page {
                page.frame = bounds
                page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                page.backgroundColor = .clear
                addSubview(page)
            }
            progressBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            progressBar.isHidden = true
            addSubview(progressBar)
            banner.numberOfLines = 0
            banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            banner.isHidden = true
            addSubview(banner)
            offlineLabel.text = NowWebViewController.offlineBannerText
            offlineLabel.numberOfLines = 0
            offlineBanner.addSubview(offlineLabel)
            offlineBanner.addSubview(retryButton)
            offlineBanner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            offlineBanner.isHidden = true
            addSubview(offlineBanner)
            lockCover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            lockCover.isHidden = true
            lockCover.addSubview(unlockButton)
            addSubview(lockCover)
            privacyCover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            privacyCover.isHidden = true
            addSubview(privacyCover)
            apply(colors)
        }

        required init?(coder: NSCoder) { return nil }

        /// Runs when the lock cover's Unlock button is tapped.
        var unlockTapped: (@MainActor () -> Void)?

        /// Runs when the view is put in a window or taken out of one: the screen whose capture the privacy screen
        /// reads is known only then.
        var windowChanged: (@MainActor () -> Void)?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            windowChanged?()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            privacyCover.frame = bounds
            lockCover.frame = bounds
            unlockButton.frame = CGRect(
                x: (bounds.width - Self.unlockWidth) / 2, y: (bounds.height - Self.bannerHeight) / 2,
                width: Self.unlockWidth, height: Self.bannerHeight)
            let top = safeAreaInsets.top
            progressBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.progressHeight)
            banner.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.bannerHeight)
            offlineBanner.frame = banner.frame
            let buttonWidth = Self.retryWidth
            offlineLabel.frame = CGRect(
                x: Self.inset, y: 0, width: max(0, bounds.width - buttonWidth - 3 * Self.inset),
                height: Self.bannerHeight)
            retryButton.frame = CGRect(
                x: bounds.width - buttonWidth - Self.inset, y: 0, width: buttonWidth, height: Self.bannerHeight)
        }

        private static let inset: CGFloat = 16
        private static let retryWidth: CGFloat = 88
        private static let unlockWidth: CGFloat = 160

        /// Draws the chrome in `colors`.
        func apply(_ colors: any NowWebColoring) {
            backgroundColor = colors.backgroundPrimary
            privacyCover.backgroundColor = colors.backgroundPrimary
            lockCover.backgroundColor = colors.backgroundPrimary
            unlockButton.backgroundColor = colors.primary
            unlockButton.setTitleColor(colors.textActionble, for: .normal)
            refreshControl.tintColor = colors.brand
            progressBar.progressTintColor = colors.brand
            progressBar.trackTintColor = .clear
            banner.backgroundColor = colors.alertCritical0
            banner.textColor = colors.alertCritical3
            offlineBanner.backgroundColor = colors.alertWarning0
            offlineLabel.textColor = colors.textPrimary
            retryButton.backgroundColor = colors.primary
            retryButton.setTitleColor(colors.textActionble, for: .normal)
        }

        /// Shows or hides the retry banner of a page that failed offline; shown, it stands in for the error
        /// banner of the same failure.
        func showOfflineBanner(_ isShowing: Bool) {
            offlineBanner.isHidden = !isShowing
            if isShowing {
                banner.isHidden = true
                bringSubviewToFront(offlineBanner)
                raiseCovers()
            }
        }

        /// Follows the page's load progress, 0 to 1: the bar shows while a page loads.
        func showProgress(_ progress: Double) {
            progressBar.isHidden = progress >= 1
            progressBar.setProgress(Float(progress), animated: true)
        }

        /// A new page hides the error banner.
        func pageCommitted() {
            banner.isHidden = true
        }

        /// The bar hides, and a pull to refresh ends, when the load finished or failed.
        func loadEnded() {
            progressBar.isHidden = true
            endRefreshing()
        }

        /// Ends a pull to refresh that is showing.
        func endRefreshing() {
            if refreshControl.isRefreshing { refreshControl.endRefreshing() }
        }

        /// Puts the pull-to-refresh control on the page's scroll view, or takes it off (a pull in progress ends).
        func allowPullToRefresh(_ isAllowed: Bool) {
            guard let scrollView else { return }
            if isAllowed {
                if scrollView.refreshControl !== refreshControl { scrollView.refreshControl = refreshControl }
            } else if scrollView.refreshControl === refreshControl {
                endRefreshing()
                scrollView.refreshControl = nil
            }
        }

        /// Covers the page (and every banner) with the theme's background, or uncovers it.
        func showPrivacyCover(_ isShowing: Bool) {
            privacyCover.isHidden = !isShowing
            if isShowing { bringSubviewToFront(privacyCover) }
        }

        /// Covers the page (and every banner) with the theme's background and the Unlock button
        /// (``unlockTapped``), or uncovers it; the privacy cover stays above it.
        func showLockCover(_ isShowing: Bool) {
            lockCover.isHidden = !isShowing
            if isShowing { raiseCovers() }
        }

        /// Puts the lock cover over everything, and the privacy cover over it.
        private func raiseCovers() {
            bringSubviewToFront(lockCover)
            bringSubviewToFront(privacyCover)
        }

        /// Shows `error`'s description in the banner (it names no token and no query).
        func showError(_ error: NowWebError) {
            banner.text = error.localizedDescription
            banner.isHidden = false
            progressBar.isHidden = true
            endRefreshing()
            bringSubviewToFront(banner)
            raiseCovers()
        }
    }
#endif

#if canImport(UIKit)
    import Foundation
    import UIKit

    /// The view of a ``NowWebViewController`` on iOS: the page over the theme's background, a thin progress bar
    /// in the brand colour while a page loads, and an error banner in the theme's alert colours.
    ///
    /// Colours are theme colours (dynamic `UIColor`s by default), so a light/dark switch redraws them without
    /// any code here.
    @MainActor
    final class NowWebChromeView: UIView {
        private let progressBar = UIProgressView(progressViewStyle: .bar)
        private let banner = UILabel(frame: .zero)
        private static let progressHeight: CGFloat = 2
        private static let bannerHeight: CGFloat = 64

        /// Makes the view around `page` (the engine's view, if it has one) in `colors`.
        init(page: UIView?, colors: any NowWebColoring) {
            super.init(frame: .zero)
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
            apply(colors)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            let top = safeAreaInsets.top
            progressBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.progressHeight)
            banner.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.bannerHeight)
        }

        /// Draws the chrome in `colors`.
        func apply(_ colors: any NowWebColoring) {
            backgroundColor = colors.backgroundPrimary
            progressBar.progressTintColor = colors.brand
            progressBar.trackTintColor = .clear
            banner.backgroundColor = colors.alertCritical0
            banner.textColor = colors.alertCritical3
        }

        /// Follows the engine's progress: the bar shows while a page loads and hides when it finished or failed;
        /// a new page hides the error banner.
        func show(_ event: WebEngineEvent) {
            switch event {
            case .progressChanged(let progress):
                progressBar.isHidden = progress >= 1
                progressBar.setProgress(Float(progress), animated: true)
            case .committed:
                banner.isHidden = true
            case .finished, .failed:
                progressBar.isHidden = true
            default:
                break
            }
        }

        /// Shows `error`'s description in the banner (it names no token and no query).
        func showError(_ error: NowWebError) {
            banner.text = error.localizedDescription
            banner.isHidden = false
            progressBar.isHidden = true
            bringSubviewToFront(banner)
        }
    }
#endif

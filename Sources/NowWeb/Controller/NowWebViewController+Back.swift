// The native back button and back swipe: back in the page's history before leaving the page screen
// (`PageBackNavigation` decides; the UIKit extension performs).
extension NowWebViewController {
    /// Handles a tap on the native back button: goes back in the page when ``PageBackNavigation`` says so.
    ///
    /// - Returns: ``PageBackNavigation/Step/leaveFlow`` when the host should leave the page screen (pop it).
    package func backButtonTapped() -> PageBackNavigation.Step {
        let step = PageBackNavigation.backButton(
            canGoBackInPage: webEngine.canGoBack, goesBackInPage: backButtonGoesBackInPage)
        if step == .backInPage { goBack() }
        return step
    }

    /// What a back swipe from the leading edge does now (see ``PageBackNavigation/edgeSwipe(canGoBackInPage:goesBackInPage:)``).
    package var edgeSwipeStep: PageBackNavigation.Step {
        PageBackNavigation.edgeSwipe(canGoBackInPage: webEngine.canGoBack, goesBackInPage: backButtonGoesBackInPage)
    }
}

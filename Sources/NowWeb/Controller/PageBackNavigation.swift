/// What "back" does on a page screen, given the page's history and the app's choice
/// (``NowWebViewController/backButtonGoesBackInPage``). Engine-neutral; the platform's host performs the step.
package enum PageBackNavigation {
    /// Where one "back" goes.
    package enum Step: Sendable, Equatable {
        /// One page back in the page's own history.
        case backInPage
        /// Out of the page screen, as the platform's back does (a navigation controller pops it).
        case leaveFlow
    }

    /// What the native back button does: back in the page while it has history and the app chose so, out of
    /// the flow otherwise.
    ///
    /// - Parameters:
    ///   - canGoBackInPage: Whether the page's history has a page to go back to.
    ///   - goesBackInPage: ``NowWebViewController/backButtonGoesBackInPage``.
    package static func backButton(canGoBackInPage: Bool, goesBackInPage: Bool) -> Step {
        canGoBackInPage && goesBackInPage ? .backInPage : .leaveFlow
    }

    /// What a back swipe from the leading edge does: back in the page while it has history (the web view's own
    /// back gesture, with the navigation controller's interactive pop off, so that the two never race for one
    /// swipe), and the interactive pop otherwise. It follows the back button: with
    /// ``NowWebViewController/backButtonGoesBackInPage`` off, the swipe pops as the button does.
    ///
    /// - Parameters:
    ///   - canGoBackInPage: Whether the page's history has a page to go back to.
    ///   - goesBackInPage: ``NowWebViewController/backButtonGoesBackInPage``.
    package static func edgeSwipe(canGoBackInPage: Bool, goesBackInPage: Bool) -> Step {
        backButton(canGoBackInPage: canGoBackInPage, goesBackInPage: goesBackInPage)
    }
}

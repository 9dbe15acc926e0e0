/// What a page screen's bars show, given the app's own items and the page's Cabrillo buttons: the app's items
/// stay, and the page's follow them. The platform's host keeps one and calls ``layout(shownNavigationBar:shownToolbar:isToolbarHidden:page:makeItem:)``
/// whenever the page's buttons change; `Item` is its bar item (`UIBarButtonItem` on iOS).
///
/// The app's items are whatever the bar holds that the page did not put there, so an app may set its items
/// before or after the page shows, and the page's next commit never takes them away.
package struct PageBar<Item: AnyObject> {
    /// What the bars show after a change of the page's buttons.
    package struct Layout {
        /// The navigation bar's trailing items: the app's, then the page's.
        package var navigationBarItems: [Item]
        /// The toolbar's items: the app's, then the page's.
        package var toolbarItems: [Item]
        /// Whether to hide the toolbar (`true`), show it (`false`), or leave it as it is (`nil`).
        package var isToolbarHidden: Bool?
    }

    /// The items the page's buttons became last time, told apart from the app's by identity.
    private var pageNavigationBarItems: [Item] = []
    private var pageToolbarItems: [Item] = []
    /// Whether the toolbar was hidden until the page's bottom buttons showed it.
    private var toolbarShownForPage = false

    /// No page items yet.
    package init() {}

    /// The bars after the page's buttons became `page`'s.
    ///
    /// - Parameters:
    ///   - shownNavigationBar: The navigation bar's trailing items now (the app's and the page's last ones).
    ///   - shownToolbar: The toolbar's items now.
    ///   - isToolbarHidden: Whether the toolbar is hidden now.
    ///   - page: What the page asked for.
    ///   - makeItem: Makes the bar item of one of the page's buttons.
    /// - Returns: Each bar's items, the app's first; and the toolbar shown while the page has bottom buttons,
    ///   hidden again once it has none if it was hidden before them, otherwise left as the app set it.
    package mutating func layout(
        shownNavigationBar: [Item], shownToolbar: [Item], isToolbarHidden: Bool, page: NowWebNavigationItem,
        makeItem: (CabrilloButton) -> Item
    ) -> Layout {
        let appNavigationBar = shownNavigationBar.filter { item in !pageNavigationBarItems.contains { $0 === item } }
        let appToolbar = shownToolbar.filter { item in !pageToolbarItems.contains { $0 === item } }
        pageNavigationBarItems = page.navigationBarButtons.map(makeItem)
        pageToolbarItems = page.bottomButtons.map(makeItem)
        var hidden: Bool?
        if !page.bottomButtons.isEmpty {
            if isToolbarHidden {
                toolbarShownForPage = true
                hidden = false
            }
        } else if toolbarShownForPage {
            toolbarShownForPage = false
            hidden = true
        }
        return Layout(
            navigationBarItems: appNavigationBar + pageNavigationBarItems, toolbarItems: appToolbar + pageToolbarItems,
            isToolbarHidden: hidden)
    }
}

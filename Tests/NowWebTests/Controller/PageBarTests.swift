import Foundation
import NowWeb
import Testing

/// What a page screen's bars show (`PageBar`): the app's own items stay, the page's Cabrillo buttons follow them.
@Suite @MainActor struct PageBarTests {
    /// A bar item, told apart by identity as `UIBarButtonItem`s are.
    final class Item: CustomStringConvertible {
        let title: String
        init(_ title: String) { self.title = title }
        var description: String { title }
    }

    static func buttons(_ titles: String...) -> [CabrilloButton] {
        titles.map { CabrilloButton(payload: .object(["title": .string($0)])) }
    }

    /// The bar as a host keeps it: lays out, then shows what the layout says.
    struct Host {
        var bar = PageBar<Item>()
        var navigationBar: [Item] = []
        var toolbar: [Item] = []
        var isToolbarHidden = true

        mutating func show(_ page: NowWebNavigationItem) {
            let layout = bar.layout(
                shownNavigationBar: navigationBar, shownToolbar: toolbar, isToolbarHidden: isToolbarHidden,
                page: page
            ) { Item($0.title ?? "") }
            navigationBar = layout.navigationBarItems
            toolbar = layout.toolbarItems
            if let hidden = layout.isToolbarHidden { isToolbarHidden = hidden }
        }
    }

    @Test func appsOwnBarButtonSurvivesAPageCommitThatSetsCabrilloButtons() {
        let share = Item("Share")
        var host = Host(navigationBar: [share])
        host.show(NowWebNavigationItem(navigationBarButtons: Self.buttons("Save", "Edit")))
        #expect(host.navigationBar.map(\.title) == ["Share", "Save", "Edit"])
        #expect(host.navigationBar.first === share)

        // A commit clears what the page asked for; the next page sets its own buttons.
        host.show(NowWebNavigationItem())
        #expect(host.navigationBar.map(\.title) == ["Share"])
        host.show(NowWebNavigationItem(navigationBarButtons: Self.buttons("Approve")))
        #expect(host.navigationBar.map(\.title) == ["Share", "Approve"])
        #expect(host.navigationBar.first === share)
    }

    @Test func anItemTheAppAddsWhileThePageShowsStaysBeforeThePagesNextButtons() {
        var host = Host()
        host.show(NowWebNavigationItem(navigationBarButtons: Self.buttons("Save")))
        let logout = Item("Log out")
        host.navigationBar.append(logout)
        host.show(NowWebNavigationItem(navigationBarButtons: Self.buttons("Approve", "Reject")))
        #expect(host.navigationBar.map(\.title) == ["Log out", "Approve", "Reject"])
    }

    @Test func theToolbarShowsForThePagesBottomButtonsAndGoesBackToHowTheAppHadIt() {
        let compose = Item("Compose")
        var host = Host(toolbar: [compose], isToolbarHidden: true)
        host.show(NowWebNavigationItem(bottomButtons: Self.buttons("Next")))
        #expect(host.toolbar.map(\.title) == ["Compose", "Next"])
        #expect(host.isToolbarHidden == false)
        host.show(NowWebNavigationItem())
        #expect(host.toolbar.map(\.title) == ["Compose"])
        #expect(host.isToolbarHidden, "hidden before the page's buttons showed it")

        var shown = Host(toolbar: [compose], isToolbarHidden: false)
        shown.show(NowWebNavigationItem(bottomButtons: Self.buttons("Next")))
        shown.show(NowWebNavigationItem())
        #expect(shown.isToolbarHidden == false, "the app showed it: it stays")
        #expect(shown.toolbar.map(\.title) == ["Compose"])
    }
}

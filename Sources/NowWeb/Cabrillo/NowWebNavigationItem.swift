import Foundation

/// What the page asked the host to show around it through Cabrillo's `viewLayout`: a title, buttons, the back
/// button, a spinner. A host UI renders it and observes changes through
/// the controller's observers (`PageChange/navigationItem(_:)`). It is cleared whenever the main frame commits a new page.
package struct NowWebNavigationItem: Sendable, Equatable {
    /// The title the page set; `nil` when it set none (show the document title then).
    package var title: String?
    /// Buttons for the navigation bar, in order.
    package var navigationBarButtons: [CabrilloButton]
    /// Buttons for the bottom bar, in order.
    package var bottomButtons: [CabrilloButton]
    /// Whether the page asked to hide the back button.
    package var isBackButtonHidden: Bool
    /// Whether the page asked for a busy spinner.
    package var isSpinnerVisible: Bool

    /// Makes an item; every argument defaults to empty.
    package init(
        title: String? = nil, navigationBarButtons: [CabrilloButton] = [], bottomButtons: [CabrilloButton] = [],
        isBackButtonHidden: Bool = false, isSpinnerVisible: Bool = false
    ) {
        self.title = title
        self.navigationBarButtons = navigationBarButtons
        self.bottomButtons = bottomButtons
        self.isBackButtonHidden = isBackButtonHidden
        self.isSpinnerVisible = isSpinnerVisible
    }

    /// The buttons at `placement`.
    package subscript(placement: CabrilloButton.Placement) -> [CabrilloButton] {
        get { placement == .navigationBar ? navigationBarButtons : bottomButtons }
        set {
            if placement == .navigationBar { navigationBarButtons = newValue } else { bottomButtons = newValue }
        }
    }
}

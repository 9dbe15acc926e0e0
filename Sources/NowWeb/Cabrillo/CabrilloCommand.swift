import Foundation

/// What a page asked the native host to do through the Cabrillo bridge.
package enum CabrilloCommand: Sendable, Equatable {
    /// `flowControl.flowEnded(name)` or `flowEndedWithUpdate(name, clientRefreshNeeded)`: the page's flow is
    /// over. The name is empty when the page gave none.
    case endFlow(name: String, clientRefreshNeeded: Bool)
    /// `navigation.goBack()`: back in history, or dismissal when there is none.
    case goBack
    /// `viewLayout.setTitle(title)`; `nil` clears the title.
    case setTitle(String?)
    /// `viewLayout.getTitle()`: answer with the title shown.
    case getTitle
    /// `viewLayout.setNavigationBarButtons` or `setBottomButtons`; an empty list clears them.
    case setButtons([CabrilloButton], CabrilloButton.Placement)
    /// `viewLayout.hideBackButton()` (`true`) or `showBackButton()` (`false`).
    case setBackButtonHidden(Bool)
    /// `viewLayout.showSpinner()` (`true`) or `hideSpinner()` (`false`).
    case setSpinnerVisible(Bool)
    /// `message.showMessage(style, title)`; styles are `success`, `warning`, `error` and `info`.
    case showMessage(style: String, title: String)
    /// `navigation.goto(url, {table, sysId, query, view})`: show another page of the instance.
    case navigate(URL)
    /// `geolocation.getCurrentLocation()`: answer with the device's location.
    case getLocation
}

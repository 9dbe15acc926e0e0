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
    /// `geolocation.getCurrentLocation()`: the host's location source reads the device's location; answered later.
    case getLocation
    /// `attachments.addFile` or `addFiles`: the user picks files as `pick` asks, and each goes to the instance as
    /// `upload` says, with the page's session; answered later, with what the instance answered.
    case addAttachments(AttachmentUpload, pick: FilePickRequest)
    /// `attachments.viewFile`: NowWeb downloads the attachment `sysID` of the instance with the page's session and
    /// hands it to the app; answered later.
    case viewAttachment(sysID: String)
    /// `camera.getBarcode`: the app's scanner reads a code; answered later with ``BarcodeScan/cabrilloAnswer``.
    case scanBarcode
    /// `auth.reauthenticate(user)`: the app's hook confirms the user; answered later with
    /// `{reauthenticated}`.
    case reauthenticate(NowWebReauthentication)
    /// `modal.presentModal(title, url, closeButtonStyle, modalPresentationStyle)`: another page of the instance shown
    /// over this one; answered later, once it is dismissed, with what ``dismissModal(results:)`` sent (or
    /// `{results: null}` when the user closed it).
    case presentModal(NowWebModalRequest)
    /// `modal.dismissModal(data, redirect)` from a page shown as a modal: the modal closes and the page that
    /// presented it gets `results` (`{results: data}`, with `redirect` when the page gave one).
    case dismissModal(results: JSONValue)

    /// Whether the host answers the call only once the command is done (a picker, an upload, a scanner), in
    /// the frame that asked, rather than at once.
    package var isAnsweredLater: Bool {
        switch self {
        case .addAttachments, .viewAttachment, .scanBarcode, .reauthenticate, .getLocation, .presentModal: true
        default: false
        }
    }
}

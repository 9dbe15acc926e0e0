import Foundation
import NowWeb

/// The emulator's own small Cabrillo client, put in every page: it speaks the bridge protocol real instance
/// pages speak (`snmCabrillo` in `core.js`), so a host's bridge can be tested against the emulator.
///
/// - Native host detection: the `com.servicenow.cabrillo.camera.getBarcode` message handler.
/// - Calls post `{callbackName: 'snmCabrillo.receiveMethod', callbackContext: {callId}, options}` and settle
///   when the host calls `snmCabrillo.receiveMethod({callbackContext, results, error})`; posts send
///   `{options}`. Every settled call is logged in `snmCabrillo.log.settled` for tests to read.
/// - The query parameter `cabrillo` makes the page act once loaded: `flowEnded` (name from `flow`, default
///   `emulator`), `goBack`, `title` (text from `title`), `buttons` (a bottom "Order" button whose tap ends the
///   flow), `catalog` (the title `Order a laptop`, a navigation-bar "Help" button and the bottom "Order"
///   button), `goto` (`navigation.goto` with `uri`, or `table` and `sysId`), `location`
///   (`geolocation.getCurrentLocation`), `barcode` (`camera.getBarcode`).
/// - `modal.presentModal(title, url, closeButtonStyle, modalPresentationStyle)` and `modal.dismissModal(data,
///   redirect)` send the vendor's payloads (`{title, url, closeButtonStyle, modalPresentationStyle}`,
///   `{results: {results: data, redirect}}`); presentModal settles with the answer's `results`.
/// - `attachments.addFile`, `addFiles` and `viewFile` send the Attachment API's raw upload path for the record
///   as `apiPath` (or the caller's `options.apiPath`), as the instance's client sends its own endpoint.
enum CabrilloPageScript {
    /// The `<script>` element.
    static let tag = "<script>\(source)</script>"

    /// The script (`Resources/Scripts/CabrilloPageScript.js`), loaded once.
    static let source = JavaScriptResource.required("CabrilloPageScript", in: .module).source
}

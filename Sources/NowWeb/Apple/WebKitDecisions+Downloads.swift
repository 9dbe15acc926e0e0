import Foundation

// Files on WKWebView: where a file the page opens goes is the app's decision, never a page's or WebKit's. The
// engine answers `WKNavigationActionPolicyDownload` and `WKNavigationResponsePolicyDownload` (``Policy/download``)
// only for an export of the instance's page that `PageExport` accepts (`WebKitDecisions+Exports.swift`), whose
// `WKDownload` gets a private file the engine chose; any other file to save is a cancelled response the owner hears
// of as ``WebEngineEvent/downloadRefused(_:)`` (``response(_:canShowMIMEType:)``), and the controller fetches an
// instance's file natively, into the directory the app chose.
extension WebKitDecisions {
    /// Whether the engine treats a response WebKit says it can or cannot show (`canShowMIMEType`) as one to show:
    /// not when the page asked for its navigation as a download (`<a download>`, ``WebKitDownloadLinks``), so that
    /// a file WebKit could display (an image, a PDF) is saved as the page asked, not shown in place of the page.
    ///
    /// - Parameters:
    ///   - canShowMIMEType: WebKit's `WKNavigationResponse.canShowMIMEType`.
    ///   - askedAsDownload: Whether the page asked to download the navigation (``WebKitDownloadLinks/take(_:)``).
    /// - Returns: The `canShowMIMEType` to give ``response(_:canShowMIMEType:)``.
    package static func showsResponse(canShowMIMEType: Bool, askedAsDownload: Bool) -> Bool {
        canShowMIMEType && !askedAsDownload
    }
}

import Foundation

/// The attachment side of a ``NowWebViewController``: who picks files and reads barcodes for its pages, where
/// instance files are downloaded, the bounds, and the transfer that sends and fetches them with the page's session.
@MainActor
package struct AttachmentHost {
    /// The app's file picker; `nil` for the engine's platform picker (``WebEngineCapabilities/platformFilePicker``).
    package var filePicker: (any FilePicking)?
    /// The app's barcode scanner; `nil` where there is none (`camera.getBarcode` is then unsupported).
    package var barcodeScanner: (any BarcodeScanning)?
    /// The app's directory for downloaded instance files; `nil` (the default) downloads nothing: an opened
    /// instance file goes to the delegate as an unsupported URL.
    package var directory: URL?
    /// The largest file uploaded, in bytes.
    package var maximumUploadBytes = AttachmentUpload.defaultMaximumBytes
    /// The largest file downloaded, in bytes.
    package var maximumDownloadBytes = AttachmentDownload.defaultMaximumBytes
    /// Whether a downloaded file is also shown by the platform (iOS: Quick Look); `false` by default.
    package var previewsDownloads = false
    /// What shows the downloaded file on screen (iOS: the Quick Look data source), held while it is shown.
    package var preview: AnyObject?
    /// Whether a download runs: one at a time, so that a page cannot fill the directory (R3-L-7).
    package var isDownloading = false
    /// Sends and fetches the files, once made (with the engine's trust hook) for the first transfer.
    package var transfer: AttachmentTransfer?

    /// The controller's own temporary folder for the copies the iOS photo library and camera pickers make: one
    /// folder a pick inside it (``PickedMediaFile/pickFolder(in:)``), removed once the pick is uploaded; the
    /// folder itself goes with the controller.
    package let pickFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "NowWeb-\(UUID().uuidString)", isDirectory: true)

    /// Nothing set: the platform's picker, no scanner, no downloads.
    package init() {}
}

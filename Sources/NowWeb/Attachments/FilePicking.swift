import Foundation

/// Asks the user for files: what they pick or take for a page's `<input type=file>` or a Cabrillo
/// `attachments.addFile`, as local files.
///
/// The platform's picker by default (WebKitGTK: the GTK file chooser; iOS: the photo library, camera and document pickers);
/// tests and apps with a picker of their own set one on the controller (`NowWebViewController.filePicker`).
/// Conformers must:
/// - offer the types `request.accept` names when they can (a page's hint; NowWeb checks nothing by it) and one
///   file unless `request.allowsMultiple`;
/// - take a photo only when `request.capture` asks and the app's `DevicePermissionDelegate` allowed `.camera`;
/// - return local `file:` URLs NowWeb may read, or an empty list when the user cancelled.
@MainActor
package protocol FilePicking: AnyObject, Sendable {
    /// The files the user picked or took for `request`, as local file URLs; empty when cancelled.
    func pickFiles(for request: FilePickRequest) async -> [URL]
}

/// Reads a barcode with the device's camera, for Cabrillo `camera.getBarcode`.
///
/// iOS: VisionKit's `DataScannerViewController` where supported, else an AVFoundation capture session. Conformers ask the app's
/// `DevicePermissionDelegate` for `.camera` first and report ``BarcodeScan/denied`` when it refuses.
@MainActor
package protocol BarcodeScanning: AnyObject, Sendable {
    /// What the scanner read, or why it read nothing.
    func scanBarcode() async -> BarcodeScan
}

#if canImport(UIKit) && canImport(Vision) && canImport(VisionKit)
    import Foundation
    import UIKit
    import Vision
    import VisionKit

    /// The scanner on iOS for Cabrillo `camera.getBarcode`: VisionKit's `DataScannerViewController` for barcodes,
    /// presented full screen over the controller under a bar with Cancel, after the app's
    /// `DevicePermissionDelegate` allowed `.camera`.
    ///
    /// The first code with a text payload the scanner recognizes (or the user taps) is the answer; Cancel answers
    /// ``BarcodeScan/cancelled``. A device without the scanner, or whose camera is restricted, answers
    /// ``BarcodeScan/unavailable(_:)`` (``BarcodeScan/refusal(isSupported:mayUseCamera:isAvailable:)`` decides,
    /// tested on every platform).
    @MainActor
    final class DataScannerBarcodeScanner: NSObject, BarcodeScanning, DataScannerViewControllerDelegate {
        private weak var presenter: UIViewController?
        private let mayUseCamera: @MainActor () -> Bool
        private var pending: CheckedContinuation<BarcodeScan, Never>?
        private weak var shown: UIViewController?

        /// A scanner presented over `presenter`, asking `mayUseCamera` (the app's `canRequestPermission(.camera)`)
        /// before each scan.
        init(presenter: UIViewController, mayUseCamera: @escaping @MainActor () -> Bool) {
            self.presenter = presenter
            self.mayUseCamera = mayUseCamera
        }

        func scanBarcode() async -> BarcodeScan {
            if let refusal = BarcodeScan.refusal(
                isSupported: DataScannerViewController.isSupported, mayUseCamera: mayUseCamera(),
                isAvailable: DataScannerViewController.isAvailable)
            {
                return refusal
            }
            guard pending == nil, let presenter, presenter.presentedViewController == nil else {
                return .unavailable("a scan is already showing, or there is nothing to show it over")
            }
            let scanner = DataScannerViewController(
                recognizedDataTypes: [.barcode()], isHighlightingEnabled: true)
            scanner.delegate = self
            let container = Self.fullScreen(scanner) { [weak self] in self?.finish(.cancelled) }
            shown = container
            return await withCheckedContinuation { continuation in
                pending = continuation
                presenter.present(container, animated: true) { [weak self] in
                    do {
                        try scanner.startScanning()
                    } catch {
                        self?.finish(.unavailable("the scanner did not start: \(error.localizedDescription)"))
                    }
                }
            }
        }

        func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {
            read([item], from: dataScanner)
        }

        func dataScanner(
            _ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
        ) {
            read(addedItems, from: dataScanner)
        }

        func dataScanner(
            _ dataScanner: DataScannerViewController,
            becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
        ) {
            finish(
                .unavailable(
                    error == .cameraRestricted ? "the camera is restricted" : "this device has no barcode scanner"))
        }

        private func read(_ items: [RecognizedItem], from scanner: DataScannerViewController) {
            var codes: [(payload: String?, symbology: String?)] = []
            for item in items {
                if case .barcode(let barcode) = item {
                    codes.append((barcode.payloadStringValue, barcode.observation.symbology.rawValue))
                }
            }
            guard let scan = BarcodeScan.firstReadable(codes) else { return }
            scanner.stopScanning()
            finish(scan)
        }

        /// `scanner` in a navigation controller, under a bar whose Cancel calls `cancel`: closed only by Cancel or a
        /// read (modal in presentation), so that the page's call is always answered.
        static func fullScreen(_ scanner: UIViewController, cancel: @escaping @MainActor () -> Void)
            -> UINavigationController
        {
            scanner.navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { _ in cancel() })
            let container = UINavigationController(rootViewController: scanner)
            container.isModalInPresentation = true
            return container
        }

        private func finish(_ scan: BarcodeScan) {
            guard let pending else { return }
            self.pending = nil
            shown?.dismiss(animated: true)
            shown = nil
            pending.resume(returning: scan)
        }
    }
#endif

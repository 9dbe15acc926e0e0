// Uses every declaration of AppleStubs/VisionKit: DataScannerViewController (RecognizedDataType.barcode, its
// QualityLevel cases, ScanningUnavailable cases, isSupported, isAvailable, delegate, the initializer with and
// without its defaults, startScanning, stopScanning), DataScannerViewControllerDelegate (each requirement
// implemented) and RecognizedItem.barcode with its payload and observation.
import Foundation
import UIKit
import Vision
import VisionKit

@MainActor final class UsageScannerDelegate: DataScannerViewControllerDelegate {
    private(set) var read: [String] = []

    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {
        if case .barcode(let barcode) = item {
            read.append((barcode.payloadStringValue ?? "") + barcode.observation.symbology.rawValue)
        }
    }

    func dataScanner(
        _ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {
        for item in addedItems { self.dataScanner(dataScanner, didTapOn: item) }
    }

    func dataScanner(
        _ dataScanner: DataScannerViewController,
        becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
    ) {
        let errors: [DataScannerViewController.ScanningUnavailable] = [.unsupported, .cameraRestricted]
        if errors.contains(error) { dataScanner.stopScanning() }
    }
}

@MainActor func visionKitUsage(presenter: UIViewController, delegate: UsageScannerDelegate) throws {
    guard DataScannerViewController.isSupported, DataScannerViewController.isAvailable else { return }
    let levels: [DataScannerViewController.QualityLevel] = [.balanced, .fast, .accurate]
    let full = DataScannerViewController(
        recognizedDataTypes: [.barcode(symbologies: [VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")])],
        qualityLevel: levels[1], recognizesMultipleItems: true, isHighFrameRateTrackingEnabled: false,
        isPinchToZoomEnabled: false, isGuidanceEnabled: false, isHighlightingEnabled: true)
    let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()])
    scanner.delegate = delegate
    _ = full.delegate
    presenter.present(scanner, animated: true)
    try scanner.startScanning()
}

// VisionKit.swiftmodule/arm64e-apple-ios.swiftinterface (iOS 18.0 SDK). Only what the package uses: the data
// scanner for barcodes (`DataScannerViewController`, iOS 16.0), its delegate and the barcode it recognizes.
// `RecognizedItem.text` (and its `Text`) is not declared: the package matches barcodes with `if case`.
import Foundation
import UIKit
import Vision

// `@available(iOS 16.0, *) @available(macCatalyst, unavailable) public enum RecognizedItem : Swift.Identifiable`
public enum RecognizedItem {
    // `public struct Barcode : Swift.Identifiable`
    public struct Barcode {
        // `public var payloadStringValue: Swift.String? { get }`
        public var payloadStringValue: String? { fatalError() }
        // `public var observation: Vision.VNBarcodeObservation { get }`
        public var observation: VNBarcodeObservation { fatalError() }
    }
    // `case barcode(VisionKit.RecognizedItem.Barcode)`
    case barcode(Barcode)
}

// `@_Concurrency.MainActor public protocol DataScannerViewControllerDelegate : AnyObject`, with every requirement
// given a default in a protocol extension by the interface itself.
@MainActor public protocol DataScannerViewControllerDelegate: AnyObject {
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    func dataScanner(
        _ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(
        _ dataScanner: DataScannerViewController,
        becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    public func dataScanner(
        _ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]
    ) {}
    public func dataScanner(
        _ dataScanner: DataScannerViewController,
        becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
    ) {}
}

// `@objc @_inheritsConvenienceInitializers @available(iOS 16.0, *) @available(macCatalyst, unavailable)
// @_Concurrency.MainActor public class DataScannerViewController : UIKit.UIViewController`
@MainActor public class DataScannerViewController: UIViewController {
    // `public struct RecognizedDataType : Swift.Hashable`
    public struct RecognizedDataType: Hashable {
        // `public static func barcode(symbologies: [Vision.VNBarcodeSymbology] = []) -> ...RecognizedDataType`
        public static func barcode(symbologies: [VNBarcodeSymbology] = []) -> RecognizedDataType { fatalError() }
    }
    // `public enum QualityLevel : Swift.Sendable` (Equatable, Hashable by extensions of the interface)
    public enum QualityLevel: Sendable, Hashable {
        case balanced
        case fast
        case accurate
    }
    // `public enum ScanningUnavailable : Swift.Error` (Equatable, Hashable by extensions of the interface)
    public enum ScanningUnavailable: Error, Hashable {
        case unsupported
        case cameraRestricted
    }
    // `@_Concurrency.MainActor public class var isSupported: Swift.Bool { get }`
    public class var isSupported: Bool { fatalError() }
    // `@_Concurrency.MainActor public class var isAvailable: Swift.Bool { get }`
    public class var isAvailable: Bool { fatalError() }
    // `@_Concurrency.MainActor weak public var delegate: (any VisionKit.DataScannerViewControllerDelegate)?`
    weak public var delegate: (any DataScannerViewControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@_Concurrency.MainActor public init(recognizedDataTypes: Swift.Set<...RecognizedDataType>,
    //   qualityLevel: ...QualityLevel = .balanced, recognizesMultipleItems: Swift.Bool = false,
    //   isHighFrameRateTrackingEnabled: Swift.Bool = true, isPinchToZoomEnabled: Swift.Bool = true,
    //   isGuidanceEnabled: Swift.Bool = true, isHighlightingEnabled: Swift.Bool = false)`
    public init(
        recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced,
        recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
        isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false
    ) { fatalError() }
    // `@available(*, unavailable) @_Concurrency.MainActor @objc required dynamic public init?(coder: Foundation.NSCoder)`
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError() }
    // `@_Concurrency.MainActor public func startScanning() throws`
    public func startScanning() throws { fatalError() }
    // `@_Concurrency.MainActor public func stopScanning()`
    public func stopScanning() { fatalError() }
}

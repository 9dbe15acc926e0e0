// Vision.framework/Headers (iOS 18.0 SDK): VNTypes.h (VNBarcodeSymbology) and VNObservation.h (the observation
// classes down to VNBarcodeObservation). Only what the package uses: the symbology of a barcode VisionKit read.
import Foundation

// VNTypes.h: `typedef NSString *VNBarcodeSymbology NS_STRING_ENUM;`, imported as a struct over its raw string (a
// closed typed enum: `init(rawValue:)` only).
public struct VNBarcodeSymbology: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

// VNObservation.h: `API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0))
// @interface VNObservation : NSObject < NSCopying, NSSecureCoding, VNRequestRevisionProviding >` (the protocols are
// not declared here: nothing in the package uses them).
open class VNObservation: NSObject {}

// `@interface VNDetectedObjectObservation : VNObservation`
open class VNDetectedObjectObservation: VNObservation {}

// `@interface VNRectangleObservation : VNDetectedObjectObservation`
open class VNRectangleObservation: VNDetectedObjectObservation {}

// `@interface VNBarcodeObservation : VNRectangleObservation`
open class VNBarcodeObservation: VNRectangleObservation {
    // `@property (readonly, nonatomic, copy) VNBarcodeSymbology symbology;`
    open var symbology: VNBarcodeSymbology { fatalError() }
}

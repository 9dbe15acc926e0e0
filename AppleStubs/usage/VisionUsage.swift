// Uses every declaration of AppleStubs/Vision: VNBarcodeSymbology (init(rawValue:), rawValue), the observation
// classes down to VNBarcodeObservation and its symbology.
import Foundation
import Vision

func visionUsage(_ observation: VNBarcodeObservation) -> [VNBarcodeSymbology] {
    let chain: [VNObservation] = [observation as VNRectangleObservation, observation as VNDetectedObjectObservation]
    _ = chain
    return [observation.symbology, VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")].filter { $0 != VNBarcodeSymbology(rawValue: "") }
}

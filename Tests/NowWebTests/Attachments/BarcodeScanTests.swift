import Foundation
import NowSDK
import Testing

@testable import NowWeb

/// What a scan answers `camera.getBarcode`, whichever scanner read it.
@Suite struct BarcodeScanTests {
    @Test func aCodeReadIsItsText() throws {
        #expect(
            try BarcodeScan.scanned(payload: "P-0042\u{7}", symbology: "org.iso.QRCode").cabrilloAnswer.get()
                == .string("P-0042"))
        #expect(try BarcodeScan.scanned(payload: "a\tb", symbology: nil).cabrilloAnswer.get() == .string("a\tb"))
    }

    @Test func cancelIsFalsyAndRefusalsSayWhy() throws {
        #expect(try BarcodeScan.cancelled.cabrilloAnswer.get() == .null)
        #expect(BarcodeScan.denied.cabrilloAnswer == .failure(.permissionDenied(.getBarcode, .camera)))
        #expect(BarcodeScan.unavailable("no camera").cabrilloAnswer == .failure(.unavailable(.getBarcode, "no camera")))
        #expect(
            BarcodeScan.scanned(payload: "\u{1}", symbology: nil).cabrilloAnswer
                == .failure(.unavailable(.getBarcode, "the code read has no text")))
        let long = String(repeating: "9", count: BarcodeScan.maximumPayloadCharacters + 1)
        #expect(
            BarcodeScan.scanned(payload: long, symbology: nil).cabrilloAnswer
                == .failure(.unavailable(.getBarcode, "the code read is longer than 4096 characters")))
    }

    @Test func aScannerStartsOnlyWhenSupportedAllowedAndAvailable() {
        #expect(BarcodeScan.refusal(isSupported: true, mayUseCamera: true, isAvailable: true) == nil)
        // No scanner: the app is never asked, whatever it would say.
        #expect(
            BarcodeScan.refusal(isSupported: false, mayUseCamera: false, isAvailable: false)
                == .unavailable("this device has no barcode scanner"))
        #expect(BarcodeScan.refusal(isSupported: true, mayUseCamera: false, isAvailable: false) == .denied)
        #expect(
            BarcodeScan.refusal(isSupported: true, mayUseCamera: true, isAvailable: false)
                == .unavailable("the camera is restricted or not available now"))
        #expect(
            BarcodeScan.refusal(isSupported: true, mayUseCamera: false, isAvailable: true)?.cabrilloAnswer
                == .failure(.permissionDenied(.getBarcode, .camera)))
    }

    @Test func theFirstCodeWithTextIsRead() {
        #expect(BarcodeScan.firstReadable([]) == nil)
        #expect(BarcodeScan.firstReadable([(nil, "VNBarcodeSymbologyQR"), ("", "VNBarcodeSymbologyEAN13")]) == nil)
        #expect(
            BarcodeScan.firstReadable([
                (nil, "VNBarcodeSymbologyQR"), ("4006381333931", "VNBarcodeSymbologyEAN13"), ("later", nil),
            ]) == .scanned(payload: "4006381333931", symbology: "VNBarcodeSymbologyEAN13"))
        #expect(BarcodeScan.firstReadable([("P-1", nil)]) == .scanned(payload: "P-1", symbology: nil))
    }
}

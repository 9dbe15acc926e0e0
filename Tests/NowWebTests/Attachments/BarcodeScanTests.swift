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

/// The AVFoundation scanner's decisions, for devices without VisionKit's data scanner.
@Suite struct CaptureBarcodeScanTests {
    @Test func theRefusalsComeInOrder() {
        #expect(
            BarcodeScan.captureRefusal(hasCamera: false, mayUseCamera: false, authorization: .denied)
                == .unavailable("this device has no camera"))
        #expect(BarcodeScan.captureRefusal(hasCamera: true, mayUseCamera: false, authorization: .authorized) == .denied)
        #expect(
            BarcodeScan.captureRefusal(hasCamera: true, mayUseCamera: true, authorization: .restricted)
                == .unavailable("the camera is restricted or not available now"))
        #expect(BarcodeScan.captureRefusal(hasCamera: true, mayUseCamera: true, authorization: .denied) == .denied)
        #expect(BarcodeScan.captureRefusal(hasCamera: true, mayUseCamera: true, authorization: .notDetermined) == nil)
        #expect(BarcodeScan.captureRefusal(hasCamera: true, mayUseCamera: true, authorization: .authorized) == nil)
    }

    @Test func onlyBarcodeTypesTheOutputReportsAreAskedFor() {
        let available = ["face", "org.gs1.EAN-13", "org.iso.QRCode", "humanBody"]
        #expect(
            BarcodeScan.typesToScan(
                available: available, wanted: ["org.iso.QRCode", "org.iso.Aztec", "org.gs1.EAN-13"])
                == ["org.gs1.EAN-13", "org.iso.QRCode"])
        #expect(BarcodeScan.typesToScan(available: [String](), wanted: ["org.iso.QRCode"]).isEmpty)
    }

    @Test func aMetadataObjectIsReadAsTheDataScannerReadsACode() throws {
        // An AVMetadataMachineReadableCodeObject's type and stringValue; one without text (binary) is passed over.
        let objects: [(payload: String?, symbology: String?)] = [
            (nil, "org.iso.QRCode"), ("4006381333931", "org.gs1.EAN-13"),
        ]
        let scan = try #require(BarcodeScan.firstReadable(objects))
        #expect(scan == .scanned(payload: "4006381333931", symbology: "org.gs1.EAN-13"))
        #expect(try scan.cabrilloAnswer.get() == .string("4006381333931"))
    }
}

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
}

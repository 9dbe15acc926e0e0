import Foundation
import NowWeb
import Testing

/// `maxWidth`, `maxHeight` and `jpgQuality` of `attachments.addFile`: read strictly, and a size that keeps the
/// image's aspect within both bounds, never larger than it was.
@Suite struct ImageResizeTests {
    private func resize(_ options: [String: JSONValue]) throws(CabrilloError) -> ImageResize? {
        try ImageResize(.object(options), method: .addFile)
    }

    @Test func noBoundAndNoQualityIsNoResize() throws {
        #expect(try resize([:]) == nil)
        #expect(try resize(["maxWidth": .null, "apiPath": .string("/api/now/attachment/file")]) == nil)
    }

    @Test func theBoundsAndTheQualityAreRead() throws {
        #expect(
            try resize(["maxWidth": .number(1000), "maxHeight": .number(800), "jpgQuality": .number(75)])
                == ImageResize(maximumWidth: 1000, maximumHeight: 800, jpegQuality: 75))
        #expect(try resize(["jpgQuality": .number(0.8)])?.jpegQuality == 80, "a fraction is a share of 100")
        #expect(try resize(["jpgQuality": .number(0)])?.jpegQuality == 1, "the lowest quality JPEG writes")
        #expect(try resize(["maxWidth": .number(100_000)]) == nil, "a bound beyond any image is none")
    }

    @Test(arguments: [
        ["maxWidth": JSONValue.number(0)], ["maxWidth": .number(-5)], ["maxHeight": .number(10.5)],
        ["maxWidth": .string("1000")], ["jpgQuality": .number(101)], ["jpgQuality": .string("high")],
        ["maxHeight": .number(.infinity)],
    ])
    func anUnreadableOptionIsRefusedWithItsName(_ options: [String: JSONValue]) {
        #expect(throws: CabrilloError.self) { try resize(options) }
    }

    @Test func theSizeKeepsTheAspectWithinBothBoundsAndNeverGrows() {
        let box = ImageResize(maximumWidth: 1000, maximumHeight: 1000)
        #expect(box.size(forWidth: 4000, height: 3000) == (1000, 750))
        #expect(box.size(forWidth: 3000, height: 4000) == (750, 1000))
        #expect(box.size(forWidth: 640, height: 480) == (640, 480), "a smaller image stays as it is")
        #expect(ImageResize(maximumWidth: 300).size(forWidth: 1200, height: 100) == (300, 25))
        #expect(ImageResize(maximumHeight: 1).size(forWidth: 5000, height: 10) == (500, 1))
        #expect(ImageResize(maximumWidth: 1).size(forWidth: 1, height: 5000) == (1, 5000))
        #expect(ImageResize(maximumWidth: 2).size(forWidth: 5000, height: 1) == (2, 1), "at least one pixel")
    }

    @Test func onlyJPEGAndPNGAreScaled() {
        let resize = ImageResize(maximumWidth: 10)
        #expect(resize.applies(to: PickedFile(name: "a.jpg", contentType: "image/jpeg", data: Data())))
        #expect(resize.applies(to: PickedFile(name: "a.png", contentType: "IMAGE/PNG", data: Data())))
        #expect(!resize.applies(to: PickedFile(name: "a.heic", contentType: "image/heic", data: Data())))
        #expect(!resize.applies(to: PickedFile(name: "a.pdf", contentType: "application/pdf", data: Data())))
    }

    @Test func anUploadCarriesTheResizeItsCallAsksFor() throws {
        let call = CabrilloCall(
            method: .addFile,
            options: .object([
                "table": .string("incident"), "sysId": .string("46d44a5fa9fe198101e24fa9b6ce1be6"),
                "maxWidth": .number(1000), "maxHeight": .number(1000),
            ]))
        #expect(try AttachmentUpload(call).resize == ImageResize(maximumWidth: 1000, maximumHeight: 1000))
        let bad = CabrilloCall(
            method: .addFile,
            options: .object([
                "table": .string("incident"), "sysId": .string("46d44a5fa9fe198101e24fa9b6ce1be6"),
                "maxWidth": .string("wide"),
            ]))
        #expect(throws: CabrilloError.self) { try AttachmentUpload(bad) }
    }
}

/// What a platform scaler (GdkPixbuf, ImageIO) is told to do with a picked image.
@Suite struct ImageScaleTargetTests {
    @Test func nothingToDoIsNoTarget() {
        let jpeg = PickedFile(name: "a.jpg", contentType: "image/jpeg", data: Data([1]))
        let png = PickedFile(name: "a.png", contentType: "image/png", data: Data([1]))
        let bound = ImageResize(maximumWidth: 1000)
        #expect(bound.target(for: jpeg, width: 800, height: 600) == nil)
        #expect(bound.target(for: jpeg, width: 2000, height: 1000).map { [$0.width, $0.height] } == [1000, 500])
        // A quality asked of a JPEG re-encodes it at its size; a PNG has no quality.
        let quality = ImageResize(jpegQuality: 50)
        #expect(quality.target(for: jpeg, width: 800, height: 600).map { [$0.width, $0.height] } == [800, 600])
        #expect(quality.target(for: png, width: 800, height: 600) == nil)
        #expect(quality.jpegCompressionQuality == 0.5)
        #expect(ImageResize(maximumWidth: 10).jpegCompressionQuality == 0.9)
    }

    @Test func aTurnedPhotoIsBoundAsItShows() {
        #expect(
            [ImageResize.upright(width: 4032, height: 3024, orientation: 6)].map { [$0.width, $0.height] } == [
                [3024, 4032]
            ])
        #expect(
            [ImageResize.upright(width: 4032, height: 3024, orientation: 3)].map { [$0.width, $0.height] } == [
                [4032, 3024]
            ])
        #expect(
            [ImageResize.upright(width: 4032, height: 3024, orientation: nil)].map { [$0.width, $0.height] } == [
                [4032, 3024]
            ])
    }
}

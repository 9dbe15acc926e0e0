#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import Testing

    /// GdkPixbuf scales picked images as `maxWidth`, `maxHeight` and `jpgQuality` ask, in their own format, and
    /// gives up (the file goes as picked) on what it cannot read.
    @Suite struct GdkPixbufScalerTests {
        typealias Page = WebKitGTKSuite.AttachmentRoundTripTests

        /// A JPEG of `width` x `height` pixels of noise (so that its quality shows in its size) at `quality`.
        static func jpeg(width: Int32, height: Int32, quality: Int) throws -> Data {
            let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height))
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            let pixels = try #require(gdk_pixbuf_get_pixels(pixbuf))
            let count = Int(gdk_pixbuf_get_rowstride(pixbuf)) * Int(height)
            var generator = SystemRandomNumberGenerator()
            for index in 0..<count { pixels[index] = UInt8.random(in: 0...255, using: &generator) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            let key = strdup("quality")
            let value = strdup(String(quality))
            defer {
                free(key)
                free(value)
            }
            var keys: [UnsafeMutablePointer<CChar>?] = [key, nil]
            var values: [UnsafeMutablePointer<CChar>?] = [value, nil]
            try #require(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, nil) != 0)
            defer { g_free(buffer) }
            return Data(bytes: try #require(buffer), count: Int(size))
        }

        @Test func aJPEGIsScaledAndWrittenAtTheQualityAsked() throws {
            let photo = PickedFile(
                name: "photo.jpg", contentType: "image/jpeg", data: try Self.jpeg(width: 400, height: 300, quality: 95))
            let scaler = GdkPixbufScaler()
            let high = try #require(scaler.scaled(photo, to: ImageResize(maximumWidth: 200, jpegQuality: 95)))
            let low = try #require(scaler.scaled(photo, to: ImageResize(maximumWidth: 200, jpegQuality: 20)))
            #expect(high.contentType == "image/jpeg" && high.name == "photo.jpg")
            #expect(try #require(Page.size(of: high.data)) == (200, 150))
            #expect(try #require(Page.size(of: low.data)) == (200, 150))
            #expect(low.data.count < high.data.count, "quality 20 is smaller than quality 95")
        }

        @Test func anImageThatFitsAndAsksNoQualityGoesAsPicked() throws {
            let drawing = PickedFile(
                name: "d.png", contentType: "image/png", data: try Page.png(width: 300, height: 200))
            #expect(GdkPixbufScaler().scaled(drawing, to: ImageResize(maximumWidth: 1000)) == drawing)
        }

        @Test func whatGdkPixbufCannotReadIsLeftToGoAsPicked() {
            let garbage = PickedFile(name: "x.png", contentType: "image/png", data: Data("not an image".utf8))
            #expect(GdkPixbufScaler().scaled(garbage, to: ImageResize(maximumWidth: 10)) == nil)
            let text = PickedFile(name: "x.txt", contentType: "text/plain", data: Data("words".utf8))
            #expect(GdkPixbufScaler().scaled(text, to: ImageResize(maximumWidth: 10)) == nil)
        }
    }
#endif

#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// Scales picked JPEG and PNG images with GdkPixbuf (GTK's image library), turned as their EXIF orientation
    /// says first, and writes them again in their own format. Thread-safe: each call works on images of its own.
    package struct GdkPixbufScaler: ImageScaling {
        /// Makes a scaler.
        package init() {}

        package func scaled(_ file: PickedFile, to resize: ImageResize) -> PickedFile? {
            guard resize.applies(to: file), !file.data.isEmpty, let loaded = Self.decode(file.data) else {
                return nil
            }
            defer { g_object_unref(rawObject(loaded)) }
            let width = Int(gdk_pixbuf_get_width(loaded))
            let height = Int(gdk_pixbuf_get_height(loaded))
            // Nothing to do: the same size, and no quality asked of a JPEG.
            guard let target = resize.target(for: file, width: width, height: height) else { return file }
            let isPNG = file.contentType.lowercased() == "image/png"
            guard
                let scaled = gdk_pixbuf_scale_simple(
                    loaded, Int32(target.width), Int32(target.height), GDK_INTERP_BILINEAR)
            else { return nil }
            defer { g_object_unref(rawObject(scaled)) }
            let quality = String(resize.jpegQuality ?? 90)
            guard let data = Self.encode(scaled, as: isPNG ? "png" : "jpeg", quality: isPNG ? nil : quality) else {
                return nil
            }
            return PickedFile(name: file.name, contentType: isPNG ? "image/png" : "image/jpeg", data: data)
        }

        /// The image in `data`, turned upright; `nil` when GdkPixbuf cannot read it.
        private static func decode(_ data: Data) -> OpaquePointer? {
            guard let loader = gdk_pixbuf_loader_new() else { return nil }
            defer { g_object_unref(rawObject(loader)) }
            var error: UnsafeMutablePointer<GError>?
            let written = data.withUnsafeBytes { bytes in
                gdk_pixbuf_loader_write(
                    loader, bytes.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(bytes.count), &error)
            }
            // Closed even after a failed write, which leaves its error set: the close's own goes unread then.
            let closed =
                if written != 0 { gdk_pixbuf_loader_close(loader, &error) } else {
                    gdk_pixbuf_loader_close(loader, nil)
                }
            if let error { g_error_free(error) }
            guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
            // A new reference, turned as the file's orientation tag says (the loader's own stays the loader's).
            return gdk_pixbuf_apply_embedded_orientation(pixbuf)
        }

        /// `pixbuf` written as `type` (`jpeg` with `quality`, or `png`).
        private static func encode(_ pixbuf: OpaquePointer, as type: String, quality: String?) -> Data? {
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let saved: gboolean
            if let quality {
                saved = withOptions(["quality"], [quality]) { keys, values in
                    gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, type, keys, values, &error)
                }
            } else {
                saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, type, nil, nil, &error)
            }
            if let error { g_error_free(error) }
            defer { g_free(buffer) }
            guard saved != 0, let buffer else { return nil }
            return Data(bytes: buffer, count: Int(size))
        }

        /// Runs `body` with `keys` and `values` as the NULL-terminated C string arrays GdkPixbuf's options take.
        private static func withOptions<T>(
            _ keys: [String], _ values: [String],
            _ body: (
                UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
            ) -> T
        ) -> T {
            var keyPointers = keys.map { strdup($0) } + [nil]
            var valuePointers = values.map { strdup($0) } + [nil]
            defer {
                for pointer in keyPointers + valuePointers { free(pointer) }
            }
            return keyPointers.withUnsafeMutableBufferPointer { keyBuffer in
                valuePointers.withUnsafeMutableBufferPointer { valueBuffer in
                    body(keyBuffer.baseAddress!, valueBuffer.baseAddress!)
                }
            }
        }
    }
#endif

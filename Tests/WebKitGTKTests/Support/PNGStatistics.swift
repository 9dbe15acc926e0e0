#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWebKitGTK

    /// Pixel statistics of a PNG file, read back through GDK.
    struct PNGStatistics {
        var width: Int
        var height: Int
        /// The variance of the pixels' luma (0-255): 0 for a blank image of any colour.
        var lumaVariance: Double
        /// How many distinct colours the image has.
        var distinctColors: Int

        @GtkActor
        init?(file: URL) {
            guard let texture = gdk_texture_new_from_filename(file.path, nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            width = Int(gdk_texture_get_width(texture))
            height = Int(gdk_texture_get_height(texture))
            let stride = width * 4
            var pixels = [UInt8](repeating: 0, count: stride * height)
            // GDK downloads as B8G8R8A8 premultiplied (CAIRO_FORMAT_ARGB32 in memory order on little endian).
            pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
            var sum = 0.0
            var sumOfSquares = 0.0
            var colors = Set<UInt32>()
            for index in Swift.stride(from: 0, to: pixels.count, by: 4) {
                let (blue, green, red) = (Double(pixels[index]), Double(pixels[index + 1]), Double(pixels[index + 2]))
                let luma = 0.299 * red + 0.587 * green + 0.114 * blue
                sum += luma
                sumOfSquares += luma * luma
                colors.insert(
                    UInt32(pixels[index]) | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]) << 16)
            }
            let count = Double(width * height)
            lumaVariance = sumOfSquares / count - (sum / count) * (sum / count)
            distinctColors = colors.count
        }
    }
#endif

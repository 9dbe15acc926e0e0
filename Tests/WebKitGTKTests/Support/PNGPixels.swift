#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWebKitGTK

    /// The pixels of a PNG file, read back through GDK, for checks of where a colour appears.
    struct PNGPixels: CustomStringConvertible, CustomReflectable {
        /// The size only: a failed expectation must not print every pixel.
        var description: String { "PNG \(width)×\(height)" }
        /// No children, for the same reason.
        var customMirror: Mirror { Mirror(self, children: [:]) }

        var width: Int
        var height: Int
        /// B, G, R, A per pixel, row by row.
        private var bytes: [UInt8]

        @GtkActor
        init?(file: URL) {
            guard let texture = gdk_texture_new_from_filename(file.path, nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            width = Int(gdk_texture_get_width(texture))
            height = Int(gdk_texture_get_height(texture))
            bytes = [UInt8](repeating: 0, count: width * height * 4)
            bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        }

        /// The colour at (`x`, `y`) as `0xRRGGBB`.
        func color(x: Int, y: Int) -> UInt32 {
            let index = (y * width + x) * 4
            return UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
        }

        /// How many pixels (of the rows in `rows`, default all) are within `tolerance` (per channel) of `rgb`.
        func count(of rgb: UInt32, tolerance: Int = 2, inRows rows: Range<Int>? = nil) -> Int {
            var matches = 0
            let rows = (rows ?? 0..<height).clamped(to: 0..<height)
            for index in stride(from: rows.lowerBound * width * 4, to: rows.upperBound * width * 4, by: 4) {
                let red = Int(bytes[index + 2])
                let green = Int(bytes[index + 1])
                let blue = Int(bytes[index])
                if abs(red - Int(rgb >> 16 & 0xff)) <= tolerance, abs(green - Int(rgb >> 8 & 0xff)) <= tolerance,
                    abs(blue - Int(rgb & 0xff)) <= tolerance
                {
                    matches += 1
                }
            }
            return matches
        }

        /// Whether the colour at (`x`, `y`) is within `tolerance` of `rgb`.
        func has(_ rgb: UInt32, x: Int, y: Int, tolerance: Int = 2) -> Bool {
            let found = color(x: x, y: y)
            return [16, 8, 0].allSatisfy { shift in
                abs(Int(found >> UInt32(shift) & 0xff) - Int(rgb >> UInt32(shift) & 0xff)) <= tolerance
            }
        }
    }

    /// `0xRRGGBB` as `#RRGGBB`, for messages.
    func hex(_ rgb: UInt32) -> String { "#" + String(rgb, radix: 16, uppercase: true).leftPadded(to: 6) }

    extension String {
        fileprivate func leftPadded(to length: Int) -> String {
            String(repeating: "0", count: max(0, length - count)) + self
        }
    }
#endif

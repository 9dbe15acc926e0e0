import Foundation

/// How a picked image is made smaller before it goes to the instance, read from Cabrillo `attachments.addFile`'s
/// `maxWidth`, `maxHeight` and `jpgQuality` (docs/CABRILLO.md; the units are a reading of the instance's own
/// client: pixels, and a JPEG quality of 1-100, or 0-1 as a fraction). Pure: it reads the options and computes the
/// size; an ``ImageScaling`` of the engine's platform does the pixels.
package struct ImageResize: Sendable, Equatable {
    /// The widest the image may be, in pixels; `nil` for no bound.
    package var maximumWidth: Int?
    /// The tallest the image may be, in pixels; `nil` for no bound.
    package var maximumHeight: Int?
    /// The JPEG quality, 1-100, when the page named one.
    package var jpegQuality: Int?

    /// The largest bound a page may name: a bigger one is no bound.
    package static let largestBound = 16_384

    /// The resize `options` ask for, or `nil` when they name none (the file goes as picked).
    ///
    /// - Throws: ``CabrilloError/invalidOptions(_:_:)`` for a bound that is not a positive whole number, or a
    ///   quality outside 0-100.
    package init?(_ options: JSONValue, method: CabrilloMethod) throws(CabrilloError) {
        func bound(_ key: String) throws(CabrilloError) -> Int? {
            guard let value = options[key], value != .null else { return nil }
            guard case .number(let number) = value, number.isFinite, number >= 1, number.rounded() == number else {
                throw .invalidOptions(method, "\(key) is not a positive whole number of pixels")
            }
            return number > Double(Self.largestBound) ? nil : Int(number)
        }
        let width = try bound("maxWidth")
        let height = try bound("maxHeight")
        var quality: Int?
        if let value = options["jpgQuality"], value != .null {
            guard case .number(let number) = value, number.isFinite, (0...100).contains(number) else {
                throw .invalidOptions(method, "jpgQuality is not a quality of 0-100")
            }
            // 0-1 is a fraction (0.8 = 80); above 1 a percentage.
            quality = max(1, min(100, Int((number <= 1 ? number * 100 : number).rounded())))
        }
        guard width != nil || height != nil || quality != nil else { return nil }
        maximumWidth = width
        maximumHeight = height
        jpegQuality = quality
    }

    /// Makes a resize directly.
    package init(maximumWidth: Int? = nil, maximumHeight: Int? = nil, jpegQuality: Int? = nil) {
        self.maximumWidth = maximumWidth
        self.maximumHeight = maximumHeight
        self.jpegQuality = jpegQuality
    }

    /// The size an image of `width` x `height` pixels is scaled to: within both bounds, its aspect kept, never
    /// larger than it is, at least 1 x 1; the same size when it fits.
    package func size(forWidth width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (width, height) }
        let scale = min(
            1, Double(maximumWidth ?? width) / Double(width), Double(maximumHeight ?? height) / Double(height))
        guard scale < 1 else { return (width, height) }
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The size to scale `file`, an image of `width` x `height` pixels as it is shown (turned upright), to; `nil`
    /// when there is nothing to do: the same size, and no quality asked of a JPEG (a PNG has none).
    package func target(for file: PickedFile, width: Int, height: Int) -> (width: Int, height: Int)? {
        let target = size(forWidth: width, height: height)
        let isPNG = file.contentType.lowercased() == "image/png"
        if target == (width, height) && (isPNG || jpegQuality == nil) { return nil }
        return target
    }

    /// The size an image of `width` x `height` stored pixels shows at with the EXIF `orientation` (1-8): 5-8 turn
    /// it a quarter, so that its width and height change places; any other value leaves it as stored.
    package static func upright(width: Int, height: Int, orientation: Int?) -> (width: Int, height: Int) {
        (5...8).contains(orientation ?? 1) ? (height, width) : (width, height)
    }

    /// The JPEG quality a platform encoder takes as a fraction (0.01-1): the one asked, else 90.
    package var jpegCompressionQuality: Double { Double(jpegQuality ?? 90) / 100 }

    /// Whether `file` is an image this resize applies to: JPEG or PNG (the formats every platform writes back).
    package func applies(to file: PickedFile) -> Bool {
        ["image/jpeg", "image/jpg", "image/png"].contains(file.contentType.lowercased())
    }
}

/// Scales a picked image as an ``ImageResize`` says, on a platform's image library (GdkPixbuf on GTK, ImageIO on
/// iOS).
package protocol ImageScaling: Sendable {
    /// `file` scaled and written again in its own format (JPEG with the quality asked, 90 by default), or `nil`
    /// when the platform cannot read it: the file then goes as picked.
    func scaled(_ file: PickedFile, to resize: ImageResize) -> PickedFile?
}

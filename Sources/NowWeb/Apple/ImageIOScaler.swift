#if canImport(ImageIO) && canImport(WebKit)
    import Foundation
    import ImageIO

    /// Scales picked JPEG and PNG images with ImageIO, turned as their EXIF orientation says first (as
    /// `GdkPixbufScaler` does on GTK), and writes them again in their own format: the size is the one ``ImageResize``
    /// decides for the upright image, drawn by `CGImageSourceCreateThumbnailAtIndex`, and a JPEG is written with the
    /// quality asked (90 by default). Thread-safe: each call works on images of its own.
    struct ImageIOScaler: ImageScaling {
        func scaled(_ file: PickedFile, to resize: ImageResize) -> PickedFile? {
            guard resize.applies(to: file), !file.data.isEmpty,
                let source = CGImageSourceCreateWithData(file.data as CFData, nil),
                let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any],
                let width = (properties[kCGImagePropertyPixelWidth as String] as? NSNumber)?.intValue,
                let height = (properties[kCGImagePropertyPixelHeight as String] as? NSNumber)?.intValue
            else { return nil }
            let orientation = (properties[kCGImagePropertyOrientation as String] as? NSNumber)?.intValue
            let upright = ImageResize.upright(width: width, height: height, orientation: orientation)
            // Nothing to do: the same size, and no quality asked of a JPEG.
            guard let target = resize.target(for: file, width: upright.width, height: upright.height) else {
                return file
            }
            let options: [String: Any] = [
                kCGImageSourceCreateThumbnailFromImageAlways as String: true,
                kCGImageSourceCreateThumbnailWithTransform as String: true,
                kCGImageSourceThumbnailMaxPixelSize as String: max(target.width, target.height),
            ]
            guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
                return nil
            }
            let isPNG = file.contentType.lowercased() == "image/png"
            let data = NSMutableData()
            guard
                let destination = CGImageDestinationCreateWithData(
                    data as CFMutableData, (isPNG ? "public.png" : "public.jpeg") as CFString, 1, nil)
            else { return nil }
            let written: [String: Any] =
                isPNG ? [:] : [kCGImageDestinationLossyCompressionQuality as String: resize.jpegCompressionQuality]
            CGImageDestinationAddImage(destination, image, written as CFDictionary)
            guard CGImageDestinationFinalize(destination) else { return nil }
            return PickedFile(name: file.name, contentType: isPNG ? "image/png" : "image/jpeg", data: data as Data)
        }
    }
#endif

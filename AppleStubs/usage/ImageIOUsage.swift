// Uses every declaration of AppleStubs/ImageIO and AppleStubs/CoreGraphics: CGImageSource (created from data, its
// properties copied, a thumbnail made) with the thumbnail and property keys, CGImageDestination (created on data, an
// image added, finalized) with the lossy compression key, the CFData, CFMutableData, CFDictionary and CFString types,
// and CGImage's width and height.
import Foundation
import ImageIO

func scaledJPEG(_ data: Data, maximumPixels: Int) -> (Data, CGImage)? {
    guard let source = CGImageSourceCreateWithData(data as CFData, nil),
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any],
        properties[kCGImagePropertyPixelWidth as String] != nil,
        properties[kCGImagePropertyPixelHeight as String] != nil
    else { return nil }
    _ = properties[kCGImagePropertyOrientation as String]
    let options: [String: Any] = [
        kCGImageSourceCreateThumbnailFromImageAlways as String: true,
        kCGImageSourceCreateThumbnailWithTransform as String: true,
        kCGImageSourceThumbnailMaxPixelSize as String: maximumPixels,
    ]
    guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else { return nil }
    let written = NSMutableData()
    let type: CFString = "public.jpeg" as CFString
    guard let destination = CGImageDestinationCreateWithData(written as CFMutableData, type, 1, nil) else { return nil }
    let quality: [String: Any] = [kCGImageDestinationLossyCompressionQuality as String: 0.8]
    CGImageDestinationAddImage(destination, image, quality as CFDictionary)
    guard CGImageDestinationFinalize(destination) else { return nil }
    return (written as Data, image)
}

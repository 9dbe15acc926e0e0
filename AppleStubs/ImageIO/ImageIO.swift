// Stub of Apple's ImageIO: reading an image's size, a scaled copy of it, and writing it again. Sources: the iOS 18.0
// SDK's ImageIO.framework/Headers/CGImageDestination.h, and the iOS 16.4 SDK's CGImageSource.h and
// CGImageProperties.h (the iOS 18.0 copy does not hold them). CF_IMPLICIT_BRIDGING_ENABLED: the `Create`/`Copy`
// functions return managed references, imported as plain (optional) values.
@_exported import CoreGraphics
import Foundation

// CFData.h / CFDictionary.h / CFString.h: CFData, CFMutableData, CFDictionary and CFString are toll-free bridged with
// NSData, NSMutableData, NSDictionary and NSString. Approximation (as in the Security stub): Swift on Linux has no CF
// bridging, so the bridged Foundation class stands in for each, which keeps `data as CFData` and
// `dictionary as CFDictionary` meaning what they mean on Apple platforms.
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFDictionary = NSDictionary
public typealias CFString = NSString

// `typedef struct IIO_BRIDGED_TYPE(id) CGImageSource * CGImageSourceRef;` (CGImageSource.h)
public final class CGImageSource {}

// `typedef struct IIO_BRIDGED_TYPE(id) CGImageDestination * CGImageDestinationRef;` (CGImageDestination.h)
public final class CGImageDestination {}

// CGImageSource.h: `IMAGEIO_EXTERN CGImageSourceRef _iio_Nullable CGImageSourceCreateWithData(CFDataRef _iio_Nonnull
// data, CFDictionaryRef _iio_Nullable options)`
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { fatalError() }

// `IMAGEIO_EXTERN CFDictionaryRef _iio_Nullable CGImageSourceCopyPropertiesAtIndex(CGImageSourceRef _iio_Nonnull
// isrc, size_t index, CFDictionaryRef _iio_Nullable options)`
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{ fatalError() }

// `IMAGEIO_EXTERN CGImageRef _iio_Nullable CGImageSourceCreateThumbnailAtIndex(CGImageSourceRef _iio_Nonnull isrc,
// size_t index, CFDictionaryRef _iio_Nullable options)`
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{ fatalError() }

// `IMAGEIO_EXTERN const CFStringRef kCGImageSourceCreateThumbnailFromImageAlways`, `kCGImageSourceThumbnailMaxPixelSize`,
// `kCGImageSourceCreateThumbnailWithTransform` (CGImageSource.h)
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = { fatalError() }()
public let kCGImageSourceThumbnailMaxPixelSize: CFString = { fatalError() }()
public let kCGImageSourceCreateThumbnailWithTransform: CFString = { fatalError() }()

// CGImageProperties.h: `IMAGEIO_EXTERN const CFStringRef kCGImagePropertyPixelWidth`, `kCGImagePropertyPixelHeight`,
// `kCGImagePropertyOrientation`
public let kCGImagePropertyPixelWidth: CFString = { fatalError() }()
public let kCGImagePropertyPixelHeight: CFString = { fatalError() }()
public let kCGImagePropertyOrientation: CFString = { fatalError() }()

// CGImageDestination.h (iOS 18.0): `IMAGEIO_EXTERN CGImageDestinationRef _iio_Nullable
// CGImageDestinationCreateWithData(CFMutableDataRef _iio_Nonnull data, CFStringRef _iio_Nonnull type, size_t count,
// CFDictionaryRef _iio_Nullable options)`
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? { fatalError() }

// `IMAGEIO_EXTERN void CGImageDestinationAddImage(CGImageDestinationRef _iio_Nonnull idst, CGImageRef _iio_Nonnull
// image, CFDictionaryRef _iio_Nullable properties)`
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    fatalError()
}

// `IMAGEIO_EXTERN bool CGImageDestinationFinalize(CGImageDestinationRef _iio_Nonnull idst)`
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { fatalError() }

// `IMAGEIO_EXTERN const CFStringRef kCGImageDestinationLossyCompressionQuality`
public let kCGImageDestinationLossyCompressionQuality: CFString = { fatalError() }()

// Stub of Apple's CoreGraphics: only the image type ImageIO hands over. Source: the iOS 16.4 SDK's
// CoreGraphics.framework/Headers/CGImage.h (`typedef struct CF_BRIDGED_TYPE(id) CGImage *CGImageRef;`, imported into
// Swift as the class `CGImage`); the iOS 18.0 copy the stubs are otherwise transcribed from does not hold it.
// Geometry (`CGFloat`, `CGRect`, `CGSize`) is Foundation's on Linux and is not stubbed.
@_exported import Foundation

// `typedef struct CF_BRIDGED_TYPE(id) CGImage *CGImageRef;` (CGImage.h)
public final class CGImage {}

// Stub of UIKit's UIColor and UITraitCollection.
// Sources: iPhoneOS18.0.sdk UIKit.framework/Headers/UIColor.h (NS_SWIFT_SENDABLE class; initWithRed:green:blue:alpha:,
// initWithDynamicProvider:, resolvedColorWithTraitCollection:, getRed:green:blue:alpha:, colorWithAlphaComponent:,
// clearColor) and UITraitCollection.h (NS_SWIFT_SENDABLE class; traitCollectionWithUserInterfaceStyle:,
// userInterfaceStyle, hasDifferentColorAppearanceComparedToTraitCollection:), UIInterface.h (UIUserInterfaceStyle).
@_exported import Foundation

// UIInterface.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) { Unspecified, Light, Dark }` (iOS 12.0+).
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

// UITraitCollection.h: `NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    // `+ (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle;`
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    // `@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle;`
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    // `- (BOOL)hasDifferentColorAppearanceComparedToTraitCollection:(nullable UITraitCollection *)traitCollection;`
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

// UIColor.h: `UIKIT_EXTERN NS_SWIFT_SENDABLE @interface UIColor : NSObject <NSSecureCoding, NSCopying>`.
open class UIColor: NSObject, @unchecked Sendable {
    // `- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    // `- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;`
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    // `- (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider;`
    // inside NS_HEADER_AUDIT_BEGIN(nullability, sendability), so the block is imported as `@Sendable`.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    // `- (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection;`
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    // `- (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha;`
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
    // `- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;`
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    // `@property(class, nonatomic, readonly) UIColor *clearColor;` and the other named colours used.
    open class var clear: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
}

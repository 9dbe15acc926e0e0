// Stub of UIKit's UIContentSizeCategory and UIApplication.preferredContentSizeCategory.
// Sources: iPhoneOS16.5.sdk UIKit.framework/Headers/UIContentSizeCategory.h (`typedef NSString *
// UIContentSizeCategory NS_TYPED_ENUM`: a struct over a String in Swift; its twelve categories and Unspecified,
// `UIContentSizeCategoryDidChangeNotification`, imported as `UIContentSizeCategory.didChangeNotification`) and
// UIApplication.h (`@property(nonatomic,readonly) UIContentSizeCategory preferredContentSizeCategory`, iOS 7.0+).
@_exported import Foundation

public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UIApplication {
    public var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

import Foundation

// The iOS 16.5 SDK's headers (UIKit.framework/Headers) are the source of this file, with the Swift names the
// ClangImporter gives them.

// UIScrollView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView
// <NSCoding, UIFocusItemScrollableContainer>` (only what the package uses).
@MainActor open class UIScrollView: UIView {
    // `@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl API_AVAILABLE(ios(10.0))
    // API_UNAVAILABLE(tvos);`
    open var refreshControl: UIRefreshControl? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIRefreshControl.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIRefreshControl : UIControl`.
@MainActor open class UIRefreshControl: UIControl {
    // `- (instancetype)init;`
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // `@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;`
    open var isRefreshing: Bool { fatalError() }
    // `- (void)endRefreshing API_AVAILABLE(ios(6.0));`
    open func endRefreshing() { fatalError() }
}

// UIScreen.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScreen : NSObject
// <UITraitEnvironment>` (only what the package uses), and `UIKIT_EXTERN NSNotificationName const
// UIScreenCapturedDidChangeNotification API_AVAILABLE(ios(11.0));` (Swift: `UIScreen.capturedDidChangeNotification`,
// nonisolated, a class property here as for UIApplication's names).
@MainActor open class UIScreen: NSObject {
    nonisolated open class var capturedDidChangeNotification: NSNotification.Name { fatalError() }
    // `@property(nonatomic,readonly,getter=isCaptured) BOOL captured API_AVAILABLE(ios(11.0));`
    open var isCaptured: Bool { fatalError() }
}

// UIPasteboard.h: `UIKIT_EXTERN API_AVAILABLE(ios(3.0)) ... NS_SWIFT_SENDABLE @interface UIPasteboard : NSObject`
// (only what the package uses), and `UIKIT_EXTERN NSNotificationName const UIPasteboardChangedNotification`
// (Swift: `UIPasteboard.changedNotification`). `@unchecked` because the stub has no storage to check: the class is
// Sendable in the SDK.
open class UIPasteboard: NSObject, @unchecked Sendable {
    open class var changedNotification: NSNotification.Name { fatalError() }
    // `@property(class, nonatomic, readonly) UIPasteboard *generalPasteboard;` (Swift: `general`)
    open class var general: UIPasteboard { fatalError() }
    // `@property(readonly,nonatomic) NSInteger changeCount;`
    open var changeCount: Int { fatalError() }
    // `@property(nonatomic,copy) NSArray<NSDictionary<NSString *, id> *> *items;`
    open var items: [[String: Any]] {
        get { fatalError() }
        set { fatalError() }
    }
}

// Stub of UIKit's responder, view and view-controller classes, as NowWebViewController and the example app use them.
// Sources (iPhoneOS18.0.sdk UIKit.framework/Headers): UIResponder.h, UIView.h, UIViewController.h,
// UINavigationController.h, UINavigationBar.h (UINavigationItem), UIBarButtonItem.h, UIBarItem.h,
// UIProgressView.h, UILabel.h, UIAlertController.h, UITextField.h, UIAction.h, UIMenuElement.h, UIImage.h, UIGeometry.h,
// UIWindow.h, UIBarAppearance.h, UINavigationBarAppearance.h. Every class here is NS_SWIFT_UI_ACTOR (imported `@MainActor`).
@_exported import Foundation
// UIKit.h imports QuartzCore (UIView.layer is a CALayer); the stub module QuartzCore stands for it.
@_exported import QuartzCore

// UIResponder.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject <UIResponderStandardEditActions>`
@MainActor open class UIResponder: NSObject {
    // `@property(nonatomic, readonly, nullable) UIResponder *nextResponder;` (imported as `next`)
    open var next: UIResponder? { fatalError() }
}

// UIImage.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIImage : NSObject <NSSecureCoding>`
open class UIImage: NSObject, @unchecked Sendable {
    // `+ (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0));`
    public convenience init?(systemName name: String) { fatalError() }
}

// UIGeometry.h: `typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;`
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// UIView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <...>`
@MainActor open class UIView: UIResponder {
    // `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`, imported as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleLeftMargin: AutoresizingMask { fatalError() }
        public static var flexibleWidth: AutoresizingMask { fatalError() }
        public static var flexibleRightMargin: AutoresizingMask { fatalError() }
        public static var flexibleTopMargin: AutoresizingMask { fatalError() }
        public static var flexibleHeight: AutoresizingMask { fatalError() }
        public static var flexibleBottomMargin: AutoresizingMask { fatalError() }
    }
    // `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect) { fatalError() }
    // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) { fatalError() }
    // `@property(nonatomic) CGRect frame;`, `@property(nonatomic) CGRect bounds;`
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;`
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic,getter=isHidden) BOOL hidden;`
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic) CGFloat alpha;`
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic) UIViewAutoresizing autoresizingMask;`
    open var autoresizingMask: AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));`
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0));`
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // `@property(nonatomic,readonly) UITraitCollection *traitCollection` (UITraitEnvironment).
    open var traitCollection: UITraitCollection { fatalError() }
    // `@property(nullable, nonatomic,readonly) UIWindow *window;`
    open var window: UIWindow? { fatalError() }
    // `- (void)addSubview:(UIView *)view;`, `- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;`
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    // `- (void)bringSubviewToFront:(UIView *)view;`, `- (void)removeFromSuperview;`
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    // `- (void)layoutSubviews;`
    open func layoutSubviews() { fatalError() }
    // `- (void)didMoveToWindow;`
    open func didMoveToWindow() { fatalError() }
    // `- (void)layoutIfNeeded;`
    open func layoutIfNeeded() { fatalError() }
    // `@property(nonatomic,readonly,strong) CALayer *layer;`
    open var layer: CALayer { fatalError() }
}

// UIProgressView.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIProgressView : UIView <NSCoding>`
@MainActor open class UIProgressView: UIView {
    // `typedef NS_ENUM(NSInteger, UIProgressViewStyle) { Default, Bar }`
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case bar = 1
    }
    // `- (instancetype)initWithProgressViewStyle:(UIProgressViewStyle)style;`
    public convenience init(progressViewStyle style: Style) { fatalError() }
    // `@property(nonatomic) float progress;`
    open var progress: Float {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic, strong, nullable) UIColor* progressTintColor;`, `trackTintColor`.
    open var progressTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var trackTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (void)setProgress:(float)progress animated:(BOOL)animated;`
    open func setProgress(_ progress: Float, animated: Bool) { fatalError() }
}

// UILabel.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>`
@MainActor open class UILabel: UIView {
    // `@property(nullable, nonatomic,copy) NSString *text;`, `textColor`, `numberOfLines`.
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIMenuElement.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>`
@MainActor open class UIMenuElement: NSObject {}

// UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action);` imported as a main-actor closure.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// UIAction.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIAction : UIMenuElement <UIMenuLeaf>`
@MainActor open class UIAction: UIMenuElement {
    // `+ (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image
    //   identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler;`
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        handler: @escaping UIActionHandler
    ) { fatalError() }
    // `typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIAction.Identifier);`
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

// UIBarItem.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIBarItem : NSObject <NSCoding, UIAppearance>`
@MainActor open class UIBarItem: NSObject {
    // `@property(nonatomic,getter=isEnabled) BOOL enabled;`, `@property(nullable, nonatomic,copy) NSString *title;`
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIBarButtonItem.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UIBarButtonItem : UIBarItem <NSCoding>`
@MainActor open class UIBarButtonItem: UIBarItem {
    // `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)`, the cases used.
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
        case cancel = 1
        case flexibleSpace = 5
        case close = 24
    }
    // `- (instancetype)initWithTitle:(nullable NSString *)title image:(nullable UIImage *)image
    //   primaryAction:(nullable UIAction *)primaryAction menu:(nullable UIMenu *)menu API_AVAILABLE(ios(14.0));`
    // (UIMenu is not used here and is left out of the stub, so `menu` is typed as the element base class.)
    public convenience init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenuElement?) {
        fatalError()
    }
    // `- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(nullable UIAction *)primaryAction API_AVAILABLE(ios(14.0));`
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) { fatalError() }
    // `@property(nullable, nonatomic, strong) UIColor *tintColor;`
    open var tintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UINavigationBar.h: `UIKIT_EXTERN NS_SWIFT_UI_ACTOR @interface UINavigationItem : NSObject <NSCoding>`
@MainActor open class UINavigationItem: NSObject {
    // `@property(nullable, nonatomic,copy) NSString *title;`
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic,assign) BOOL hidesBackButton;`
    open var hidesBackButton: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nullable,nonatomic,copy) NSArray<UIBarButtonItem *> *rightBarButtonItems API_AVAILABLE(ios(5.0));`
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, readwrite, strong, nullable) UIView *titleView;` (UINavigationItem.h)
    open var titleView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, readwrite, copy, nullable) UIAction *backAction API_AVAILABLE(ios(16.0))
    //   API_UNAVAILABLE(tvos, watchos);` (the iOS 16.4 SDK's UINavigationItem.h)
    open var backAction: UIAction? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nullable, nonatomic, strong) UIBarButtonItem *leftBarButtonItem;`
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder <...>`
@MainActor open class UIViewController: UIResponder {
    // `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) { fatalError() }
    // `@property(null_resettable, nonatomic,strong) UIView *view;`
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));`
    open var isViewLoaded: Bool { fatalError() }
    // `- (void)loadView;`, `- (void)viewDidLoad;`, `- (void)viewWillAppear:(BOOL)animated;`,
    // `- (void)viewDidDisappear:(BOOL)animated;`
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    // `- (void)viewWillDisappear:(BOOL)animated;`
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    // `- (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));`
    open func viewDidLayoutSubviews() { fatalError() }
    // `@property(nullable, nonatomic,copy) NSString *title;`
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic,readonly,strong) UINavigationItem *navigationItem;` (UINavigationControllerItem)
    open var navigationItem: UINavigationItem { fatalError() }
    // `@property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController;`
    open var navigationController: UINavigationController? { fatalError() }
    // `@property(nullable, nonatomic, readonly) UIViewController *presentingViewController;`
    open var presentingViewController: UIViewController? { fatalError() }
    // `@property(nullable, nonatomic,readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0));`
    open var presentedViewController: UIViewController? { fatalError() }
    // `@property (nonatomic, getter=isModalInPresentation) BOOL modalInPresentation API_AVAILABLE(ios(13.0));`
    open var isModalInPresentation: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nullable, nonatomic, strong) NSArray<__kindof UIBarButtonItem *> *toolbarItems;`
    open var toolbarItems: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (void)setToolbarItems:(nullable NSArray<UIBarButtonItem *> *)toolbarItems animated:(BOOL)animated;`
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    // `@property(nonatomic,readonly) UITraitCollection *traitCollection` (UITraitEnvironment).
    open var traitCollection: UITraitCollection { fatalError() }
    // `- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection`
    // (UITraitEnvironment; API_DEPRECATED in iOS 17.0 in favour of the trait change registration APIs).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    // `- (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag
    //   completion:(void (^ __nullable)(void))completion;`
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError() }
    // `- (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion;`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    // `@property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));`
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nullable, nonatomic, readonly) UIPresentationController *presentationController
    //   API_AVAILABLE(ios(8.0));`
    open var presentationController: UIPresentationController? { fatalError() }
}

// UIGestureRecognizer.h: `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject`
@MainActor open class UIGestureRecognizer: NSObject {
    // `@property(nonatomic, getter=isEnabled) BOOL enabled;`
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// UINavigationController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`
@MainActor open class UINavigationController: UIViewController {
    // `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;`
    public init(rootViewController: UIViewController) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // `- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    // `- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;`
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    // `@property(nullable, nonatomic,readonly,strong) UIViewController *topViewController;`
    open var topViewController: UIViewController? { fatalError() }
    // `@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;`
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nullable, nonatomic, readonly) UIGestureRecognizer *interactivePopGestureRecognizer
    //   API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);`
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    // `@property(nonatomic,readonly) UINavigationBar *navigationBar;`
    open var navigationBar: UINavigationBar { fatalError() }
    // `@property(nonatomic,getter=isToolbarHidden) BOOL toolbarHidden API_AVAILABLE(ios(3.0));`
    open var isToolbarHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIBarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarAppearance : NSObject<NSCopying, NSSecureCoding>`. (`- (instancetype)init;` is a convenience
// initializer in UIKit, beside designated ones taking an idiom, an appearance or a coder, which are not used: it is
// declared designated here, which a caller cannot tell apart.)
@MainActor open class UIBarAppearance: NSObject {
    public override init() { fatalError() }
    // `- (void)configureWithOpaqueBackground;`
    open func configureWithOpaqueBackground() { fatalError() }
    // `@property (nonatomic, readwrite, copy, nullable) UIColor *backgroundColor;`
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UINavigationBarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationBarAppearance : UIBarAppearance`
@MainActor open class UINavigationBarAppearance: UIBarAppearance {}

// UINavigationBar.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UINavigationBar : UIView
// <NSCoding, UIBarPositioning>` (its tintColor is UIView's).
@MainActor open class UINavigationBar: UIView {
    // `@property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR
    //   API_AVAILABLE(ios(13.0), tvos(13.0));`
    open var standardAppearance: UINavigationBarAppearance {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *scrollEdgeAppearance
    //   UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));`
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIAlertController.h: `typedef NS_ENUM(NSInteger, UIAlertActionStyle)`, `UIAlertControllerStyle`, `UIAlertAction`,
// `UIAlertController : UIViewController`.
@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    // `+ (instancetype)actionWithTitle:(nullable NSString *)title style:(UIAlertActionStyle)style
    //   handler:(void (^ __nullable)(UIAlertAction *action))handler;`
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
    // `+ (instancetype)alertControllerWithTitle:(nullable NSString *)title message:(nullable NSString *)message
    //   preferredStyle:(UIAlertControllerStyle)preferredStyle;`
    public convenience init(title: String?, message: String?, preferredStyle: Style) { fatalError() }
    // `- (void)addAction:(UIAlertAction *)action;`
    open func addAction(_ action: UIAlertAction) { fatalError() }
    // `- (void)addTextFieldWithConfigurationHandler:(void (^ __nullable)(UITextField *textField))configurationHandler;`
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError() }
    // `@property (nullable, nonatomic, readonly) NSArray<UITextField *> *textFields;`
    open var textFields: [UITextField]? { fatalError() }
}

// UIWindow.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`
@MainActor open class UIWindow: UIView {
    // `@property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));`
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (void)makeKeyAndVisible;`
    open func makeKeyAndVisible() { fatalError() }
    // UIWindow.h: `@property(nonatomic,strong) UIScreen *screen API_AVAILABLE(ios(3.2));` (its setter deprecated
    // since iOS 13; only the getter is declared here).
    open var screen: UIScreen { fatalError() }
}

// UIApplication.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIApplication : UIResponder`, and
// the two notification names as Apple's documentation gives their Swift declarations
// (developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification and
// .../willenterforegroundnotification): `nonisolated class let didEnterBackgroundNotification: NSNotification.Name`,
// `nonisolated class let willEnterForegroundNotification: NSNotification.Name` (a class property here: Swift classes
// have no stored class properties).
// `@property(class, nonatomic, readonly) UIApplication *sharedApplication` (Swift name `shared`), and
// `- (void)openURL:(NSURL*)url options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options
// completionHandler:(void (^ __nullable)(BOOL success))completion` (Swift: `open(_:options:completionHandler:)`,
// with the defaults the ClangImporter gives an options dictionary and a nullable trailing block: `[:]`, `nil`); `typedef NSString * UIApplicationOpenExternalURLOptionsKey
// NS_TYPED_ENUM` (Swift: `UIApplication.OpenExternalURLOptionsKey`).
@MainActor open class UIApplication: UIResponder {
    nonisolated open class var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
    nonisolated open class var willEnterForegroundNotification: NSNotification.Name { fatalError() }
    // `UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification;` and
    // `UIApplicationDidBecomeActiveNotification`, named in Swift as the two above.
    nonisolated open class var willResignActiveNotification: NSNotification.Name { fatalError() }
    nonisolated open class var didBecomeActiveNotification: NSNotification.Name { fatalError() }
    open class var shared: UIApplication { fatalError() }
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) { fatalError() }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }
}

// UIControl.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView`
@MainActor open class UIControl: UIView {
    // `typedef NS_OPTIONS(NSUInteger, UIControlState) { UIControlStateNormal = 0, ... }`
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: State { State(rawValue: 0) }
        public static var highlighted: State { State(rawValue: 1 << 0) }
        public static var disabled: State { State(rawValue: 1 << 1) }
    }
    // `typedef NS_OPTIONS(NSUInteger, UIControlEvents) { ... UIControlEventValueChanged = 1 << 12, ... }` (only the
    // one used).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var valueChanged: Event { Event(rawValue: 1 << 12) }
    }
    // `- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));`
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

// UIButton.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton : UIControl <NSCoding>`
@MainActor open class UIButton: UIControl {
    // `typedef NS_ENUM(NSInteger, UIButtonType)`: Custom = 0, System, DetailDisclosure, InfoLight, InfoDark,
    // ContactAdd, Plain (tvOS only, left out), Close.
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }
    // `+ (instancetype)buttonWithType:(UIButtonType)buttonType primaryAction:(nullable UIAction *)primaryAction
    //   API_AVAILABLE(ios(14.0));`
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) { fatalError() }
    // `- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR;`
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
}

// UITextField.h (the iOS 16.5 SDK's header in /work/shared/apple-sdk):
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting>` (only the property used).
@MainActor open class UITextField: UIControl {
    // `@property(nullable, nonatomic,copy)   NSString               *text;                 // default is nil`
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

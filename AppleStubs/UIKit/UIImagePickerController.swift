// UIImagePickerController.h and UINavigationController.h (UINavigationControllerDelegate) of the iOS 16.4 SDK's
// UIKit.framework/Headers (the iOS 18.0 copy the stubs are otherwise transcribed from does not hold
// UIImagePickerController.h), with UIKit.apinotes' Swift names; UIImage.h's `UIImageJPEGRepresentation`, SwiftName
// `UIImage.jpegData(self:compressionQuality:)`. Only what the package uses.
import Foundation

// `NS_SWIFT_UI_ACTOR @protocol UINavigationControllerDelegate <NSObject>`, every method @optional (none used).
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {}

// `API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @protocol UIImagePickerControllerDelegate<NSObject>`, every method @optional
// (modelled as protocol extension defaults, which is how an optional requirement looks to an implementer).
@MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    // `- (void)imagePickerController:(UIImagePickerController *)picker
    //   didFinishPickingMediaWithInfo:(NSDictionary<UIImagePickerControllerInfoKey, id> *)info;`
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    // `- (void)imagePickerControllerDidCancel:(UIImagePickerController *)picker;`
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIImagePickerController : UINavigationController <NSCoding>`
@MainActor open class UIImagePickerController: UINavigationController {
    // `typedef NS_ENUM(NSInteger, UIImagePickerControllerSourceType)`, SwiftName `UIImagePickerController.SourceType`
    public enum SourceType: Int, @unchecked Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }
    // `typedef NSString * UIImagePickerControllerInfoKey NS_TYPED_ENUM;`, SwiftName `UIImagePickerController.InfoKey`
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        // `UIKIT_EXTERN UIImagePickerControllerInfoKey const UIImagePickerControllerOriginalImage;` (a UIImage)
        public static let originalImage: InfoKey = { fatalError() }()
        // `UIKIT_EXTERN UIImagePickerControllerInfoKey const UIImagePickerControllerMediaURL;` (an NSURL)
        public static let mediaURL: InfoKey = { fatalError() }()
    }
    // `- (instancetype)init;` (the NSObject initializer UINavigationController inherits)
    public init() { fatalError() }
    // `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;` (UINavigationController's)
    public required init?(coder: NSCoder) { fatalError() }
    // `+ (BOOL)isSourceTypeAvailable:(UIImagePickerControllerSourceType)sourceType;`
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { fatalError() }
    // `@property(nullable,nonatomic,weak) id <UINavigationControllerDelegate, UIImagePickerControllerDelegate> delegate;`
    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic) UIImagePickerControllerSourceType sourceType;`
    open var sourceType: SourceType {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property(nonatomic,copy) NSArray<NSString *> *mediaTypes;`
    open var mediaTypes: [String] {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UIImage {
    // `UIKIT_EXTERN NSData * __nullable UIImageJPEGRepresentation(UIImage * __nonnull image, CGFloat compressionQuality);`
    public func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
}

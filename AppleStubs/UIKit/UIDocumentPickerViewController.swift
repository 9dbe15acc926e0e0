// UIDocumentPickerViewController.h (iOS 18.0 SDK, UIKit.framework/Headers). Only what the package uses.
import Foundation
import UniformTypeIdentifiers

// `API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @protocol UIDocumentPickerDelegate <NSObject>`, every method @optional
// (modelled as protocol extension defaults, which is how an optional requirement looks to an implementer).
@MainActor public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    // `- (void)documentPicker:(UIDocumentPickerViewController *)controller
    //   didPickDocumentsAtURLs:(NSArray <NSURL *>*)urls API_AVAILABLE(ios(11.0));`
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    // `- (void)documentPickerWasCancelled:(UIDocumentPickerViewController *)controller;`
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIDocumentPickerViewController : UIViewController`
@MainActor open class UIDocumentPickerViewController: UIViewController {
    // `- (instancetype)initForOpeningContentTypes:(NSArray <UTType *>*)contentTypes asCopy:(BOOL)asCopy
    //   NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(tvos);`
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) { fatalError() }
    // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) { fatalError() }
    // `@property (nullable, nonatomic, weak) id<UIDocumentPickerDelegate> delegate;`
    weak open var delegate: (any UIDocumentPickerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, assign) BOOL allowsMultipleSelection API_AVAILABLE(ios(11.0));`
    open var allowsMultipleSelection: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

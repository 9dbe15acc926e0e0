// QuickLook.framework/Headers (iOS 18.0 SDK): QLPreviewController.h and QLPreviewItem.h. Only what the package
// uses: a preview controller over one local file.
import Foundation
import UIKit

// QLPreviewItem.h: `QL_EXPORT @protocol QLPreviewItem <NSObject>`
public protocol QLPreviewItem: NSObjectProtocol {
    // `@property(readonly, nullable, nonatomic) NSURL * previewItemURL;` (@required)
    var previewItemURL: URL? { get }
}

// QLPreviewController.h: `QL_EXPORT NS_SWIFT_UI_ACTOR @protocol QLPreviewControllerDataSource`, both @required.
@MainActor public protocol QLPreviewControllerDataSource: AnyObject {
    // `- (NSInteger)numberOfPreviewItemsInPreviewController:(QLPreviewController *)controller;`
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    // `- (id <QLPreviewItem>)previewController:(QLPreviewController *)controller
    //   previewItemAtIndex:(NSInteger)index;`
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

// `NS_CLASS_AVAILABLE_IOS(4_0) QL_EXPORT @interface QLPreviewController : UIViewController` (its initializers are
// UIViewController's and NSObject's `init`).
@MainActor open class QLPreviewController: UIViewController {
    // NSObject's `- (instancetype)init`, inherited.
    public init() { fatalError() }
    // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` (UIViewController's)
    public required init?(coder: NSCoder) { fatalError() }
    // `+ (BOOL)canPreviewItem:(id <QLPreviewItem>)item;`
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { fatalError() }
    // `@property(nonatomic, weak, nullable) id <QLPreviewControllerDataSource> dataSource;`
    weak open var dataSource: (any QLPreviewControllerDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
}

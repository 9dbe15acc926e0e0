// UIPresentationController.h and UIViewController.h (UIModalPresentationStyle) of the iOS SDK in
// /work/shared/apple-sdk (UIKit.framework/Headers; the stored iOS 18.0 SDK's copy was not at hand). Only what the
// package uses: the default UI of Cabrillo `modal.presentModal`.
import Foundation

// UIViewController.h: `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`, the cases used.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    // `UIModalPresentationFullScreen = 0,`
    case fullScreen = 0
    // `UIModalPresentationFormSheet API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos),`
    case formSheet = 2
}

// `NS_SWIFT_UI_ACTOR @protocol UIAdaptivePresentationControllerDelegate <NSObject>`, every method @optional
// (modelled as protocol extension defaults, which is how an optional requirement looks to an implementer).
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // `- (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController
    //   API_AVAILABLE(ios(13.0));`
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
// @interface UIPresentationController : NSObject <UIAppearanceContainer, UITraitEnvironment, ...>`
@MainActor open class UIPresentationController: NSObject {
    // `@property(nullable, nonatomic, weak) id <UIAdaptivePresentationControllerDelegate> delegate;`
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
}

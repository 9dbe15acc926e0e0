#if canImport(UIKit)
    import Foundation
    import UIKit

    // The default UI of Cabrillo `modal.presentModal` on iOS, as the vendor's apps show it: the modal page in a
    // navigation controller with the page's title and a Cancel, Close or Done button, presented as a form sheet
    // or full screen. Closing it (the button, or a swipe down of the sheet) is the user's close: the presenting
    // page gets `{results: null}`.
    extension NowWebViewController {
        /// Presents the modal `child` over the controller; `false` (the page gets error 503) when the controller
        /// is already presenting another screen.
        func presentModalPage(_ child: NowWebViewController) -> Bool {
            guard let request = child.modalRequest, presentedViewController == nil else { return false }
            let navigation = UINavigationController(rootViewController: child)
            navigation.modalPresentationStyle = request.presentationStyle == .formSheet ? .formSheet : .fullScreen
            child.navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: Self.systemItem(request.closeButtonStyle),
                primaryAction: UIAction { [weak child] _ in child?.closeModal() })
            let watch = ModalDismissalWatch(child)
            // The presentation controller's delegate is weak: the child holds the watch while it is shown.
            child.cabrillo.modalDismissalWatch = watch
            navigation.presentationController?.delegate = watch
            present(navigation, animated: true)
            return true
        }

        private static func systemItem(_ style: NowWebModalRequest.CloseButtonStyle) -> UIBarButtonItem.SystemItem {
            switch style {
            case .cancel: .cancel
            case .close: .close
            case .done: .done
            }
        }
    }

    /// Hears the user swipe a modal sheet down: that is the user's close.
    @MainActor final class ModalDismissalWatch: NSObject, UIAdaptivePresentationControllerDelegate {
        private weak var child: NowWebViewController?

        init(_ child: NowWebViewController) {
            self.child = child
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            child?.closeModal()
        }
    }
#else
    import Foundation

    extension NowWebViewController {
        /// No default modal UI on this platform: `false` (the page gets error 503).
        func presentModalPage(_ child: NowWebViewController) -> Bool { false }
    }
#endif

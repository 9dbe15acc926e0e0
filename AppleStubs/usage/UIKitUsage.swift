// Uses every declaration of AppleStubs/UIKit (180): UIUserInterfaceStyle and UITraitCollection, UIColor (three
// initializers, resolvedColor, getRed, withAlphaComponent, four named colours), UIResponder, UIImage, UIEdgeInsets,
// UIView (AutoresizingMask and its six options, both initializers, every property and method; layoutSubviews
// overridden), UIProgressView (Style), UILabel, UIMenuElement, UIActionHandler, UIAction (Identifier), UIBarItem,
// UIBarButtonItem (SystemItem), UIControl (State: normal, highlighted, disabled), UIButton (ButtonType,
// init(type:primaryAction:), setTitleColor(_:for:)), UINavigationItem, UIViewController (both initializers, the overridden life-cycle
// methods, every property, presentation, modalPresentationStyle, presentationController), UINavigationController,
// UIModalPresentationStyle (fullScreen, formSheet), UIPresentationController (delegate),
// UIAdaptivePresentationControllerDelegate, UIAlertAction (Style), UIAlertController (Style, addTextField with and
// without its handler, textFields), UITextField (text),
// UIWindow, UIBarAppearance, UINavigationBarAppearance, UINavigationBar, UIApplication's two notification names (read
// outside the main actor, as they are nonisolated), UIApplication.shared and open(_:options:completionHandler:) (with
// and without its defaults) with OpenExternalURLOptionsKey (init(rawValue:), rawValue), UIDocumentPickerViewController (both initializers, both
// properties) and UIDocumentPickerDelegate; UIView.layer, viewDidLayoutSubviews (overridden), UIImagePickerController
// (SourceType and its cases, InfoKey with its initializer, rawValue, originalImage and mediaURL, both initializers,
// isSourceTypeAvailable, delegate, sourceType, mediaTypes), UIImagePickerControllerDelegate (each requirement
// implemented), UINavigationControllerDelegate and UIImage.jpegData(compressionQuality:).
import Foundation
import UIKit

final class UsageView: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
    override func didMoveToWindow() { super.didMoveToWindow() }
}

final class UsageViewController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func loadView() { view = UsageView(frame: .zero) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layer.frame = view.bounds
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

nonisolated func applicationNotificationNames() -> [NSNotification.Name] {
    [
        UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification,
        UIScreen.capturedDidChangeNotification, UIPasteboard.changedNotification,
    ]
}

nonisolated func pasteboardUsage() {
    let pasteboard = UIPasteboard.general
    if pasteboard.changeCount > 0, !pasteboard.items.isEmpty { pasteboard.items = [] }
}

@MainActor func refreshUsage(scrollView: UIScrollView, window: UIWindow, coder: NSCoder) {
    let control = UIRefreshControl()
    _ = UIRefreshControl(coder: coder)
    control.addAction(UIAction(title: "") { _ in }, for: .valueChanged)
    _ = UIControl.Event(rawValue: UIControl.Event.valueChanged.rawValue)
    if control.isRefreshing { control.endRefreshing() }
    scrollView.refreshControl = scrollView.refreshControl === control ? nil : control
    let screen: UIScreen = window.screen
    _ = screen.isCaptured
}

@MainActor func applicationUsage(url: URL) {
    let key = UIApplication.OpenExternalURLOptionsKey(rawValue: "key")
    UIApplication.shared.open(url)
    UIApplication.shared.open(url, options: [key: key.rawValue]) { opened in _ = opened }
}

@MainActor func uiKitUsage(coder: NSCoder) {
    // Colours and traits.
    let styles: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
    let traits = UITraitCollection(userInterfaceStyle: styles[2])
    _ = traits.userInterfaceStyle == .dark
    _ = traits.hasDifferentColorAppearance(comparedTo: nil)
    let dynamic = UIColor(dynamicProvider: { @Sendable (collection: UITraitCollection) -> UIColor in
        collection.userInterfaceStyle == .dark ? .black : .white
    })
    let rgb = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    let grey = UIColor(white: 0.5, alpha: 1)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = dynamic.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let colours: [UIColor] = [rgb.withAlphaComponent(0.5), grey, UIColor.clear, .white, .black, .systemBackground]

    // Views.
    let responder: UIResponder = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    let view = UsageView(frame: .zero)
    _ = UIView(coder: coder)
    view.frame = view.bounds
    view.bounds = view.frame
    view.backgroundColor = colours[0]
    view.isHidden = !view.isHidden
    view.alpha = view.alpha / 2
    view.autoresizingMask = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        .flexibleBottomMargin,
    ]
    let mask = UIView.AutoresizingMask(rawValue: view.autoresizingMask.rawValue)
    view.tintColor = mask.isEmpty ? nil : .black
    let insets: UIEdgeInsets = view.safeAreaInsets
    let edges = UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    _ = edges
    _ = view.traitCollection
    view.addSubview(UIView(frame: .zero))
    view.insertSubview(UIView(frame: .zero), at: 0)
    view.bringSubviewToFront(view)
    view.removeFromSuperview()
    view.layoutSubviews()
    view.layoutIfNeeded()
    _ = responder.next
    _ = view.window

    let progress = UIProgressView(progressViewStyle: .default)
    _ = UIProgressView.Style.bar
    progress.progress = 0.5
    progress.progressTintColor = nil
    progress.trackTintColor = .clear
    progress.setProgress(1, animated: true)

    let label = UILabel(frame: .zero)
    label.text = "text"
    label.textColor = .black
    label.numberOfLines = 0

    // Bar items and actions.
    let handler: UIActionHandler = { (action: UIAction) in _ = action }
    let identifier = UIAction.Identifier("identifier")
    _ = UIAction.Identifier(rawValue: identifier.rawValue)
    let action = UIAction(title: "Title", image: UIImage(systemName: "xmark"), identifier: identifier, handler: handler)
    let element: UIMenuElement = action
    let item = UIBarButtonItem(title: "Item", image: nil, primaryAction: action, menu: nil)
    let systemItems: [UIBarButtonItem.SystemItem] = [.done, .cancel, .flexibleSpace, .close]
    let system = UIBarButtonItem(systemItem: systemItems[0], primaryAction: nil)
    item.tintColor = .black
    let barItem: UIBarItem = item
    barItem.isEnabled = false
    barItem.title = barItem.title ?? "title"
    _ = element
    let button = UIButton(type: .system, primaryAction: action)
    let buttonTypes: [UIButton.ButtonType] = [
        .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close,
    ]
    let states: [UIControl.State] = [.normal, .highlighted, .disabled]
    button.setTitleColor(buttonTypes.isEmpty ? nil : .black, for: states[0])
    let control: UIControl = button
    _ = UIControl.State(rawValue: control.isHidden ? states[1].rawValue : states[2].rawValue)

    // View controllers.
    let controller = UsageViewController()
    _ = UsageViewController(coder: coder)
    controller.loadView()
    controller.viewDidLoad()
    controller.viewWillAppear(true)
    controller.viewDidDisappear(true)
    controller.viewWillDisappear(true)
    controller.traitCollectionDidChange(controller.traitCollection)
    _ = controller.view
    _ = controller.isViewLoaded
    controller.title = "Title"
    let navigationItem: UINavigationItem = controller.navigationItem
    navigationItem.title = "Title"
    navigationItem.hidesBackButton = true
    navigationItem.rightBarButtonItems = [system]
    navigationItem.leftBarButtonItem = item
    navigationItem.backAction = navigationItem.backAction ?? UIAction(title: "Back") { _ in }
    navigationItem.titleView = label
    _ = controller.presentingViewController
    _ = controller.presentedViewController
    controller.isModalInPresentation = !controller.isModalInPresentation
    controller.toolbarItems = [item]
    controller.setToolbarItems(nil, animated: false)

    let navigation = UINavigationController(rootViewController: controller)
    _ = UINavigationController(coder: coder)
    navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
    navigation.popViewController(animated: true)
    _ = navigation.topViewController === controller.navigationController
    navigation.viewControllers = [controller]
    navigation.isToolbarHidden = false
    let presentationStyles: [UIModalPresentationStyle] = [.fullScreen, .formSheet]
    navigation.modalPresentationStyle = presentationStyles[navigation.modalPresentationStyle == .fullScreen ? 1 : 0]
    let sheetWatch = UsagePresentationDelegate()
    navigation.presentationController?.delegate = sheetWatch
    if let presentation: UIPresentationController = navigation.presentationController,
        let delegate = presentation.delegate
    {
        // An optional Objective-C requirement: called with `?` where there is Objective-C.
        #if canImport(ObjectiveC)
            delegate.presentationControllerDidDismiss?(presentation)
        #else
            delegate.presentationControllerDidDismiss(presentation)
        #endif
    }
    if let pop: UIGestureRecognizer = navigation.interactivePopGestureRecognizer { pop.isEnabled = !pop.isEnabled }
    let bar: UINavigationBar = navigation.navigationBar
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = appearance.backgroundColor ?? .black
    let base: UIBarAppearance = appearance
    _ = base
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = bar.scrollEdgeAppearance ?? bar.standardAppearance

    let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
    _ = UIAlertController.Style.actionSheet
    let alertStyles: [UIAlertAction.Style] = [.default, .cancel, .destructive]
    alert.addAction(
        UIAlertAction(title: "OK", style: alertStyles[0], handler: { (action: UIAlertAction) in _ = action }))
    alert.addTextField { (field: UITextField) in field.text = field.text ?? "x" }
    alert.addTextField()
    let fields: [UITextField]? = alert.textFields
    _ = fields
    controller.present(alert, animated: true, completion: nil)
    controller.dismiss(animated: true, completion: {})

    let window = UIWindow(frame: .zero)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    _ = applicationNotificationNames()
}

// UIAdaptivePresentationControllerDelegate (the one method implemented).
@MainActor final class UsagePresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var dismissals = 0

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissals += 1 }
}

// UIDocumentPickerViewController (its initializer for opening, `delegate`, `allowsMultipleSelection`) and
// UIDocumentPickerDelegate (both methods implemented).
@MainActor final class UsageDocumentPickerDelegate: NSObject, UIDocumentPickerDelegate {
    private(set) var picked: [URL] = []

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked = urls
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { picked = [] }
}

@MainActor func presentDocumentPicker(from presenter: UIViewController, delegate: UsageDocumentPickerDelegate) {
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item], asCopy: true)
    picker.allowsMultipleSelection = !picker.allowsMultipleSelection
    picker.delegate = delegate
    presenter.present(picker, animated: true)
}

@MainActor func restoreDocumentPicker(_ coder: NSCoder) -> UIDocumentPickerViewController? {
    UIDocumentPickerViewController(coder: coder)
}

final class UsageImagePickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private(set) var taken: [Data] = []

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        if let image = info[.originalImage] as? UIImage, let data = image.jpegData(compressionQuality: 0.9) {
            taken.append(data)
        }
        if let url = info[.mediaURL] as? URL, let data = try? Data(contentsOf: url) { taken.append(data) }
        let keys = [UIImagePickerController.InfoKey(rawValue: "x")]
        taken.append(Data(keys.map(\.rawValue).joined().utf8))
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

@MainActor func imagePickerUsage(presenter: UIViewController, delegate: UsageImagePickerDelegate) {
    let sources: [UIImagePickerController.SourceType] = [.photoLibrary, .camera, .savedPhotosAlbum]
    guard UIImagePickerController.isSourceTypeAvailable(sources[1]) else { return }
    let camera = UIImagePickerController()
    camera.sourceType = .camera
    camera.mediaTypes = ["public.image", "public.movie"]
    camera.delegate = delegate
    _ = (camera.delegate, camera.sourceType, camera.mediaTypes)
    presenter.present(camera, animated: true)
}

@MainActor func restoreImagePicker(_ coder: NSCoder) -> UIImagePickerController? {
    UIImagePickerController(coder: coder)
}

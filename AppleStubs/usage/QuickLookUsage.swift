// Uses every declaration of AppleStubs/QuickLook: QLPreviewItem (implemented), QLPreviewControllerDataSource (both
// requirements implemented) and QLPreviewController (init(), canPreview, dataSource).
import Foundation
import QuickLook
import UIKit

final class UsagePreviewItem: NSObject, QLPreviewItem {
    let previewItemURL: URL?
    init(_ url: URL) { previewItemURL = url }
}

final class UsagePreviewSource: NSObject, QLPreviewControllerDataSource {
    let item: UsagePreviewItem
    init(_ item: UsagePreviewItem) { self.item = item }
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem { item }
}

@MainActor func quickLookUsage(presenter: UIViewController, file: URL, coder: NSCoder) -> UsagePreviewSource? {
    let source = UsagePreviewSource(UsagePreviewItem(file))
    guard QLPreviewController.canPreview(source.item) else { return nil }
    let preview = QLPreviewController()
    preview.dataSource = source
    _ = QLPreviewController(coder: coder)
    presenter.present(preview, animated: true)
    return source
}

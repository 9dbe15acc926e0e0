#if canImport(UIKit) && canImport(QuickLook)
    import Foundation
    import QuickLook
    import UIKit

    extension NowWebViewController {
        /// Whether NowWeb shows an instance file it downloaded into ``attachmentDirectory`` in Quick Look
        /// (`QLPreviewController`, presented over the controller), after handing it to the delegate's
        /// ``NowWebViewControllerDelegate/nowWebViewController(_:didDownloadAttachment:)``. Default `false`: the
        /// delegate alone gets the file. Nothing is shown when the controller is already presenting a screen, or when
        /// Quick Look cannot show the file's type.
        public var previewsDownloadedAttachments: Bool {
            get { attachments.previewsDownloads }
            set { attachments.previewsDownloads = newValue }
        }

        /// Shows `file` (a local file NowWeb downloaded) in Quick Look when the app asked for it.
        func previewDownloadedAttachment(_ file: URL) {
            guard attachments.previewsDownloads, file.isFileURL, presentedViewController == nil else { return }
            let source = AttachmentPreviewSource(file)
            guard QLPreviewController.canPreview(source.item) else { return }
            let preview = QLPreviewController()
            // The data source is weak: the controller holds it while a preview may ask.
            preview.dataSource = source
            attachments.preview = source
            present(preview, animated: true)
        }
    }

    /// One downloaded file, as Quick Look reads it.
    final class AttachmentPreviewItem: NSObject, QLPreviewItem {
        let previewItemURL: URL?

        init(_ file: URL) { previewItemURL = file }
    }

    /// The data source of a preview of one downloaded file.
    final class AttachmentPreviewSource: NSObject, QLPreviewControllerDataSource {
        let item: AttachmentPreviewItem

        init(_ file: URL) { item = AttachmentPreviewItem(file) }

        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }

        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
            item
        }
    }
#endif

#if canImport(UIKit)
    import Foundation
    import UIKit
    import UniformTypeIdentifiers

    /// The document picker on iOS for Cabrillo `attachments.addFile`/`addFiles` (Files, iCloud Drive and the file
    /// providers), presented over the controller, handing over copies NowWeb may read: what ``MediaFilePicker`` opens
    /// for a request that names more than images and videos (`FilePickRequest.platformPicker`).
    ///
    /// A page's own `<input type=file>` needs no picker of NowWeb's: WKWebView shows its own menu (photos, camera,
    /// files).
    @MainActor
    final class DocumentFilePicker: NSObject, FilePicking, UIDocumentPickerDelegate {
        private weak var presenter: UIViewController?
        private var pending: CheckedContinuation<[URL], Never>?

        /// A picker presented over `presenter`.
        init(presenter: UIViewController) {
            self.presenter = presenter
        }

        /// The files the user picked, as local copies; none when cancelled, when a pick is already showing, or
        /// when there is nothing to present over.
        func pickFiles(for request: FilePickRequest) async -> [URL] {
            guard pending == nil, let presenter else { return [] }
            let picker = UIDocumentPickerViewController(
                forOpeningContentTypes: Self.contentTypes(request.accept), asCopy: true)
            picker.allowsMultipleSelection = request.allowsMultiple
            picker.delegate = self
            return await withCheckedContinuation { continuation in
                pending = continuation
                presenter.present(picker, animated: true)
            }
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            finish(urls)
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            finish([])
        }

        private func finish(_ urls: [URL]) {
            pending?.resume(returning: urls)
            pending = nil
        }

        /// The types the picker offers for a page's `accept`: each MIME type or `.ext` as a type; anything it cannot
        /// name (a wildcard such as `image/*`) offers every file, so that the user is never kept from a file the
        /// page accepts.
        static func contentTypes(_ accept: [String]) -> [UTType] {
            var types: [UTType] = []
            for pattern in accept {
                let type =
                    pattern.hasPrefix(".")
                    ? UTType(filenameExtension: String(pattern.dropFirst())) : UTType(mimeType: pattern)
                guard let type else { return [.item] }
                types.append(type)
            }
            return types.isEmpty ? [.item] : types
        }
    }
#endif

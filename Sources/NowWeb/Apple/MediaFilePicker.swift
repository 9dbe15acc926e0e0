#if canImport(UIKit) && canImport(PhotosUI)
    import Foundation
    import PhotosUI
    import UIKit
    import UniformTypeIdentifiers

    /// The platform picker on iOS for Cabrillo `attachments.addFile`/`addFiles`: the picker
    /// `FilePickRequest.platformPicker(isCameraAvailable:mayUseCamera:)` chooses, presented over the controller.
    ///
    /// - The photo library (`PHPickerViewController`, out of process: no photo library permission), showing the
    ///   images and/or videos `accept` names, one item or up to ``FilePickRequest/maximumFiles``.
    /// - The camera (`UIImagePickerController` with `.camera`), for a request that asks `capture`, when the device
    ///   has a camera and the app's `DevicePermissionDelegate` allows `.camera`; else the picker the request has
    ///   without it.
    /// - The document picker (``DocumentFilePicker``) for anything else.
    ///
    /// What the photo library and the camera hand over is copied into a new folder of the controller's own temporary
    /// folder (``AttachmentHost/pickFolder``), named as ``PickedMediaFile`` says (never by the page), and the copies
    /// are removed once uploaded. Cancel answers no files, as the document picker's cancel does.
    @MainActor
    final class MediaFilePicker: NSObject, FilePicking, PHPickerViewControllerDelegate,
        UIImagePickerControllerDelegate, UINavigationControllerDelegate
    {
        private weak var presenter: UIViewController?
        private let folder: URL
        private let mayUseCamera: @MainActor () -> Bool
        private var pending: CheckedContinuation<[URL], Never>?
        private var kinds: PlatformPicker.MediaKinds = []

        /// A picker presented over `presenter`, copying into folders inside `folder` and asking `mayUseCamera` (the
        /// app's `canRequestPermission(.camera)`) before the camera opens.
        init(presenter: UIViewController, folder: URL, mayUseCamera: @escaping @MainActor () -> Bool) {
            self.presenter = presenter
            self.folder = folder
            self.mayUseCamera = mayUseCamera
        }

        func pickFiles(for request: FilePickRequest) async -> [URL] {
            guard pending == nil, let presenter else { return [] }
            let allowed = mayUseCamera
            let choice = request.platformPicker(
                isCameraAvailable: UIImagePickerController.isSourceTypeAvailable(.camera), mayUseCamera: { allowed() })
            switch choice {
            case .documents:
                return await DocumentFilePicker(presenter: presenter).pickFiles(for: request)
            case .photoLibrary(let kinds):
                var configuration = PHPickerConfiguration()
                configuration.selectionLimit = request.selectionLimit
                configuration.filter = .any(of: kinds.members.map { $0 == .images ? PHPickerFilter.images : .videos })
                // JPEG and H.264 where the library holds HEIF and HEVC: what an upload's resize and the instance read.
                configuration.preferredAssetRepresentationMode = .compatible
                let picker = PHPickerViewController(configuration: configuration)
                picker.delegate = self
                // Closed only by Cancel or Add, so that the page's call is always answered.
                picker.isModalInPresentation = true
                return await present(picker, kinds: kinds, over: presenter)
            case .camera(let kinds):
                let camera = UIImagePickerController()
                camera.sourceType = .camera
                camera.mediaTypes = kinds.typeIdentifiers
                camera.delegate = self
                return await present(camera, kinds: kinds, over: presenter)
            }
        }

        private func present(
            _ picker: UIViewController, kinds: PlatformPicker.MediaKinds, over presenter: UIViewController
        )
            async -> [URL]
        {
            self.kinds = kinds
            return await withCheckedContinuation { continuation in
                pending = continuation
                presenter.present(picker, animated: true)
            }
        }

        // MARK: The photo library

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard !results.isEmpty else { return finish([]) }
            let pick = PickedMediaFile.pickFolder(in: folder)
            let (kinds, providers) = (self.kinds, results.prefix(FilePickRequest.maximumFiles).map(\.itemProvider))
            Task {
                var urls: [URL] = []
                for (index, provider) in providers.enumerated() {
                    if let url = await Self.copy(provider, kinds: kinds, into: pick, number: index + 1) {
                        urls.append(url)
                    }
                }
                self.finish(urls)
            }
        }

        /// The item's file, copied into `pick` before the provider removes its own; `nil` when it has nothing the
        /// request offers or cannot be read.
        private static func copy(
            _ provider: NSItemProvider, kinds: PlatformPicker.MediaKinds, into pick: URL, number: Int
        )
            async -> URL?
        {
            guard
                let type = PickedMediaFile.typeIdentifier(
                    registered: provider.registeredTypeIdentifiers, kinds: kinds,
                    conforms: { provider.hasItemConformingToTypeIdentifier($0) },
                    isOfKind: { identifier, kind in
                        UTType(identifier)?.conforms(to: kind == .images ? .image : .movie) ?? false
                    })
            else { return nil }
            let fileExtension =
                PickedMediaFile.fileExtension(forTypeIdentifier: type) ?? UTType(type)?.preferredFilenameExtension
            let suggested = provider.suggestedName
            let fallback = "item-\(number)"
            return await withCheckedContinuation { continuation in
                provider.loadFileRepresentation(forTypeIdentifier: type) { url, _ in
                    // The provider's file is gone once this returns: copied here, off the main thread.
                    let name = PickedMediaFile.name(
                        suggested: suggested,
                        fileExtension: url?.pathExtension.isEmpty == false ? url?.pathExtension : fileExtension,
                        fallback: fallback)
                    continuation.resume(returning: url.flatMap { store($0, named: name, number: number, in: pick) })
                }
            }
        }

        /// `source` copied into `pick` as `name` (as `number-name` when an earlier item took the name).
        nonisolated private static func store(_ source: URL, named name: String, number: Int, in pick: URL) -> URL? {
            let files = FileManager.default
            guard (try? files.createDirectory(at: pick, withIntermediateDirectories: true)) != nil else { return nil }
            var target = pick.appendingPathComponent(name)
            if files.fileExists(atPath: target.path) { target = pick.appendingPathComponent("\(number)-\(name)") }
            return (try? files.copyItem(at: source, to: target)) != nil ? target : nil
        }

        // MARK: The camera

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            picker.dismiss(animated: true)
            let pick = PickedMediaFile.pickFolder(in: folder)
            if let movie = info[.mediaURL] as? URL {
                let name = PickedMediaFile.cameraName(isVideo: true, at: Date())
                return finish(Self.store(movie, named: name, number: 1, in: pick).map { [$0] } ?? [])
            }
            guard let photo = info[.originalImage] as? UIImage,
                let data = photo.jpegData(compressionQuality: PickedMediaFile.cameraJPEGQuality),
                (try? FileManager.default.createDirectory(at: pick, withIntermediateDirectories: true)) != nil
            else { return finish([]) }
            let target = pick.appendingPathComponent(PickedMediaFile.cameraName(isVideo: false, at: Date()))
            finish((try? data.write(to: target)) != nil ? [target] : [])
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.dismiss(animated: true)
            finish([])
        }

        private func finish(_ urls: [URL]) {
            pending?.resume(returning: urls)
            pending = nil
        }
    }
#endif

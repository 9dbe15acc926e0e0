import Foundation

// The decisions of the iOS photo library and camera pickers (`MediaFilePicker`), pure so that they are tested on
// every platform: which picker opens when the camera cannot be used, which media a picker offers, how many items
// the user may select, which representation of a picked item is copied and what the copy is called.

extension PlatformPicker.MediaKinds {
    /// Each kind in these, images first; both kinds for an empty set (a picker that offers nothing helps no one).
    package var members: [PlatformPicker.MediaKinds] {
        let kinds = [PlatformPicker.MediaKinds.images, .videos].filter { contains($0) }
        return kinds.isEmpty ? [.images, .videos] : kinds
    }

    /// The uniform type identifiers of these kinds (`public.image`, `public.movie`), as `UIImagePickerController`'s
    /// `mediaTypes` takes them.
    package var typeIdentifiers: [String] {
        members.map { $0 == .images ? "public.image" : "public.movie" }
    }
}

extension FilePickRequest {
    /// The most files one request hands over: what a picker lets the user select for `addFiles`, and what the
    /// controller uploads of a pick.
    package static let maximumFiles = 32

    /// How many items a picker lets the user select: one, or ``maximumFiles`` when the request allows several.
    package var selectionLimit: Int { allowsMultiple ? Self.maximumFiles : 1 }

    /// The picker for this request on a device whose camera may be missing: the camera only when
    /// `isCameraAvailable` (iOS: `UIImagePickerController.isSourceTypeAvailable(.camera)`) and the app allows it,
    /// else the picker the request has without the camera (``platformPicker(mayUseCamera:)``).
    ///
    /// `mayUseCamera` (the app's `DevicePermissionDelegate` for `.camera`) is asked only when the request would open
    /// the camera and the device has one, so that a page's file request never asks the app for a camera it will not
    /// use.
    package func platformPicker(isCameraAvailable: Bool, mayUseCamera: () -> Bool) -> PlatformPicker {
        let wantsCamera = capture && (accept.isEmpty || mediaKinds != nil)
        return platformPicker(mayUseCamera: wantsCamera && isCameraAvailable && mayUseCamera())
    }
}

/// Which representation of a picked photo-library item is copied, and the name the copy gets. Pure.
package enum PickedMediaFile {
    /// The representations taken first, in this order when the item has several: JPEG and PNG (which an
    /// ``ImageResize`` can scale), then MPEG-4 and QuickTime movies; each with its kind and file name extension.
    private static let preferred: [(identifier: String, kind: PlatformPicker.MediaKinds, fileExtension: String)] = [
        ("public.jpeg", .images, "jpg"), ("public.png", .images, "png"), ("public.mpeg-4", .videos, "mp4"),
        ("com.apple.quicktime-movie", .videos, "mov"),
    ]

    /// The type identifier to load an item as: the first preferred representation of `kinds` the item can give
    /// (`conforms`: iOS `NSItemProvider.hasItemConformingToTypeIdentifier`), else the first it registered that is of
    /// one of `kinds` (`isOfKind`: iOS `UTType.conforms(to: .image or .movie)`), else `nil` (nothing the request
    /// offers).
    package static func typeIdentifier(
        registered: [String], kinds: PlatformPicker.MediaKinds, conforms: (String) -> Bool,
        isOfKind: (String, PlatformPicker.MediaKinds) -> Bool
    ) -> String? {
        let members = kinds.members
        if let type = preferred.first(where: { members.contains($0.kind) && conforms($0.identifier) }) {
            return type.identifier
        }
        return registered.first { identifier in members.contains { isOfKind(identifier, $0) } }
    }

    /// The name of an item's copy: the picker's suggested name made safe (``AttachmentFileName``), with
    /// `fileExtension` (the loaded file's own, else the type's) when the name does not already end with it;
    /// `fallback` (such as `photo-1`) when the picker suggested nothing usable.
    package static func name(suggested: String?, fileExtension: String?, fallback: String) -> String {
        let base = AttachmentFileName.safe(suggested, fallback: fallback)
        let wanted = (fileExtension ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ".")).lowercased()
        guard !wanted.isEmpty, !base.lowercased().hasSuffix("." + wanted) else { return base }
        return AttachmentFileName.safe(base + "." + wanted, fallback: fallback)
    }

    /// The file name extension of a preferred representation (`public.jpeg`: `jpg`); `nil` for another type.
    package static func fileExtension(forTypeIdentifier identifier: String) -> String? {
        preferred.first { $0.identifier == identifier }?.fileExtension
    }

    /// The JPEG quality a camera photo is written with (a fraction), before any ``ImageResize`` the page asks.
    package static let cameraJPEGQuality = 0.9

    /// The name of what the camera took at `date`: `photo-20260102-030405.jpg` (JPEG) or
    /// `video-20260102-030405.mov` (the camera's QuickTime movie), in UTC.
    package static func cameraName(isVideo: Bool, at date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let stamp =
            "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
        return isVideo ? "video-\(stamp).mov" : "photo-\(stamp).jpg"
    }

    /// A new folder for one pick's copies inside `root` (the controller's own temporary folder): its name is
    /// NowWeb's, never a page's.
    package static func pickFolder(in root: URL) -> URL {
        root.appendingPathComponent("pick-\(UUID().uuidString)", isDirectory: true)
    }
}

extension PickedMediaFile {
    /// Removes the pick folders of `files` that lie directly in `root` (the controller's folder for picked copies),
    /// once their upload is done; a file anywhere else (the document picker's own copies, an app's picker's files)
    /// is left alone.
    package static func discard(_ files: [URL], in root: URL) {
        let rootPath = root.standardizedFileURL.path
        var removed: Set<String> = []
        for file in files where file.isFileURL {
            let folder = file.standardizedFileURL.deletingLastPathComponent()
            guard folder.deletingLastPathComponent().path == rootPath, folder.lastPathComponent.hasPrefix("pick-"),
                removed.insert(folder.path).inserted
            else { continue }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}

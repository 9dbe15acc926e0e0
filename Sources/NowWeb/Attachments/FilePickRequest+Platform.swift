import Foundation

/// Which of the platform's pickers answers a ``FilePickRequest`` (iOS: the photo library, the camera, the document
/// picker), and for which kinds of media.
package enum PlatformPicker: Sendable, Equatable {
    /// The photo library (`PHPickerViewController`), showing images, videos or both.
    case photoLibrary(MediaKinds)
    /// The camera (`UIImagePickerController` with `.camera`), taking a photo, a video or either.
    case camera(MediaKinds)
    /// The document picker: Files, iCloud Drive and the file providers.
    case documents

    /// Kinds of media a photo library or camera offers.
    package struct MediaKinds: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Still images.
        package static let images = MediaKinds(rawValue: 1)
        /// Videos.
        package static let videos = MediaKinds(rawValue: 2)
    }
}

extension FilePickRequest {
    /// The extensions of `accept` taken as images or videos, beside `image/…` and `video/…` types.
    private static let imageExtensions: Set<String> = [".jpg", ".jpeg", ".png", ".gif", ".heic", ".heif", ".webp"]
    private static let videoExtensions: Set<String> = [".mp4", ".mov", ".m4v"]

    /// The media kinds `accept` is made of, or `nil` when it accepts any file or names something else (a `.pdf`,
    /// `application/…`): then only the document picker offers everything the page takes.
    var mediaKinds: PlatformPicker.MediaKinds? {
        guard !accept.isEmpty else { return nil }
        var kinds: PlatformPicker.MediaKinds = []
        for pattern in accept {
            if pattern.hasPrefix("image/") || Self.imageExtensions.contains(pattern) {
                kinds.insert(.images)
            } else if pattern.hasPrefix("video/") || Self.videoExtensions.contains(pattern) {
                kinds.insert(.videos)
            } else {
                return nil
            }
        }
        return kinds
    }

    /// The picker for this request: the camera when the page asks `capture` and `mayUseCamera` (the app's
    /// `DevicePermissionDelegate` allows `.camera`) and `accept` names media or nothing, taking what it names (a
    /// photo when nothing); else the photo library when `accept` names only images and videos; else the document picker.
    ///
    /// `capture` is the page's hint: a refused camera falls back to the picker the request would have without it,
    /// so that the user can still pick a file.
    package func platformPicker(mayUseCamera: Bool) -> PlatformPicker {
        let media = mediaKinds
        if capture && mayUseCamera && (accept.isEmpty || media != nil) { return .camera(media ?? .images) }
        if let media { return .photoLibrary(media) }
        return .documents
    }
}

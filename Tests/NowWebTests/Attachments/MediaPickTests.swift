import Foundation
import Testing

@testable import NowWeb

/// The decisions of the iOS photo library and camera pickers: the camera's fallback, the media offered, how many
/// items, which representation is copied and what the copy is called.
@Suite struct MediaPickTests {
    @Test func aMissingCameraFallsBackWithoutAskingTheApp() {
        var asked = 0
        let allow: () -> Bool = {
            asked += 1
            return true
        }
        let photo = FilePickRequest(accept: "image/*", capture: true)
        #expect(photo.platformPicker(isCameraAvailable: false, mayUseCamera: allow) == .photoLibrary(.images))
        #expect(asked == 0)
        #expect(photo.platformPicker(isCameraAvailable: true, mayUseCamera: allow) == .camera(.images))
        #expect(asked == 1)
        #expect(photo.platformPicker(isCameraAvailable: true, mayUseCamera: { false }) == .photoLibrary(.images))
        // No capture, or a type the camera cannot make: the app is not asked.
        #expect(
            FilePickRequest(accept: "image/*").platformPicker(isCameraAvailable: true, mayUseCamera: allow)
                == .photoLibrary(.images))
        #expect(
            FilePickRequest(accept: ".pdf", capture: true).platformPicker(isCameraAvailable: true, mayUseCamera: allow)
                == .documents)
        #expect(asked == 1)
        #expect(
            FilePickRequest(capture: true).platformPicker(isCameraAvailable: false, mayUseCamera: allow) == .documents)
    }

    @Test func theMediaOfferedAndTheSelectionLimit() {
        #expect(PlatformPicker.MediaKinds.images.typeIdentifiers == ["public.image"])
        #expect(PlatformPicker.MediaKinds.videos.typeIdentifiers == ["public.movie"])
        #expect(PlatformPicker.MediaKinds([.videos, .images]).members == [.images, .videos])
        #expect(PlatformPicker.MediaKinds([]).typeIdentifiers == ["public.image", "public.movie"])
        #expect(FilePickRequest(accept: "image/*").selectionLimit == 1)
        #expect(FilePickRequest(allowsMultiple: true, accept: "image/*").selectionLimit == FilePickRequest.maximumFiles)
    }

    @Test func theRepresentationCopiedPrefersWhatCanBeScaled() {
        let heicOrJPEG = ["public.heic", "public.jpeg"]
        func pick(_ registered: [String], _ kinds: PlatformPicker.MediaKinds, convertible: Set<String> = []) -> String?
        {
            PickedMediaFile.typeIdentifier(
                registered: registered, kinds: kinds,
                conforms: { registered.contains($0) || convertible.contains($0) },
                isOfKind: { identifier, kind in
                    kind == .images
                        ? identifier.hasPrefix("public.heic") || identifier == "com.compuserve.gif"
                        : identifier == "public.avi"
                })
        }
        #expect(pick(heicOrJPEG, .images) == "public.jpeg")
        // A HEIC photo the provider can hand over as JPEG.
        #expect(pick(["public.heic"], .images, convertible: ["public.jpeg"]) == "public.jpeg")
        #expect(pick(["public.heic"], .images) == "public.heic")
        #expect(pick(["com.compuserve.gif"], [.images, .videos]) == "com.compuserve.gif")
        #expect(pick(["com.apple.quicktime-movie", "public.mpeg-4"], .videos) == "public.mpeg-4")
        // A photo when the request takes only videos: nothing.
        #expect(pick(heicOrJPEG, .videos) == nil)
        #expect(pick(["public.avi"], .videos) == "public.avi")
    }

    @Test func aCopyIsNamedSafelyWithItsExtension() {
        #expect(
            PickedMediaFile.name(suggested: "IMG_0001", fileExtension: "jpeg", fallback: "photo-1") == "IMG_0001.jpeg")
        #expect(
            PickedMediaFile.name(suggested: "IMG_0001.JPG", fileExtension: "jpg", fallback: "photo-1") == "IMG_0001.JPG"
        )
        #expect(
            PickedMediaFile.name(suggested: "../../etc/passwd", fileExtension: "png", fallback: "photo-1")
                == "passwd.png")
        #expect(PickedMediaFile.name(suggested: nil, fileExtension: ".mov", fallback: "video-2") == "video-2.mov")
        #expect(PickedMediaFile.name(suggested: "...", fileExtension: nil, fallback: "photo-1") == "photo-1")
        #expect(PickedMediaFile.fileExtension(forTypeIdentifier: "public.jpeg") == "jpg")
        #expect(PickedMediaFile.fileExtension(forTypeIdentifier: "com.apple.quicktime-movie") == "mov")
        #expect(PickedMediaFile.fileExtension(forTypeIdentifier: "public.heic") == nil)
        let date = Date(timeIntervalSince1970: 1_767_323_045)  // 2026-01-02 03:04:05 UTC
        #expect(PickedMediaFile.cameraName(isVideo: false, at: date) == "photo-20260102-030405.jpg")
        #expect(PickedMediaFile.cameraName(isVideo: true, at: date) == "video-20260102-030405.mov")
        // The names NowWeb gives carry the types an upload names.
        #expect(PickedFile.typesByExtension["jpg"] == "image/jpeg")
        #expect(PickedFile.typesByExtension["mov"] == "video/quicktime")
    }

    @Test func anUploadedPickIsRemovedAndNothingElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("picks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = PickedMediaFile.pickFolder(in: root)
        #expect(folder.deletingLastPathComponent().standardizedFileURL.path == root.standardizedFileURL.path)
        #expect(folder != PickedMediaFile.pickFolder(in: root))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picked = folder.appendingPathComponent("photo.jpg")
        try Data([1]).write(to: picked)
        let elsewhere = root.appendingPathComponent("kept.txt")
        try Data([2]).write(to: elsewhere)
        PickedMediaFile.discard([picked, elsewhere, picked], in: root)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(FileManager.default.fileExists(atPath: elsewhere.path))
    }
}

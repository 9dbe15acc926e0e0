import Foundation
import Testing

@testable import NowWeb

/// Which of the platform's pickers a page's file request opens (iOS: photo library, camera, document picker).
@Suite struct PlatformPickerTests {
    @Test func imagesAndVideosOpenThePhotoLibrary() {
        #expect(FilePickRequest(accept: "image/*").platformPicker(mayUseCamera: true) == .photoLibrary(.images))
        #expect(FilePickRequest(accept: "video/mp4").platformPicker(mayUseCamera: false) == .photoLibrary(.videos))
        #expect(
            FilePickRequest(accept: "image/png, .MOV").platformPicker(mayUseCamera: false)
                == .photoLibrary([.images, .videos]))
        #expect(FilePickRequest(accept: ".jpg,.heic").platformPicker(mayUseCamera: false) == .photoLibrary(.images))
    }

    @Test func anythingElseOpensTheDocumentPicker() {
        #expect(FilePickRequest().platformPicker(mayUseCamera: true) == .documents)
        #expect(FilePickRequest(accept: "application/pdf").platformPicker(mayUseCamera: true) == .documents)
        // One type the photo library cannot offer sends the whole request to the documents.
        #expect(FilePickRequest(accept: "image/*,.pdf").platformPicker(mayUseCamera: false) == .documents)
    }

    @Test func captureOpensTheCameraOnlyWhenTheAppAllowsIt() {
        #expect(
            FilePickRequest(accept: "image/*", capture: true).platformPicker(mayUseCamera: true) == .camera(.images))
        #expect(
            FilePickRequest(accept: "video/*", capture: true).platformPicker(mayUseCamera: true) == .camera(.videos))
        #expect(FilePickRequest(capture: true).platformPicker(mayUseCamera: true) == .camera(.images))
        // The camera cannot make a PDF.
        #expect(FilePickRequest(accept: ".pdf", capture: true).platformPicker(mayUseCamera: true) == .documents)
        // Refused: the picker the request has without capture.
        #expect(
            FilePickRequest(accept: "image/*", capture: true).platformPicker(mayUseCamera: false)
                == .photoLibrary(.images))
        #expect(FilePickRequest(accept: ".pdf", capture: true).platformPicker(mayUseCamera: false) == .documents)
    }
}

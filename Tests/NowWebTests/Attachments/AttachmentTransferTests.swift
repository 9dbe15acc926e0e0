import Foundation
import Testing

@testable import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What NowWeb's own attachment requests carry, and how it reads a picked file.
@Suite struct AttachmentTransferTests {
    let upload = WebUploadRequest(
        url: URL(string: "https://acme.service-now.com/api/now/attachment/file?file_name=a.txt")!,
        contentType: "text/plain", body: Data("abc".utf8))

    @Test func anUploadCarriesTheWebSessionAndNeverABearer() {
        let session = AttachmentTransfer.Session(cookieHeader: "JSESSIONID=s1; glide_user_route=r", userToken: "ab12")
        let request = AttachmentTransfer.urlRequest(for: upload, session: session)
        #expect(request.httpMethod == "POST")
        #expect(request.url == upload.url)
        #expect(request.value(forHTTPHeaderField: "Cookie") == "JSESSIONID=s1; glide_user_route=r")
        #expect(request.value(forHTTPHeaderField: "X-UserToken") == "ab12")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.httpBody == Data("abc".utf8))
    }

    @Test func aPagesTokenThatCouldBreakTheHeaderIsNotSent() {
        #expect(AttachmentTransfer.Session.userToken("0a1B2c") == "0a1B2c")
        for hostile in ["", "a\r\nAuthorization: Bearer x", "token with space", String(repeating: "a", count: 129)] {
            #expect(AttachmentTransfer.Session.userToken(hostile) == nil)
        }
        #expect(AttachmentTransfer.Session.userToken(nil) == nil)
    }

    func file(_ name: String, _ data: Data) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-picked-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appending(path: name)
        try data.write(to: url)
        return url
    }

    @Test func aPickedFileIsReadWithATypeFromItsExtension() throws {
        let picked = try PickedFile(contentsOf: try file("Photo.JPG", Data([1, 2, 3])))
        #expect(picked.name == "Photo.JPG")
        #expect(picked.contentType == "image/jpeg")
        #expect(picked.data == Data([1, 2, 3]))
        #expect(try PickedFile(contentsOf: try file("notes", Data([9]))).contentType == "application/octet-stream")
    }

    @Test func aPickedFileThatCannotGoIsRefusedWithWhy() throws {
        #expect(throws: AttachmentError.tooLarge(10, maximum: 4)) {
            try PickedFile(contentsOf: try file("big.txt", Data(count: 10)), maximumBytes: 4)
        }
        #expect(throws: AttachmentError.empty) { try PickedFile(contentsOf: try file("empty.txt", Data())) }
        let directory = try file("x.txt", Data([1])).deletingLastPathComponent()
        #expect(throws: AttachmentError.unreadableFile("not a regular file")) {
            try PickedFile(contentsOf: directory)
        }
        #expect(throws: AttachmentError.unreadableFile("not a local file")) {
            try PickedFile(contentsOf: URL(string: "https://acme.service-now.com/x.txt")!)
        }
    }

    @Test func errorsSayWhatToDoAndNameNoSecret() {
        let errors: [AttachmentError] = [
            .downloadTooLarge(maximum: 16), .transferFailed("URL error -1001"), .noSession,
            .unreadableFile("not a regular file"), .cannotWrite("Downloads"), .trustRefused("the key is not pinned"),
        ]
        for error in errors {
            let text = error.localizedDescription
            #expect(!text.isEmpty && !text.contains("JSESSIONID") && !text.contains("Bearer"))
        }
        #expect(AttachmentError.downloadTooLarge(maximum: 16).localizedDescription.contains("16 bytes"))
    }
}

import Foundation
import Testing

@testable import NowWeb

/// File names, downloads and picks: what a page or a server names never decides where a file is written.
@Suite struct AttachmentFileTests {
    let instance = URL(string: "https://example.service-now.com")!
    let sysID = "0123456789abcdef0123456789abcdef"

    @Test func namesAreOneSafeComponent() {
        #expect(AttachmentFileName.safe("../../.ssh/authorized_keys", fallback: "f") == "authorized_keys")
        #expect(AttachmentFileName.safe("C:\\Users\\x\\report.pdf", fallback: "f") == "report.pdf")
        #expect(AttachmentFileName.safe("..", fallback: "f") == "f")
        #expect(AttachmentFileName.safe(".bashrc", fallback: "f") == "bashrc")
        #expect(AttachmentFileName.safe("a\u{0}b\u{202E}gpj.exe", fallback: "f") == "abgpj.exe")
        #expect(AttachmentFileName.safe(nil, fallback: "f") == "f")
        let long = AttachmentFileName.safe(String(repeating: "x", count: 300) + ".pdf", fallback: "f")
        #expect(long.utf8.count == AttachmentFileName.maximumBytes)
        #expect(long.hasSuffix(".pdf"))
    }

    @Test func aHugeNameIsCutToTheLimit() {
        let name = AttachmentFileName.safe(String(repeating: "a", count: 100_000), fallback: "f")
        #expect(name == String(repeating: "a", count: AttachmentFileName.maximumBytes))
        let dotted = AttachmentFileName.safe(String(repeating: ".", count: 100_000) + "a.txt", fallback: "f")
        #expect(dotted == "a.txt")
    }

    @Test(arguments: [
        String(repeating: "a", count: 10_000), String(repeating: "é", count: 10_000),
        String(repeating: "a", count: 10_000) + ".txt", String(repeating: ".", count: 5_000) + "a.pdf",
        "a" + String(repeating: ".", count: 10_000), String(repeating: "a.", count: 5_000),
    ])
    func fittingANameVisitsEachCharacterAtMostTwice(_ name: String) {
        let counted = CountedName(characters: Array(name))
        let fitted = AttachmentFileName.fitted(counted)
        #expect(fitted.utf8.count <= AttachmentFileName.maximumBytes)
        #expect(!fitted.hasPrefix("."))
        #expect(counted.visits.count <= 2 * counted.characters.count, "characters visited")
    }

    @Test func theExtensionIsKeptWhenAStemFitsBeforeIt() {
        let pdf = AttachmentFileName.fitted(String(repeating: "x", count: 300) + ".pdf")
        #expect(pdf == String(repeating: "x", count: 116) + ".pdf")
        let wide = AttachmentFileName.fitted(String(repeating: "é", count: 100) + ".txt")
        #expect(wide == String(repeating: "é", count: 58) + ".txt")
        let longExtension = AttachmentFileName.fitted("a." + String(repeating: "x", count: 200))
        #expect(longExtension == "a." + String(repeating: "x", count: 118))
        // An extension of 15 characters of 21 bytes each leaves no room for the stem: the name is cut, not hidden.
        let heavy = "e" + String(repeating: "\u{301}", count: 10)
        let noStem = AttachmentFileName.fitted("a." + String(repeating: heavy, count: 15))
        #expect(noStem == "a." + String(repeating: heavy, count: 5))
        #expect(AttachmentFileName.fitted("...") == "")
    }

    @Test func theDispositionNameIsRead() {
        #expect(AttachmentFileName.dispositionName(#"attachment; filename="a b.txt""#) == "a b.txt")
        #expect(AttachmentFileName.dispositionName("attachment") == nil)
        #expect(AttachmentFileName.dispositionName(nil) == nil)
    }

    @Test func onlyAnAttachmentOfTheInstanceIsDownloaded() throws {
        let download = try AttachmentDownload(
            URL(string: "https://example.service-now.com/sys_attachment.do?sys_id=\(sysID)&view=true")!,
            instanceURL: instance)
        #expect(download.url.absoluteString == "https://example.service-now.com/sys_attachment.do?sys_id=\(sysID)")
        for url in [
            "https://evil.example/sys_attachment.do?sys_id=\(sysID)",
            "http://example.service-now.com/sys_attachment.do?sys_id=\(sysID)",
            "https://example.service-now.com/incident.do?sys_id=\(sysID)",
            "https://example.service-now.com/sys_attachment.do?sys_id=../x",
        ] {
            #expect(throws: AttachmentError.notAnInstanceAttachment) {
                try AttachmentDownload(URL(string: url)!, instanceURL: instance)
            }
        }
    }

    @Test func theFileLandsInTheAppsDirectoryUnderItsSysID() {
        let directory = URL(fileURLWithPath: "/var/app/downloads", isDirectory: true)
        let download = AttachmentDownload(sysID: sysID, instanceURL: instance)
        let hostile = download.destination(in: directory, contentDisposition: #"attachment; filename="../../x.sh""#)
        #expect(hostile.path == "/var/app/downloads/\(sysID)-x.sh")
        #expect(
            download.destination(in: directory, contentDisposition: nil).path
                == "/var/app/downloads/\(sysID)-attachment")
    }

    @Test func viewFileNamesTheAttachmentBySysID() throws {
        let call = CabrilloCall(
            method: .viewFile,
            options: .object(["attachment": .object(["sys_id": .string(sysID), "path": .string("/etc")])]))
        #expect(try AttachmentDownload(call, instanceURL: instance).sysID == sysID)
        #expect(throws: CabrilloError.invalidOptions(.viewFile, "attachment.sys_id is not a sys_id")) {
            try AttachmentDownload(CabrilloCall(method: .viewFile), instanceURL: instance)
        }
    }

    @Test func downloadsAreBounded() {
        #expect(AttachmentDownload.check(status: 200, contentLength: 10, received: 0, maximumBytes: 10) == nil)
        #expect(
            AttachmentDownload.check(status: 200, contentLength: 11, received: 0, maximumBytes: 10)
                == .tooLarge(11, maximum: 10))
        #expect(
            AttachmentDownload.check(status: 200, contentLength: nil, received: 12, maximumBytes: 10)
                == .tooLarge(12, maximum: 10))
        #expect(AttachmentDownload.check(status: 404, contentLength: nil, received: 0) == .refused(404))
    }

    @Test func pickRequestsReadAcceptAndFilterFiles() {
        let request = FilePickRequest(allowsMultiple: true, accept: "image/*, .PDF ,text/plain", capture: true)
        #expect(request.accept == ["image/*", ".pdf", "text/plain"])
        #expect(request.accepts(PickedFile(name: "a.png", contentType: "image/png", data: Data())))
        #expect(request.accepts(PickedFile(name: "a.pdf", data: Data())))
        #expect(!request.accepts(PickedFile(name: "a.sh", contentType: "text/x-sh", data: Data())))
        #expect(FilePickRequest().accepts(PickedFile(name: "any", data: Data())))
    }
}

/// A name that counts how often its characters are read.
private struct CountedName: BidirectionalCollection {
    /// The count, shared by the copies and slices of a name.
    final class Visits { var count = 0 }

    let characters: [Character]
    let visits = Visits()

    var startIndex: Int { characters.startIndex }
    var endIndex: Int { characters.endIndex }
    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }
    subscript(position: Int) -> Character {
        visits.count += 1
        return characters[position]
    }
}

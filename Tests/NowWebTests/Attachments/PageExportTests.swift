import Foundation
import NowWeb
import Testing

@Suite struct PageExportTests {
    let instance = URL(string: "https://acme.service-now.com")!
    let blob = URL(string: "blob:https://acme.service-now.com/8c1f0c7e-8d6a-4a43-a8c5-5a8ef7f6f0a1")!

    private func verdict(
        _ url: URL, from requester: String?, bytes: Int64? = nil, busy: Bool = false
    ) -> PageExport.Verdict {
        PageExport(url: url, requester: requester.flatMap { URL(string: $0) })
            .verdict(instance: instance, bytes: bytes, othersUnderWay: busy)
    }

    @Test func anInstanceDocumentsBlobOrDataExportIsTaken() {
        #expect(verdict(blob, from: "https://acme.service-now.com/") == .accept)
        #expect(verdict(URL(string: "data:text/csv,a,b")!, from: "https://ACME.service-now.com:443") == .accept)
    }

    @Test func aThirdPartyFramesExportIsRefused() {
        #expect(verdict(blob, from: "https://widgets.example.com") == .refuse(.foreignFrame))
        let foreignBlob = URL(string: "blob:https://widgets.example.com/8c1f0c7e")!
        #expect(verdict(foreignBlob, from: "https://widgets.example.com") == .refuse(.foreignFrame))
        #expect(verdict(foreignBlob, from: "https://acme.service-now.com") == .refuse(.foreignFrame))
        #expect(
            verdict(URL(string: "blob:null/8c1f0c7e")!, from: "https://acme.service-now.com") == .refuse(.foreignFrame))
        #expect(verdict(blob, from: "https://acme.service-now.com:8443") == .refuse(.foreignFrame))
        #expect(verdict(URL(string: "data:text/csv,a")!, from: "http://acme.service-now.com") == .refuse(.foreignFrame))
    }

    @Test func aBlobOfTheInstanceNeedsNoRequesterButDataDoes() {
        #expect(verdict(blob, from: nil) == .accept, "the blob's own origin names its maker")
        #expect(verdict(URL(string: "blob:https://widgets.example.com/1")!, from: nil) == .refuse(.foreignFrame))
        #expect(verdict(URL(string: "data:text/csv,a")!, from: nil) == .refuse(.unknownRequester))
    }

    @Test func anExportWhoseInstanceIsUnknownIsRefused() {
        #expect(
            PageExport(url: blob, requester: instance).verdict(
                instance: URL(string: "about:blank")!, bytes: nil, othersUnderWay: false) == .refuse(.unknownRequester))
    }

    @Test func anExportOverFiftyMebibytesIsRefused() {
        let limit: Int64 = 50 * 1024 * 1024
        #expect(verdict(blob, from: "https://acme.service-now.com", bytes: limit) == .accept)
        #expect(verdict(blob, from: "https://acme.service-now.com", bytes: limit + 1) == .refuse(.tooLarge))
    }

    @Test func oneExportAtATime() {
        #expect(verdict(blob, from: "https://acme.service-now.com", busy: true) == .refuse(.busy))
    }

    @Test func aServersFileIsNoExport() {
        let file = URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1")!
        #expect(verdict(file, from: "https://acme.service-now.com") == .refuse(.notAnExport))
    }
}

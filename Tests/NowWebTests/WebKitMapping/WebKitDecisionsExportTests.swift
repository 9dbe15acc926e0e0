import Foundation
import NowWeb
import Testing

/// Exports on WKWebView: only a `blob:` or `data:` file a frame of the instance asks to download becomes a
/// `WKDownload`, within the size cap and one at a time; a third-party frame's export, an oversized one and anything
/// that is no export go the usual way (refused as a file to save).
@Suite @MainActor struct WebKitDecisionsExportTests {
    private let instance = URL(string: "https://acme.service-now.com")!
    private let blob = "blob:https://acme.service-now.com/6b1c2a4e-0a4d-4c8e-9d1e-2f3a4b5c6d7e"
    private let foreignOrigin = OriginValue(protocol: "https", host: "evil.example", port: 0)

    private func download(_ url: String, from source: FrameValue, asked: Bool = true) -> NavigationActionValue {
        var action = NavigationActionValue(
            url: url, target: FrameValue(main: true, url: "https://acme.service-now.com/x"))
        action.sourceFrame = source
        action.shouldPerformDownload = asked
        return action
    }

    private var instanceFrame: FrameValue {
        FrameValue(main: true, url: "https://acme.service-now.com/incident_list.do")
    }
    private var foreignFrame: FrameValue {
        FrameValue(main: false, url: "https://evil.example/widget", origin: foreignOrigin)
    }

    @Test func aDownloadLinkToABlobOrDataFileOfAnInstanceFrameIsTaken() throws {
        let export = try #require(
            WebKitDecisions.export(of: download(blob, from: instanceFrame), instance: instance, othersUnderWay: false))
        #expect(export.url.absoluteString == blob)
        #expect(export.requester == URL(string: "https://acme.service-now.com"))
        let csv = "data:text/csv;base64,YSxiCg=="
        #expect(
            WebKitDecisions.export(of: download(csv, from: instanceFrame), instance: instance, othersUnderWay: false)
                != nil)
    }

    @Test func aThirdPartyFramesExportIsRefused() {
        #expect(
            WebKitDecisions.export(of: download(blob, from: foreignFrame), instance: instance, othersUnderWay: false)
                == nil, "a foreign frame cannot hand over the instance's blob")
        let foreignBlob = "blob:https://evil.example/6b1c2a4e-0a4d-4c8e-9d1e-2f3a4b5c6d7e"
        #expect(
            WebKitDecisions.export(
                of: download(foreignBlob, from: foreignFrame), instance: instance, othersUnderWay: false)
                == nil)
        let data = "data:text/csv;base64,YSxiCg=="
        #expect(
            WebKitDecisions.export(of: download(data, from: foreignFrame), instance: instance, othersUnderWay: false)
                == nil)
        let opaque = FrameValue(main: false, url: "about:blank", origin: OriginValue(protocol: "", host: "", port: 0))
        #expect(
            WebKitDecisions.export(of: download(data, from: opaque), instance: instance, othersUnderWay: false) == nil,
            "a data: file of a frame without a readable origin names no requester: refused")
    }

    @Test func onlyADownloadLinkOfAnExportBeforeTheFirstLoadAndOneAtATime() {
        #expect(
            WebKitDecisions.export(
                of: download(blob, from: instanceFrame, asked: false), instance: instance, othersUnderWay: false)
                == nil, "a blob navigation not asked as a download is the machine's")
        #expect(
            WebKitDecisions.export(
                of: download("https://acme.service-now.com/sys_attachment.do?sys_id=1", from: instanceFrame),
                instance: instance, othersUnderWay: false) == nil, "a server's file goes the attachment way")
        #expect(
            WebKitDecisions.export(of: download(blob, from: instanceFrame), instance: nil, othersUnderWay: false) == nil
        )
        #expect(
            WebKitDecisions.export(of: download(blob, from: instanceFrame), instance: instance, othersUnderWay: true)
                == nil)
    }

    @Test func aRefusedResponseOfAnExportBecomesADownloadWithinTheCap() throws {
        let response = WebResponse(url: URL(string: blob)!, statusCode: 200, headers: [:], isMainFrame: true)
        let refused = WebKitDecisions.ResponseDecision(event: .downloadRefused(response), policy: .cancel)
        let taken = WebKitDecisions.export(
            from: refused, expectedBytes: 1024, instance: instance, othersUnderWay: false)
        #expect(taken.decision == .init(event: nil, policy: .download))
        #expect(taken.export?.url == URL(string: blob))

        let oversized = WebKitDecisions.export(
            from: refused, expectedBytes: PageExport.maximumBytes + 1, instance: instance, othersUnderWay: false)
        #expect(oversized.decision == refused && oversized.export == nil, "an oversized export stays refused")
        let busy = WebKitDecisions.export(from: refused, expectedBytes: nil, instance: instance, othersUnderWay: true)
        #expect(busy.decision == refused && busy.export == nil)

        var framed = WebResponse(url: URL(string: blob)!, statusCode: 200, headers: [:], isMainFrame: false)
        framed.frameOrigin = URL(string: "https://evil.example")
        let foreign = WebKitDecisions.ResponseDecision(event: .downloadRefused(framed), policy: .cancel)
        #expect(
            WebKitDecisions.export(from: foreign, expectedBytes: 10, instance: instance, othersUnderWay: false).decision
                == foreign, "a third-party frame's export stays refused")
        let data = WebResponse(
            url: URL(string: "data:text/csv;base64,YSxiCg==")!, statusCode: 200, headers: [:], isMainFrame: true)
        let unvouched = WebKitDecisions.ResponseDecision(event: .downloadRefused(data), policy: .cancel)
        #expect(
            WebKitDecisions.export(from: unvouched, expectedBytes: 4, instance: instance, othersUnderWay: false).export
                == nil, "a data: file nobody vouches for stays refused")

        let file = WebResponse(
            url: URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1")!, statusCode: 200,
            headers: [:], isMainFrame: true)
        let server = WebKitDecisions.ResponseDecision(event: .downloadRefused(file), policy: .cancel)
        #expect(
            WebKitDecisions.export(from: server, expectedBytes: 4, instance: instance, othersUnderWay: false).decision
                == server)
        let shown = WebKitDecisions.ResponseDecision(event: .responseReceived(response), policy: .allow)
        #expect(
            WebKitDecisions.export(from: shown, expectedBytes: 4, instance: instance, othersUnderWay: false).decision
                == shown)
    }

    @Test func theSizeIsCheckedWhenTheFileIsAskedForAndWhenItIsComplete() throws {
        let export = PageExport(url: URL(string: blob)!, requester: URL(string: "https://acme.service-now.com"))
        #expect(WebKitDecisions.exportGoesOn(export, instance: instance, expectedBytes: nil))
        #expect(WebKitDecisions.exportGoesOn(export, instance: instance, expectedBytes: PageExport.maximumBytes))
        #expect(!WebKitDecisions.exportGoesOn(export, instance: instance, expectedBytes: PageExport.maximumBytes + 1))
        #expect(WebKitDecisions.exportIsDelivered(export, instance: instance, bytes: 12))
        #expect(
            !WebKitDecisions.exportIsDelivered(export, instance: instance, bytes: PageExport.maximumBytes + 1),
            "an export that grew past the cap without announcing it is deleted")
        #expect(
            !WebKitDecisions.exportIsDelivered(export, instance: instance, bytes: nil), "an unreadable size refuses")
        #expect(!WebKitDecisions.exportIsDelivered(export, instance: nil, bytes: 12))
        #expect(WebKitDecisions.announcedBytes(-1) == nil)
        #expect(WebKitDecisions.announcedBytes(0) == 0)
        #expect(WebKitDecisions.announcedBytes(2048) == 2048)
    }
}

import Foundation
import NowWeb
import Testing

/// Files a page would have the engine save: which responses count, and what the machine does with them.
@Suite struct FileDownloadTests {
    private func response(
        _ status: Int = 200, _ headers: [String: String] = [:], path: String = "/sys_attachment.do",
        isMainFrame: Bool = true
    ) -> WebResponse {
        WebResponse(url: CoreFixtures.url(path), statusCode: status, headers: headers, isMainFrame: isMainFrame)
    }

    @Test(arguments: ["attachment", "Attachment; filename=\"a.pdf\"", " attachment ;filename=x"])
    func anAttachmentIsAFileToSaveWhateverTheEngineCanShow(disposition: String) {
        #expect(response(200, ["Content-Disposition": disposition]).isFileToSave(engineCanShow: true))
    }

    @Test(arguments: ["inline", "inline; filename=\"attachment.pdf\"", "attachments", ""])
    func anythingElseIsAFileToSaveOnlyWhenTheEngineCannotShowIt(disposition: String) {
        let answer = response(200, ["Content-Disposition": disposition])
        #expect(!answer.isFileToSave(engineCanShow: true))
        #expect(answer.isFileToSave(engineCanShow: false))
    }

    @Test(arguments: [204, 205, 302, 404, 500])
    func answersWithoutContentOrThatFailedAreNeverFiles(status: Int) {
        let answer = response(status, ["Content-Disposition": "attachment"])
        #expect(!answer.isFileToSave(engineCanShow: false))
    }

    @Test func anInstanceFileGoesToTheAppAndTheNavigationEndsWithThePageShown() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/sys_attachment.do?sys_id=1")
        let file = response(path: "/sys_attachment.do?sys_id=1")
        #expect(machine.engine(.downloadRefused(file)) == [.openFile(file.url)])
        #expect(machine.engine(.failed(url: file.url, error: .badResponse("interrupted"))) == [], "an echo")
        #expect(machine.lastGoodPage?.path == "/now/nav/ui/home")
    }

    @Test func anotherSitesFileIsDropped() {
        var machine = WebSessionMachine.bridged()
        let file = response(path: "https://files.example.com/x.zip", isMainFrame: false)
        #expect(machine.engine(.downloadRefused(file)) == [])
    }

    @Test func aFrameOfTheInstancesOriginOpensTheFileAndAForeignFramesIsDropped() {
        // R3-L-7: a third-party frame navigating itself to instance attachments makes the app fetch nothing.
        var machine = WebSessionMachine.bridged()
        var file = response(path: "/sys_attachment.do?sys_id=3", isMainFrame: false)
        file.frameOrigin = CoreFixtures.instance
        #expect(machine.engine(.downloadRefused(file)) == [.openFile(file.url)])
        file.frameOrigin = URL(string: "https://tracker.example")
        #expect(machine.engine(.downloadRefused(file)) == [])
        file.frameOrigin = URL(string: "https://user@acme.service-now.com")
        #expect(machine.engine(.downloadRefused(file)) == [], "an origin the credential rule refuses is foreign")
    }

    @Test func aSubframesInstanceFileGoesToTheAppAndLeavesTheMainFramesNavigationAlone() {
        // A frame the engine cannot place: the app hears of the URL, nothing is fetched natively.
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/incident.do")
        let file = response(path: "/sys_attachment.do?sys_id=2", isMainFrame: false)
        #expect(machine.engine(.downloadRefused(file)) == [.reportUnsupportedURL(file.url)])
        guard case .loading = machine.state else {
            Issue.record("the main frame's navigation goes on, saw \(machine.state)")
            return
        }
    }
}

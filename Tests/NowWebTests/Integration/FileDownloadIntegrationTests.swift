import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// An attachment the instance serves for download, on the headless engine: the app hears of it, the page
/// stays, nothing is reported as a failure.
@Suite @MainActor struct FileDownloadIntegrationTests {
    @Test func anAttachmentGoesToTheAppAsAnUnsupportedURLAndThePageStays() async throws {
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, delegate, activity) = try WebTestHarness.open("/now/nav/ui/home", on: service)
            controller.loadPage()
            _ = try await activity.finished()

            let file = instance.baseURL.appending(path: "sys_attachment.do").appending(queryItems: [
                URLQueryItem(name: "sys_id", value: "42")
            ])
            controller.webEngine.load(WebRequest(url: file))
            #expect(try await activity.unsupportedURL() == file)
            #expect(delegate.unsupportedURLs == [file])
            #expect(delegate.errors.isEmpty)
            #expect(controller.currentURL?.path == "/now/nav/ui/home", "the page stays")
            let fetched = try #require(instance.requestLog.last { $0.path == "/sys_attachment.do" })
            #expect(fetched.cookieNames.contains("JSESSIONID"))
        }
    }
}

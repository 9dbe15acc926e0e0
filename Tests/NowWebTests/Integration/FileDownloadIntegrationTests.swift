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

/// Which frames may make the app fetch and store an instance attachment natively (R3-L-7): the main frame, or a
/// frame of the instance's own origin; one download at a time; files only the user can read.
@Suite @MainActor struct AttachmentDownloadFrameTests {
    /// Hears the files the controller downloaded and the failures it reported, in order.
    final class DownloadDelegate: NowWebViewControllerDelegate {
        let files: AsyncStream<Result<URL, NowWebTestFailure>>
        private let continuation: AsyncStream<Result<URL, NowWebTestFailure>>.Continuation

        init() { (files, continuation) = AsyncStream.makeStream(of: Result<URL, NowWebTestFailure>.self) }

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {}
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {
            continuation.yield(.failure(NowWebTestFailure(description: String(describing: error))))
        }
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
            continuation.yield(.failure(NowWebTestFailure(description: "not downloaded: \(unsupportedUrl)")))
        }
        func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {}
        func nowWebViewController(_ nowWebViewController: NowWebViewController, didDownloadAttachment file: URL) {
            continuation.yield(.success(file))
        }
    }

    /// Opens `path` (the home page by default) on a controller that downloads attachments into a new directory,
    /// and runs `body`.
    static func withDownloadingController(
        path: String = "/now/nav/ui/home",
        _ body: @MainActor (InstanceEmulator, NowWebViewController, DownloadDelegate, URL) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("NowWeb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withInstanceEmulator { instance in
            let service = try await WebTestHarness.makeService(instance)
            let (controller, _, activity) = try WebTestHarness.open(path, on: service)
            let delegate = DownloadDelegate()
            controller.delegate = delegate
            controller.attachmentDirectory = directory
            controller.loadPage()
            _ = try await activity.finished()
            try await body(instance, controller, delegate, directory)
        }
    }

    /// The attachment whose sys_id ends in `suffix` (zeros before it), on `instance`.
    static func attachment(_ suffix: String, on instance: InstanceEmulator) -> URL {
        let sysID = String(repeating: "0", count: 32 - suffix.count) + suffix
        return instance.baseURL.appending(path: "sys_attachment.do").appending(queryItems: [
            URLQueryItem(name: "sys_id", value: sysID)
        ])
    }

    /// The engine reports a file it would not save, as a frame of `frameOrigin` (the main frame when `nil`).
    static func refuse(_ url: URL, on controller: NowWebViewController, frameOrigin: URL? = nil, mainFrame: Bool) {
        var response = WebResponse(url: url, statusCode: 200, headers: [:], isMainFrame: mainFrame)
        response.frameOrigin = frameOrigin
        controller.pageSession.webEngine(controller.webEngine, didReceive: .downloadRefused(response))
    }

    static func fetched(_ instance: InstanceEmulator) -> [String] {
        instance.requestLog.filter { $0.path == "/sys_attachment.do" }.map(\.path)
    }

    @Test func aForeignFramesDownloadFetchesNothingAndTheMainFramesIsSavedForTheUserAlone() async throws {
        try await Self.withDownloadingController { instance, controller, delegate, directory in
            instance.clearRequestLog()
            Self.refuse(
                Self.attachment("41", on: instance), on: controller,
                frameOrigin: URL(string: "https://tracker.example"), mainFrame: false)
            Self.refuse(Self.attachment("42", on: instance), on: controller, mainFrame: true)

            var files = delegate.files.makeAsyncIterator()
            let file = try #require(await files.next()).get()
            #expect(file.lastPathComponent.contains("42"))
            #expect(Self.fetched(instance).count == 1, "the foreign frame's attachment was never fetched")
            let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(saved.count == 1 && saved.allSatisfy { !$0.contains("41") })
            let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    @Test func theHeadlessEngineVouchesForTheClassicFrameItLoadsAndItsAttachmentIsSaved() async throws {
        // The classic UI's frame (`gsft_main`, which the instance's page asks for) shows an attachment: the
        // engine names the page that asked, of the instance's origin, and the file is downloaded.
        let sysID = String(repeating: "0", count: 30) + "45"
        let target = "sys_attachment.do%3Fsys_id%3D\(sysID)"
        try await Self.withDownloadingController(path: "/now/nav/ui/classic/params/target/\(target)") {
            _, _, delegate, _ in
            var files = delegate.files.makeAsyncIterator()
            let file = try #require(await files.next()).get()
            #expect(file.lastPathComponent.hasPrefix(sysID))
        }
    }

    @Test func anInstanceFramesDownloadIsSavedAndASecondWhileOneRunsIsDropped() async throws {
        try await Self.withDownloadingController { instance, controller, delegate, directory in
            instance.clearRequestLog()
            Self.refuse(
                Self.attachment("43", on: instance), on: controller, frameOrigin: instance.baseURL, mainFrame: false)
            Self.refuse(Self.attachment("44", on: instance), on: controller, mainFrame: true)

            var files = delegate.files.makeAsyncIterator()
            let file = try #require(await files.next()).get()
            #expect(file.lastPathComponent.contains("43"))
            #expect(Self.fetched(instance).count == 1, "one download at a time: the second was dropped")
        }
    }
}

/// A failure the controller reported, as its description.
struct NowWebTestFailure: Error, CustomStringConvertible {
    let description: String
}

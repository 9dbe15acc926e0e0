import Foundation
import NowWebTesting
import Testing

@testable import NowWeb

/// The controller's temporary folder for the iOS pickers' copies goes with the controller.
@MainActor
@Suite struct PickFolderTests {
    @Test func theControllersPickFolderIsRemovedWithTheController() async throws {
        let instance = try await InstanceEmulator.start()
        do {
            let service = try await WebTestHarness.makeService(instance)
            var controller: NowWebViewController? = try service.makeWebViewController(
                for: URL(string: "/now/nav/ui/home")!, delegate: nil
            ).get()
            let folder = try #require(controller?.attachments.pickFolder)
            let pick = folder.appending(path: "pick-1")
            try FileManager.default.createDirectory(at: pick, withIntermediateDirectories: true)
            try Data("photo".utf8).write(to: pick.appending(path: "photo.jpg"))
            controller = nil
            #expect(!FileManager.default.fileExists(atPath: folder.path), "the folder outlived its controller")
        } catch {
            await instance.shutdown()
            throw error
        }
        await instance.shutdown()
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// A page's device permission requests go to the service's core, whatever core the app gave the service: a core
/// of the app's own (here the scripted one) decides as the SDK core does with a `DevicePermissionDelegate`.
@Suite @MainActor struct ControllerPermissionTests {
    static let instance = URL(string: "https://acme.service-now.com")!
    static let home = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

    private func controller(core: ScriptedCoreService) async throws -> NowWebViewController {
        let engine = ScriptedWebEngine()
        let service = try await NowWeb.makeWebService(
            configuration: NowServiceConfiguration(instanceUrl: Self.instance, appBundleId: "dev.nowweb.app"),
            core: core, options: NowWebService.Options(makeEngine: { _ in engine }))
        return try service.makeWebViewController(for: Self.home, delegate: nil).get()
    }

    @Test func aCoreOfTheAppsOwnDecidesThePagesRequests() async throws {
        let core = ScriptedCoreService()
        core.grantedPermissions = [.camera]
        let controller = try await controller(core: core)
        let delegate = controller.pageSession
        let engine = controller.webEngine

        #expect(delegate.webEngine(engine, decide: DevicePermissionRequest(permissions: [.camera], pageURL: Self.home)))
        #expect(
            !delegate.webEngine(
                engine, decide: DevicePermissionRequest(permissions: [.camera, .location], pageURL: Self.home)),
            "every capability asked for must be allowed")
        #expect(
            !delegate.webEngine(
                engine,
                decide: DevicePermissionRequest(permissions: [.camera], pageURL: URL(string: "https://evil.example/")!)),
            "a page off the instance gets nothing")
        core.grantedPermissions = []
        #expect(
            !delegate.webEngine(engine, decide: DevicePermissionRequest(permissions: [.camera], pageURL: Self.home)))
    }
}

import Foundation
import NowSDK
import NowWeb

/// Configures NowSDK, makes the web service, preloads pages and hands out page controllers.
@MainActor
final class ExampleModel {
    static let shared = ExampleModel()

    private(set) var service: NowWebService?
    private(set) var lastError: String?
    var usesBrandTheme = false

    func start() async {
        do {
            try NowSDK.configure(
                with: NowSDKConfiguration(
                    authorizationProvider: JWTProvider(endpoint: ExampleConfiguration.jwtProviderUrl),
                    permissionDelegate: CameraOnly(), logLevel: .info))
            let service = try await NowWeb.makeWebService(instanceUrl: ExampleConfiguration.instanceUrl)
            self.service = service
            try service.preloadWebCache(urls: ExampleConfiguration.preloadedPages) {
                print("preloaded \(ExampleConfiguration.preloadedPages.count) pages")
            }
        } catch {
            lastError = error.localizedDescription
        }
    }

    /// A controller for `path` in the current theme, or `nil` (with ``lastError`` set) when there is none.
    func controller(for path: String, delegate: (any NowWebViewControllerDelegate)?) -> NowWebViewController? {
        guard let service, let url = URL(string: path) else { return nil }
        switch service.makeWebViewController(
            for: url, delegate: delegate, theme: ExampleTheme.theme(brand: usesBrandTheme))
        {
        case .success(let controller): return controller
        case .failure(let error):
            lastError = error.localizedDescription
            return nil
        }
    }

    func signOut() async {
        await NowSDK.logout()
    }
}

/// Lets pages ask for the camera (for barcodes and attachment photos), nothing else.
struct CameraOnly: DevicePermissionDelegate {
    func canRequestPermission(_ permission: DevicePermission) -> Bool { permission == .camera }
}

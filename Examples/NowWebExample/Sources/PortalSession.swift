import Foundation
import NowSDK
import NowWeb

/// The app's connection to the instance: NowSDK configured once, when the app starts, and the web service that
/// every page of the app comes from. After a sign-out it makes a new service for the next user.
@MainActor
final class PortalSession: ObservableObject {
    enum State {
        case starting
        case failed(String)
        case ready(NowWebService)
    }

    @Published private(set) var state = State.starting
    private let configured: Result<Void, any Error>

    init() {
        configured = Result {
            try NowSDK.configure(
                with: NowSDKConfiguration(
                    authorizationProvider: JWTProvider(endpoint: ExampleConfiguration.jwtProviderUrl),
                    permissionDelegate: CameraOnly(), logLevel: .info))
        }
    }

    /// Makes the web service and preloads the first pages.
    func start() async {
        if case .ready = state { return }
        state = .starting
        do {
            try configured.get()
            let service = try await NowWeb.makeWebService(instanceUrl: ExampleConfiguration.instanceUrl)
            try service.preloadWebCache(urls: ExampleConfiguration.preloadedPages) {
                print("preloaded \(ExampleConfiguration.preloadedPages.count) pages")
            }
            state = .ready(service)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    /// Logs out (tokens, cookies and cached pages of this user are gone, and the service is closed), then makes a
    /// new service.
    func signOut() async {
        state = .starting
        await NowSDK.logout()
        await start()
    }
}

/// Lets pages ask for the camera (for barcodes and attachment photos), nothing else.
struct CameraOnly: DevicePermissionDelegate {
    func canRequestPermission(_ permission: DevicePermission) -> Bool { permission == .camera }
}

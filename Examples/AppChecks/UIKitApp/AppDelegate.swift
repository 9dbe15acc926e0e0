import NowSDK
import UIKit

/// The app's entry point: configures NowSDK at launch and hands each window scene to ``SceneDelegate``.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        do {
            try NowSDK.configure(
                with: NowSDKConfiguration(
                    authorizationProvider: CompanyTokenProvider(endpoint: PortalConfiguration.tokenEndpoint),
                    permissionDelegate: nil, logLevel: .info))
        } catch {
            print("NowSDK is not configured: \(error.localizedDescription)")
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// Where the app's instance and token endpoint are.
enum PortalConfiguration {
    static let instanceUrl = URL(string: "https://example.service-now.com")!
    static let tokenEndpoint = URL(string: "https://idp.example.com/mobile/servicenow-jwt")!
}

import Foundation
import NowSDK
import NowWeb

/// Configures NowSDK, makes the web service in the screen's `.task`, and holds the page's controller, made once,
/// so that SwiftUI's updates do not make a new web view.
@MainActor
final class PortalModel: ObservableObject, NowWebViewControllerDelegate {
    @Published private(set) var controller: NowWebViewController?
    @Published private(set) var failure: String?
    private var service: NowWebService?

    private static let instanceUrl = URL(string: "https://example.service-now.com")!
    private static let portalPage = URL(string: "/esc?id=index")!

    func start() async {
        guard service == nil else { return }
        do {
            if NowSDK.core() == nil {
                try NowSDK.configure(
                    with: NowSDKConfiguration(
                        authorizationProvider: CompanySSO(), permissionDelegate: nil, logLevel: .info))
            }
            let service = try await NowWeb.makeWebService(instanceUrl: Self.instanceUrl)
            self.service = service
            controller = try service.makeWebViewController(for: Self.portalPage, delegate: self).get()
            controller?.loadPage()
        } catch {
            failure = error.localizedDescription
        }
    }

    func logOut() async {
        await NowSDK.logout()
        controller = nil
        service = nil
        await start()
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        nowWebViewController.loadPage()
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {
        failure = error.localizedDescription
        controller = nil
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        print("not shown in the app: \(unsupportedUrl.absoluteString)")
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        nowWebViewController.loadPage()
    }
}

/// The signed-in employee's ID token from the company's single sign-on, handed to NowSDK as a JWT.
struct CompanySSO: NowSDKAuthorizationProviding {
    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void) {
        let token = UserDefaults.standard.string(forKey: "sso.idToken")
        completion(token.map { [AuthorizationToken(type: .jwt, token: $0)] })
    }
}

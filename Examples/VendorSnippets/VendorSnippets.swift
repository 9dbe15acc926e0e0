// The vendor's iOS snippets for NowSDK/NowWeb, written as its documentation writes them (module-qualified
// types, UIColor themes, a navigation stack, the trait-collection callback, the completion and Combine forms).
// `scripts/typecheck-apple --app` type-checks this file as app code in the Swift 5 and Swift 6 language modes.
import Combine
import NowSDK
import NowWeb
import UIKit

// A theme whose colours are UIColor, as in the vendor's theming guide.
struct MyUIColors: NowUIColoring {
    var brand: UIColor { UIColor(red: 0.04, green: 0.24, blue: 0.57, alpha: 1) }
    var backgroundPrimary: UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    }
}

struct MyUITheme: NowUIThemeable {
    var color: NowUIColoring { MyUIColors() }
}

struct MyWebColors: NowWebColoring {
    let nowUIColor: NowUIColoring
    var alertCritical0: UIColor { UIColor(red: 0.97, green: 0.78, blue: 0.8, alpha: 1) }
}

struct MyWebTheme: NowWebThemeable {
    let nowUITheme: NowUIThemeable
    var color: NowWebColoring { MyWebColors(nowUIColor: nowUITheme.color) }
}

final class AuthorizationProvider: NowSDKAuthorizationProviding {
    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void) {
        completion([AuthorizationToken(type: .jwt, token: "<id token from the identity provider>")])
    }
}

final class PermissionDelegate: DevicePermissionDelegate {
    func canRequestPermission(_ permission: DevicePermission) -> Bool { permission == .camera }
}

final class KnowledgeViewController: UIViewController, NowWebViewControllerDelegate {
    private let instanceUrl = URL(string: "https://acme.service-now.com")!
    private var webService: NowWebService?
    private var cancellables = Set<AnyCancellable>()

    func configureSDK() throws {
        try NowSDK.configure(
            with: NowSDKConfiguration(
                authorizationProvider: AuthorizationProvider(), permissionDelegate: PermissionDelegate(),
                logLevel: .error))
    }

    // Completion form, with the types written out in full as the vendor's guide does.
    func makeServiceWithCompletion() {
        NowWeb.makeWebService(instanceUrl: instanceUrl) { (result: Result<NowWeb.NowWebService, NowSDK.NowServiceError>) in
            switch result {
            case .success(let service):
                self.webService = service
            case .failure(let error):
                print("NowWeb service failed: \(error)")
            }
        }
    }

    // Async form.
    func makeServiceAsync() async throws {
        webService = try await NowWeb.makeWebService(instanceUrl: instanceUrl)
    }

    // Combine form (deprecated by the vendor, still documented).
    func makeServiceWithCombine() {
        NowWeb.makeWebService(instanceUrl: instanceUrl)
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { print("NowWeb service failed: \(error)") }
                },
                receiveValue: { service in self.webService = service }
            )
            .store(in: &cancellables)
    }

    // A service made by hand from the configured core.
    func makeServiceManually() {
        guard let configuration = NowSDK.makeServiceConfiguration(for: instanceUrl) else { return }
        webService = NowWebService(configuration: configuration, coreServiceProvider: NowSDK.core())
    }

    // Push a page onto the navigation stack.
    func showKnowledgeArticle() {
        guard let webService else { return }
        let url = URL(string: "/mesp?id=me_kb_view&sys_kb_id=0b8f2a0e1b5e5d10")!
        let result = webService.makeWebViewController(
            for: url, delegate: self, theme: MyWebTheme(nowUITheme: MyUITheme()))
        switch result {
        case .success(let webViewController):
            webViewController.loadPage()
            navigationController?.pushViewController(webViewController, animated: true)
        case .failure(let error):
            print("Cannot show the page: \(error.localizedDescription)")
        }
    }

    func preload() throws {
        let urls = [URL(string: "/mesp")!, URL(string: "/mesp?id=me_kb_view")!]
        try webService?.preloadWebCache(urls: urls) {
            debugPrint("URLs did complete preloading")
        }
    }

    func logout() {
        NowSDK.logout()
    }

    // NowWebViewControllerDelegate
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        navigationController?.popViewController(animated: true)
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: Swift.Error) {
        print("Navigation failed: \(error.localizedDescription)")
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        print("Unsupported URL: \(unsupportedUrl)")
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        navigationController?.popViewController(animated: true)
    }

    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, systemThemeDidChange traitCollection: UITraitCollection
    ) {
        nowWebViewController.updateTheme(themeColors: MyWebTheme(nowUITheme: MyUITheme()))
    }
}

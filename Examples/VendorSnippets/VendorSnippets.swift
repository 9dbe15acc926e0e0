// The vendor's iOS snippets for NowSDK and NowWeb, as its documentation pages print them, one namespace per
// page (the pages reuse names such as `WebColors`, and the sample app in Examples/NowWebExample, type-checked
// with this file as one app, has a `JWTProvider` of its own). `scripts/typecheck-apple --app` type-checks this
// file in the Swift 5 and Swift 6 language modes.
//
// Changes to the printed text are marked `// [elided]` (the page elides code with "…" or shows a fragment: the
// least code that compiles, around the printed lines) or `// [printed: …]` (the page's text does not compile
// with any SDK: a typographic quote, an undeclared name, a missing brace or `return`; the printed text is quoted).
// Types the pages take from ServiceNow's sample app (`MyWebTheme`, `MyUITheme`, `ThemeColor`) are not the SDK's;
// the least code that compiles stands in for them, marked `// [sample app]`.
import Combine
import Foundation
import NowSDK
import NowWeb
import UIKit

// MARK: - DG/mobsdk-ios-init-nowsdk-in-app.md ("Initialize the NowSDK in your application")

enum InitializeNowSDKPage {  // [elided] the page's files, one namespace
    //
    //  JWTProvider.swift

    class JWTProvider: NowSDKAuthorizationProviding {
      let token: String

      init(token: String) {
        self.token = token
      }

      func requestAuthorization(for instanceUrl: URL, completion: @escaping ([AuthorizationToken]?) -> Void) {
        completion([AuthorizationToken(type: .jwt, token: token)])
      }
    }

    //
    //  PermissionProvider.swift

    class PermissionProvider: DevicePermissionDelegate {
      var isUserPermissionAllowed: Bool { Bool.random() }

      func canRequestPermission(_ permission: DevicePermission) -> Bool {
        guard isUserPermissionAllowed else { return false }  // [printed: `else { false }`]
        return true
      }
    }

    //
    //  AppDelegate.swift

    // [elided] the page's `@main`: the sample app, type-checked with this file as one app, has the app's entry point
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {

        let jwtProvider = JWTProvider(token: "a_valid_token")  // [printed: `"a_valid_token”`, a typographic closing quote]
        let permissionDelegate = PermissionProvider()
        let logLevel: NowLogLevel = .debug

        let config = NowSDKConfiguration(authorizationProvider: jwtProvider, permissionDelegate: permissionDelegate, logLevel: logLevel)  // [printed: `permissionDelegate: permissionProvider`, a name the page never declares]

        do {
          try NowSDK.configure(with: config)
        } catch {
          // Handle 'error'
        }

        return true

      }
    }  // [printed: this closing brace is missing]

    // Guest users

    //  GuestTokenProvider.swift
    class GuestTokenProvider: NowSDKAuthorizationProviding {
        func requestAuthorization(for instanceUrl: URL,
            completion: @escaping ([AuthorizationToken]?) -> Void) {
            completion([AuthorizationToken(type: .guest, token: "")])
        }
    }

    // Logging users out of the SDK

    func onLogout() {
      NowSDK.logout()
    }
}

// MARK: - API/NowCoreServiceiOSAPI.md ("NowCoreService class - iOS")

// [printed: `extension AppDelegate: DevicePermissionDelegate`; the AppDelegate is the init page's]
extension InitializeNowSDKPage.AppDelegate: DevicePermissionDelegate {
  func canRequestPermission(_ permission: DevicePermission) -> Bool {
    return true
  }
}

final class NowCoreServicePage {  // [elided] what the page's fragments refer to
    enum YourCustomError: Error { case accessTokenFailed(AccessTokenProviderError) }  // [elided]
    let someService: any NowService  // [elided]
    let chatService: any NowService  // [elided]
    var subscriptions = Set<AnyCancellable>()  // [elided]

    init(service: any NowService) {  // [elided]
        someService = service
        chatService = service
    }

    func handleFailedAccessToken(_ error: any Error) {}  // [elided]

    // accessTokenDidFail(for:) (deprecated Combine form)
    func accessTokenDidFailCombine() -> AnyPublisher<AccessToken, YourCustomError>? {  // [elided]
        NowSDK.core()?.accessTokenDidFail(for: someService)
          .mapError { YourCustomError.accessTokenFailed($0) }
          .eraseToAnyPublisher()  // [printed: `.flatMap(self.handleFailedAccessToken())` before this line, a call without the error the function takes]
    }

    // accessTokenDidFail(for:) async throws
    func accessTokenDidFailAsync() async {  // [elided]
        do {
            let accessToken = try await NowSDK.core()?.accessTokenDidFail(for: someService)
            _ = accessToken  // [elided] the page leaves the value unused, which the compiler warns about
        } catch {
            self.handleFailedAccessToken(error)
        }
    }

    // isGuestUser(for:) async
    func isGuestUser() async {  // [elided]
        let isGuestUser = await NowSDK.core()?.isGuestUser(for: someService)
        _ = isGuestUser  // [elided] as above
    }

    // refreshAllSettings()
    func refreshAllSettings() {  // [elided]
        NowSDK.core()?.refreshAllSettings()
    }

    // refreshSettings(for:) (deprecated Combine form)
    func refreshSettingsCombine() {  // [elided]
        var subscriptions = Set<AnyCancellable>()
        NowSDK.core()?.refreshSettings(for: someService)  // [printed: `NowSDK.core?.refreshSettings`]
          .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
              print("Refresh failed with error:\(error)")  // [printed: `:\ (error)`, a space inside the interpolation]
            }
          }, receiveValue: { settings in
            print("Received refreshed settings:\(settings)")  // [printed: `:\ (settings)`]
          })
          .store(in: &subscriptions)
        self.subscriptions.formUnion(subscriptions)  // [elided] keeps the subscription alive
    }

    // refreshSettings(for:) async throws
    func refreshSettingsAsync() async {  // [elided]
        do {
            let settings = try await NowSDK.core()?.refreshSettings(for: someService)
            print("Received refreshed settings: \(String(describing: settings))")  // [printed: `\(settings)`, an optional the compiler warns about]
        } catch {
            print("Refresh failed with Settings error: \(error)")
        }
    }

    // requestAccessToken(for:) (deprecated Combine form)
    func requestAccessTokenCombine() {  // [elided]
        NowSDK.core()?.requestAccessToken(for: someService)
    }

    // requestAccessToken(for:) async throws
    func requestAccessTokenAsync() async {  // [elided]
        do {
            let accessToken = try await NowSDK.core()?.requestAccessToken(for: someService)
            _ = accessToken  // [elided] as above
        } catch {
            self.handleFailedAccessToken(error)
        }
    }

    // requestNetworkService(for:) (the page prints the settingsPublisher example here)
    func settingsPublisher() {  // [elided]
        NowSDK.core()?.settingsPublisher(for: chatService)
        .sink(receiveCompletion: { completion in
          if case .failure(let error) = completion {
            // Setting publisher failed with error
            _ = error  // [elided] the page leaves the value unused, which the compiler warns about
          }
        }, receiveValue: { updatedSettings in
          // Receive array of SDK settings for chatService
        })
        .store(in: &subscriptions)
    }

    // requestSettings(for:) (deprecated Combine form)
    func requestSettingsCombine() {  // [elided]
        NowSDK.core()?.requestSettings(for: someService)
    }

    // requestSettings(for:) async throws
    func requestSettingsAsync() async {  // [elided]
        do {
            let settings = try await NowSDK.core()?.requestSettings(for: someService)
            print("Received settings: \(String(describing: settings))")  // [printed: `\(settings)`, as above]
        } catch {
            print("Refresh saved with Settings error: \(error)")
        }
    }

    // canRequestPermission(_:) of the core
    @MainActor func mayUseCamera() -> Bool {  // [elided]
        NowSDK.core()?.canRequestPermission(.camera) ?? false
    }
}

// MARK: - DG/mobsdk-ios-display-web-pages.md ("Display web pages hosted on your ServiceNow instance")

// [sample app] the theme types the page passes
struct MyUITheme: NowUIThemeable {
    var color: NowUIColoring { NowUIDefaultTheme().color }
}

// [sample app]
struct MyWebTheme: NowWebThemeable {
    let nowUITheme: NowUIThemeable
    var color: NowWebColoring { NowWebDefaultTheme(nowUITheme: nowUITheme).color }
}

final class DisplayWebPagesPage: UIViewController, NowWebViewControllerDelegate {  // [elided]
    let instanceUrl = URL(string: "https://acme.service-now.com")!  // [elided]
    var webService: NowWebService?  // [elided]

    func makeService() async {  // [elided]
        do {
            let service = try await NowWeb.makeWebService(instanceUrl: instanceUrl)
            self.webService = service
        } catch {
            debugPrint("Web Service creation failed with error: \(error.localizedDescription)")
        }
    }

    // The completion form's declaration, as the page prints it (its body elided on the page):
    // import Combine
    // import NowWeb
    // import UIKit
    // ...
    public func makeWebService(instanceUrl: URL,
      completion: @escaping ((Result<NowWeb.NowWebService, NowSDK.NowServiceError>) -> Void))
    {}  // [elided]

    // Pre-load pages to improve NowWeb load time

    private func preloadURLs(urls: [URL]) {
      guard let webService = webService else {
        debugPrint("Web service not initialized")
        return
      }
      do {
           try webService.preloadWebCache(urls: urls) {
             debugPrint("URLs did complete preloading")
           }

      } catch {
          debugPrint(error.localizedDescription)
      }
    }

    // Create views to display web content

    func makeView(for url: URL) -> NowWebViewController? {  // [elided]
        guard let webService else { return nil }  // [elided]
        let result = webService.makeWebViewController(for: url,
          delegate: self, theme: MyWebTheme(nowUITheme: MyUITheme()))
        switch result {
        case .success(let viewController):
          return viewController
        case .failure(let error):
          debugPrint("Web view creation failed with error: \(error.localizedDescription)")
        }
        return nil  // [elided]
    }

    // [elided] the delegate the page passes as `self`
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {}
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: Swift.Error) {}
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {}
    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {}
}

// MARK: - API/NowWebThemeableiOSProtocol.md ("NowWebThemeable protocol - iOS")

enum NowWebThemeableDefaultColorsPage {  // [elided]
    // Define WebColors using default colors

    /// Sample structure for using default colors that come with Mobile SDK.
    struct WebColors: NowUIColoring {
    }
}

enum NowWebThemeablePage {  // [elided]
    // Define WebColors using custom colors

    /// Use custom colors with light theme
    struct WebColors: NowUIColoring {
        private var defaultTheme: NowWebDefaultTheme { NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
        }

        var brand: UIColor { lightBrand }
        var primary: UIColor { lightPrimary }
        var textPrimary: UIColor { lightTextPrimary }
        var screenHeaderText: UIColor { lightScreenHeaderText }
        var screenHeaderBackground: UIColor { lightScreenHeaderBackground }
        var textActionable: UIColor { lightTextActionable }
        var alertCritical0: UIColor { lightAlertCritical0 }
        var alertCritical3: UIColor { lightAlertCritical3 }
        var alertPositive0: UIColor { lightAlertPositive0 }
        var alertPositive3: UIColor { lightAlertPositive3 }
        var alertLow0: UIColor { lightAlertLow0 }
        var alertWarning0: UIColor { lightAlertWarning0 }
        var backgroundPrimary: UIColor { lightBackgroundPrimary }

        // Light Colors
        var lightBrand: UIColor { defaultTheme.color.brand }
        var lightPrimary: UIColor { defaultTheme.color.primary }
        var lightTextPrimary: UIColor { defaultTheme.color.textPrimary }
        var lightScreenHeaderText: UIColor { defaultTheme.color.screenHeaderText }
        var lightScreenHeaderBackground: UIColor { defaultTheme.color.screenHeaderBackground }
        var lightTextActionable: UIColor { defaultTheme.color.textActionble }
        var lightAlertCritical0: UIColor { defaultTheme.color.alertCritical0 }
        var lightAlertCritical3: UIColor { defaultTheme.color.alertCritical3 }
        var lightAlertPositive0: UIColor { defaultTheme.color.alertPositive0 }
        var lightAlertPositive3: UIColor { defaultTheme.color.alertPositive3 }
        var lightAlertLow0: UIColor { defaultTheme.color.alertLow0 }
        var lightAlertWarning0: UIColor { defaultTheme.color.alertWarning0 }
        var lightBackgroundPrimary: UIColor { defaultTheme.color.backgroundPrimary }
    }

    // [sample app] `ThemeColor(inputs)`: the sample app's NowUIColoring made from WebColors
    struct ThemeColor: NowUIColoring {
        let inputs: WebColors
        init(_ inputs: WebColors) { self.inputs = inputs }
        var brand: UIColor { inputs.brand }
    }

    // Define WebTheme structure with NowWebThemeable protocol

    struct CarrascoWebTheme: NowWebThemeable {
        var color: NowWebColoring

        struct Color: NowWebColoring {
            var nowUIColor: NowUIColoring

            var alertPositive0: UIColor
            var alertPositive3: UIColor
            var alertLow0: UIColor
            var alertWarning0: UIColor
            var backgroundPrimary: UIColor

            init(inputs: WebColors) {
                nowUIColor = ThemeColor(inputs)

                alertPositive0 = inputs.alertPositive0
                alertPositive3 = inputs.alertPositive3
                alertLow0 = inputs.alertLow0
                alertWarning0 = inputs.alertWarning0
                backgroundPrimary = inputs.backgroundPrimary
            }
        }

        public init(webColors: WebColors) {
            color = Color(inputs: webColors)
        }
    }

    // Instantiate a WebTheme object by passing WebColor as input

    static func instantiate() -> CarrascoWebTheme {  // [elided]
        let webTheme = CarrascoWebTheme(webColors: WebColors())
        return webTheme  // [elided]
    }

    // Pass a WebTheme object to NowWebService.makeWebViewController

    @MainActor final class Host {  // [elided]
        var webService: NowWebService?  // [elided]

        func webViewController(for url: URL, delegate: NowWebViewControllerDelegate) -> NowWebViewController? {
          guard let webService = webService else {
            debugPrint("Web service not initialized")
            return nil
          }
          let result = webService.makeWebViewController(for: url, delegate: delegate, theme: CarrascoWebTheme(webColors: WebColors()) )

          switch result {
          case .success(let viewController):
            return viewController
          case .failure(let error):
            debugPrint("Web view creation failed with error: \(error.localizedDescription)")
          }
          return nil
        }
    }
}

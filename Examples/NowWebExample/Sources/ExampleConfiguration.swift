import Foundation

/// Where the example app's instance and identity tokens are.
enum ExampleConfiguration {
    /// The instance whose pages the app shows.
    static let instanceUrl = URL(string: "https://acme.service-now.com")!
    /// The app backend's endpoint that returns the signed-in user's ID token as `{"id_token": "..."}`.
    static let jwtProviderUrl = URL(string: "https://auth.example.com/nowweb/id-token")!
    /// Pages preloaded as soon as the web service exists.
    static let preloadedPages = [URL(string: "/mesp")!, URL(string: "/mesp?id=kb_view2")!]
}

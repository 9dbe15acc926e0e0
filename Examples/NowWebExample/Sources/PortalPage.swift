import NowWeb
import SwiftUI

/// Shows one instance page. `NowWebPageView` makes the page's controller once and keeps it for as long as the screen
/// shows the same page of the same service, however often SwiftUI rebuilds the screen; a new service (after a
/// sign-out) gets a new controller by itself.
@MainActor
struct PortalScreen: View {
    let service: NowWebService
    let path: String
    var theme: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())

    var body: some View {
        NowWebPageView(service: service, url: URL(string: path)!, theme: theme)
            .onFailure { error in print("The page failed: \(error.localizedDescription)") }
            .ignoresSafeArea(edges: .bottom)
    }
}

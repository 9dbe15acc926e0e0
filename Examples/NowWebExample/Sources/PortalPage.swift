import NowWeb
import SwiftUI

/// One instance page: its controller is made once, when SwiftUI first makes the model.
@MainActor
final class PortalPage: ObservableObject {
    let controller: NowWebViewController?
    let problem: String?

    init(service: NowWebService, path: String, theme: any NowWebThemeable) {
        switch service.makeWebViewController(for: URL(string: path)!, delegate: nil, theme: theme) {
        case .success(let controller):
            controller.loadPage()
            self.controller = controller
            problem = nil
        case .failure(let error):
            controller = nil
            problem = error.localizedDescription
        }
    }
}

/// Shows one instance page; SwiftUI keeps its model, and so its controller, for as long as the screen exists.
@MainActor
struct PortalScreen: View {
    @StateObject private var page: PortalPage

    init(
        service: NowWebService, path: String,
        theme: any NowWebThemeable = NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme())
    ) {
        _page = StateObject(wrappedValue: PortalPage(service: service, path: path, theme: theme))
    }

    var body: some View {
        if let controller = page.controller {
            NowWebViewControllerRepresentable(controller: controller)
                .ignoresSafeArea(edges: .bottom)
        } else {
            Text(page.problem ?? "")
        }
    }
}

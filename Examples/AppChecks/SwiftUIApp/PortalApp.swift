import NowWeb
import SwiftUI

/// The app: one window that shows the portal once its web service is made.
@main
struct PortalApp: App {
    @StateObject private var model = PortalModel()

    var body: some Scene {
        WindowGroup {
            PortalScreen(model: model)
        }
    }
}

/// A spinner until the service is made, then the portal's page; an error says what went wrong.
struct PortalScreen: View {
    @ObservedObject var model: PortalModel

    var body: some View {
        NavigationStack {
            Group {
                if let controller = model.controller {
                    NowWebViewControllerRepresentable(controller: controller)
                        .ignoresSafeArea(edges: .bottom)
                } else if let failure = model.failure {
                    Text(failure)
                } else {
                    ProgressView("Opening the portal")
                }
            }
            .navigationTitle("Portal")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Log out") { Task { await model.logOut() } }
                }
            }
        }
        .task { await model.start() }
    }
}

import NowWeb
import SwiftUI

@main
@MainActor
struct NowWebExampleApp: App {
    /// NowSDK and the web service, set up once when the app starts.
    @StateObject private var session = PortalSession()

    var body: some Scene {
        WindowGroup {
            RootScreen(session: session)
                .task { await session.start() }
        }
    }
}

/// The app's one navigation container: the portal page, and sign-out in the toolbar.
@MainActor
struct RootScreen: View {
    @ObservedObject var session: PortalSession

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Portal")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Sign out") { Task { await session.signOut() } }
                    }
                }
        }
    }

    @ViewBuilder private var content: some View {
        switch session.state {
        case .starting:
            ProgressView("Signing in…")
        case .failed(let message):
            VStack(spacing: 12) {
                Text(message)
                Button("Try again") { Task { await session.start() } }
            }
            .padding()
        case .ready(let service):
            // A new service (after a sign-out) shows the page again with a new controller.
            PortalScreen(service: service, path: "/mesp", theme: ExampleTheme.brand)
        }
    }
}

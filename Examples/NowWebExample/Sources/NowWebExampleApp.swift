import NowWeb
import SwiftUI

@main
struct NowWebExampleApp: App {
    var body: some Scene {
        WindowGroup {
            RootScreen(model: ExampleModel.shared)
        }
    }
}

/// The SwiftUI part: the theme switch, the UIKit navigation, and an instance page shown with SwiftUI.
struct RootScreen: View {
    let model: ExampleModel
    @State private var brandTheme = false
    @State private var showsArticle = false

    var body: some View {
        NavigationStack {
            VStack {
                Toggle("Brand theme", isOn: $brandTheme)
                Button("Show the portal in SwiftUI") {
                    model.usesBrandTheme = brandTheme
                    showsArticle = true
                }
                if showsArticle, let controller = model.controller(for: "/mesp", delegate: nil) {
                    NowWebViewControllerRepresentable(controller: controller)
                } else {
                    HomeNavigation(model: model)
                }
            }
        }
    }
}

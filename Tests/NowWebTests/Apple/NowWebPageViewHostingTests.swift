#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebTesting
    import SwiftUI
    import Testing
    import UIKit

    /// `NowWebPageView` in a real SwiftUI hierarchy (the iOS simulator; type-checked on Linux by
    /// `scripts/typecheck-apple`): a parent rebuilt any number of times keeps one controller for the same page.
    @Suite @MainActor struct NowWebPageViewHostingTests {
        /// A parent whose `generation` changes on each update, as app state above a page does.
        @MainActor struct Parent: View {
            let generation: Int
            let service: NowWebService
            let path: String
            let made: @MainActor (NowWebViewController) -> Void

            var body: some View {
                VStack {
                    Text("update \(generation)")
                    NowWebPageView(service: service, url: URL(string: path)!).onControllerMade(made)
                }
            }
        }

        @Test func aHundredParentUpdatesWithTheSamePageKeepOneController() async throws {
            let service = try await NowWeb.makeWebService(
                configuration: NowServiceConfiguration(
                    instanceUrl: URL(string: "https://example.service-now.com")!, appBundleId: "dev.nowweb.app"),
                core: ScriptedCoreService(), options: NowWebService.Options(makeEngine: { _ in ScriptedWebEngine() }))
            var made: [NowWebViewController] = []
            let record: @MainActor (NowWebViewController) -> Void = { made.append($0) }
            let host = UIHostingController(
                rootView: Parent(generation: 0, service: service, path: "/sp?id=index", made: record))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = host
            window.makeKeyAndVisible()
            host.view.layoutIfNeeded()

            for generation in 1...100 {
                host.rootView = Parent(generation: generation, service: service, path: "/sp?id=index", made: record)
                host.view.layoutIfNeeded()
            }
            #expect(made.count == 1)

            host.rootView = Parent(generation: 101, service: service, path: "/sp?id=sc_home", made: record)
            host.view.layoutIfNeeded()
            #expect(made.count == 2, "another page is another controller")
        }
    }
#endif

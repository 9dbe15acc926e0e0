#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// Cabrillo `modal.presentModal` / `dismissModal` in a real WebKit: an instance page presents another, the app
        /// gets the child controller, the child loads with the bearer bridged, and the presenting page's promise
        /// resolves when the modal is dismissed, by its page or by the user.
        @Suite @MainActor struct CabrilloModalTests {
            /// The presenting page, its app, and the service.
            struct Presenting {
                let controller: NowWebViewController
                let app: ModalApp
            }

            func withPresentingPage(_ body: @MainActor (Presenting, InstanceEmulator) async throws -> Void)
                async throws
            {
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let app = ModalApp()
                    let controller = try service.makeWebViewController(
                        for: URL(string: "/now/nav/ui/home")!, delegate: app
                    ).get()
                    let activity = ActivityRecorder(controller)
                    controller.loadPage()
                    _ = try await activity.finished()
                    try await body(Presenting(controller: controller, app: app), instance)
                    for child in app.children { await child.controller.webKitGTKEngine?.close() }
                    await controller.webKitGTKEngine?.close()
                }
            }

            /// Calls `presentModal` from the presenting page; its promise's value lands in `window.modalAnswers[id]`, and
            /// the page's call number (the count of its calls so far) in `window.modalCalls[id]`.
            func present(_ url: String, id: Int, on page: Presenting) async throws {
                _ = try await page.controller.page.evaluateJavaScript(
                    "window.modalAnswers = window.modalAnswers || {}; window.modalCalls = window.modalCalls || {}; "
                        + "window.modalCalls[\(id)] = snmCabrillo.log.called.length; "
                        + "snmCabrillo.modal.presentModal('Approve', '\(url)', 'done', 'formSheet')"
                        + ".then(function (r) { window.modalAnswers[\(id)] = JSON.stringify(r); }); 'posted'")
            }

            /// The settled answer of the presenting page's call `id` (its error, or its results).
            func settled(_ id: Int, on page: Presenting) async throws -> JSONValue {
                var answer = ""
                // Each evaluation is a round trip to the page; the answer arrives after the call's message.
                for _ in 0..<2000 where answer.isEmpty {
                    answer =
                        try await page.controller.page.evaluateJavaScript(
                            "JSON.stringify(snmCabrillo.log.settled.filter(function (s) {"
                                + " return s.callId === window.modalCalls[\(id)] })[0] || '')")
                        ?? ""
                    if answer == "\"\"" { answer = "" }
                }
                return try JSONValue(parsing: answer)
            }

            /// Waits until the app was handed `count` children, one page round trip at a time.
            func children(_ count: Int, on page: Presenting) async throws -> [ModalApp.Child] {
                for _ in 0..<2000 where page.app.children.count < count {
                    _ = try await page.controller.page.evaluateJavaScript("1")
                }
                return page.app.children
            }

            @Test func theChildPagesDismissalResolvesThePresentingPagesPromiseWithItsResults() async throws {
                try await withPresentingPage { page, instance in
                    instance.clearRequestLog()
                    try await present("/now/nav/ui/home?modal=approval", id: 0, on: page)
                    let child = try #require(try await children(1, on: page).first)
                    #expect(child.controller.modalRequest?.title == "Approve")
                    #expect(child.controller.modalRequest?.closeButtonStyle == .done)
                    #expect(child.controller.modalRequest?.presentationStyle == .formSheet)
                    let shown = try await child.activity.finished()
                    #expect(shown.path == "/now/nav/ui/home" && shown.query == "modal=approval")
                    let load = instance.requestLog.filter { $0.path == "/now/nav/ui/home" }
                    #expect(load.contains { $0.hasAuthorization }, "the child was bridged as any controller")

                    _ = try await child.controller.page.evaluateJavaScript(
                        "snmCabrillo.modal.dismissModal({ approved: true, comment: 'ok' }); 'dismissed'")
                    let answer = try await settled(0, on: page)
                    #expect(answer["error"] == .null)
                    #expect(
                        answer["results"]
                            == .object([
                                "results": .object(["approved": .bool(true), "comment": .string("ok")])
                            ]))
                    #expect(page.app.dismissed.map { $0 === child.controller } == [true])
                    #expect(page.controller.presentedModal == nil)
                    let promise = try await page.controller.page.evaluateJavaScript("window.modalAnswers[0] || ''")
                    #expect(promise == "{\"results\":{\"approved\":true,\"comment\":\"ok\"}}")
                }
            }

            @Test func theUsersCloseResolvesWithNullAndASecondModalWaitsItsTurn() async throws {
                try await withPresentingPage { page, _ in
                    try await present("/now/nav/ui/home?modal=first", id: 0, on: page)
                    let child = try #require(try await children(1, on: page).first)
                    try await present("/now/nav/ui/home?modal=second", id: 1, on: page)
                    let busy = try await settled(1, on: page)
                    #expect(busy["error"]?["status"] == .number(409))
                    #expect(page.app.children.count == 1, "one modal at a time")

                    _ = try await child.activity.finished()
                    child.controller.closeModal()
                    let closed = try await settled(0, on: page)
                    #expect(closed["results"] == .object(["results": .null]))
                    #expect(closed["error"] == .null)
                    #expect(page.app.dismissed.count == 1)

                    try await present("/now/nav/ui/home?modal=third", id: 2, on: page)
                    #expect(try await children(2, on: page).count == 2, "a new modal once the first is closed")
                }
            }

            @Test(arguments: ["https://evil.example/sp", "javascript:alert(1)", "data:text/html,x"])
            func aURLOffTheInstanceIsError400WithNoChild(_ url: String) async throws {
                try await withPresentingPage { page, _ in
                    try await present(url, id: 0, on: page)
                    let refused = try await settled(0, on: page)
                    #expect(refused["error"]?["status"] == .number(400))
                    #expect(page.app.children.isEmpty)
                }
            }
        }
    }

    /// An app that shows modals: keeps each child controller it is handed (with its activity from the start) and
    /// records the ones it is asked to take off screen.
    @MainActor final class ModalApp: NowWebViewControllerDelegate {
        struct Child {
            let controller: NowWebViewController
            let activity: ActivityRecorder
        }

        private(set) var children: [Child] = []
        private(set) var dismissed: [NowWebViewController] = []

        func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error)
        {}

        func nowWebViewController(
            _ nowWebViewController: NowWebViewController, presentModal child: NowWebViewController
        ) -> Bool {
            children.append(Child(controller: child, activity: ActivityRecorder(child)))
            return true
        }

        func nowWebViewController(
            _ nowWebViewController: NowWebViewController, dismissModal child: NowWebViewController
        ) {
            dismissed.append(child)
        }
    }
#endif

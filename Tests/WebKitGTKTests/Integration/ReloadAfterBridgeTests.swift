#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// A bridged page that reloads itself does not send the bridge's `Authorization` again (R3-I-2): WebKit's
        /// reload of the document the bridge loaded carries its cookies only.
        @Suite @MainActor struct ReloadAfterBridgeTests {
            @Test func aPagesOwnReloadAfterTheBridgeSendsNoAuthorization() async throws {
                try await withEmulator { instance in
                    let service = try await makeWebKitService(instance)
                    let (controller, delegate, activity) = try await showPage("/incident_list.do", on: service)
                    let bridge = instance.requestLog.filter { $0.path == "/incident_list.do" }
                    #expect(bridge.contains { $0.hasAuthorization }, "the page was bridged with the bearer")

                    instance.clearRequestLog()
                    _ = try await controller.webEngine.evaluateJavaScript("location.reload(); 'ok'")
                    let page = instance.baseURL.appending(path: "incident_list.do")
                    #expect(try await activity.finished() == page)

                    let reloads = instance.requestLog.filter { $0.path == "/incident_list.do" }
                    #expect(reloads.count == 1, "the page reloaded once: \(reloads.map(\.path))")
                    #expect(!instance.requestLog.contains { $0.hasAuthorization }, "no bearer on the reload")
                    #expect(reloads.allSatisfy { $0.cookieNames.contains("JSESSIONID") }, "the session cookie did")
                    #expect(delegate.errors.isEmpty)
                    await controller.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif

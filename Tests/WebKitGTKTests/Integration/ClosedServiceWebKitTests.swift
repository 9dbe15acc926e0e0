#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// After a logout, a WebKitGTK page the app kept cannot bring the old user's session back by itself
        /// (R3-M-2).
        @Suite @MainActor struct ClosedServiceWebKitTests {
            @Test func aKeptPagesOwnMetaRefreshAfterLogoutAsksNoTokenAndSendsNoBearer() async throws {
                try await withEmulator { instance in
                    let core = try makeWebKitCore(instance)
                    let service = try await makeWebKitService(instance, core: core)
                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)
                    let key = core.tokenProvider(for: instance.baseURL).key

                    await core.logout(instanceUrl: instance.baseURL)
                    instance.clearRequestLog()
                    // The page navigates by itself into the dead session: a meta refresh it puts in place.
                    _ = try await controller.webEngine.evaluateJavaScript(
                        """
                        var meta = document.createElement('meta');
                        meta.httpEquiv = 'refresh';
                        meta.content = '0;url=/kb_view.do';
                        document.head.appendChild(meta);
                        'ok'
                        """)

                    // The refresh is due at once: its refusal may reach the delegate before the script's answer
                    // reaches this test, so a failure already recorded counts.
                    var error = delegate.errors.first
                    if error == nil { error = await delegate.nextFailure() }
                    #expect(error as? NowWebError == .serviceClosed)
                    try await activity.next { $0 == .finished(URL(string: "about:blank")!) }
                    #expect(!instance.requestLog.contains { $0.path == "/oauth_token.do" }, "no token was asked for")
                    #expect(!instance.requestLog.contains { $0.hasAuthorization }, "no bearer went out")
                    #expect(!instance.requestLog.contains { $0.path == "/kb_view.do" }, "the refresh never went out")
                    #expect(try await core.configuration.tokenStore.load(for: key) == nil)
                    #expect(delegate.errors.count == 1)
                    await controller.webKitGTKEngine?.close()
                }
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// The whole bridge → cookie → page flow over the emulator's TLS mode, with the `Secure; HttpOnly;
        /// SameSite=None` cookies an instance sets over HTTPS, and a certificate WebKit was not told to accept
        /// refused before any request.
        @Suite @MainActor struct TLSTests {
            static var tlsConfiguration: InstanceEmulator.Configuration {
                var configuration = InstanceEmulator.Configuration()
                configuration.tls = .init()
                return configuration
            }

            /// An engine configuration that accepts the shared test authority's server certificate on 127.0.0.1.
            static func acceptingTheSharedCertificate() throws -> WebKitGTKEngine.Configuration {
                var configuration = WebKitGTKEngine.Configuration()
                configuration.allowedCertificates = [
                    .init(pem: try TestCertificateAuthority.shared().serverCertificatePEM, host: "127.0.0.1")
                ]
                return configuration
            }

            @Test func theBridgeSetsSecureCookiesThatCarryTheNextPagesOverTLS() async throws {
                let store = WebDataStore()
                try await withEmulator(Self.tlsConfiguration) { instance in
                    // The SDK's URLSession cannot trust the test authority on Linux, so the token comes from
                    // the emulator itself through a scripted core.
                    let token = AccessToken(
                        value: instance.issueAccessToken(for: "abel.tuter"), expiresAt: instance.now + 1800)
                    let core = ScriptedCoreService(outcomes: [.success(token)], clock: instance.clock)
                    let engineConfiguration = try Self.acceptingTheSharedCertificate()
                    let options = NowWebService.Options(
                        makeEngine: { store in
                            DeferredWebEngine {
                                try await WebKitGTKEngine(dataStore: store, configuration: engineConfiguration)
                            }
                        }, dataStore: store, clock: instance.clock)
                    let service = try await NowWeb.makeWebService(
                        configuration: NowServiceConfiguration(
                            instanceUrl: instance.baseURL, appBundleId: "dev.nowweb.app"),
                        core: core, options: options)
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    #expect(home.scheme == "https")

                    let (controller, delegate, activity) = try await showPage("/now/nav/ui/home", on: service)
                    #expect(controller.currentURL == home)
                    let bridge = instance.requestLog
                    #expect(bridge.filter(\.hasAuthorization).map(\.path) == ["/now/nav/ui/home"])
                    #expect(bridge.first?.setCookieNames.contains("JSESSIONID") == true)
                    let assets = bridge.filter { $0.path.hasPrefix("/scripts/") || $0.path.hasPrefix("/styles/") }
                    #expect(!assets.isEmpty)
                    #expect(assets.allSatisfy { !$0.hasAuthorization && $0.cookieNames.contains("JSESSIONID") })
                    let kept = try await WebKitGTKDataStore(backing: store).cookieNames(for: home)
                    #expect(
                        Set(kept).isSuperset(of: [
                            "JSESSIONID", "glide_user_route", "glide_session_store", "BIGipServerpool_nowweb",
                            "glide_node_id_for_js",
                        ]), "\(kept)")
                    #expect(!kept.contains("glide_user") && !kept.contains("glide_user_session"))

                    instance.clearRequestLog()
                    let incidents = instance.baseURL.appending(path: "incident_list.do")
                    controller.webEngine.load(WebRequest(url: incidents))
                    #expect(try await activity.finished() == incidents)
                    let page = try #require(instance.requestLog.first { $0.path == "/incident_list.do" })
                    #expect(!page.hasAuthorization && page.status == 200)
                    #expect(
                        Set(page.cookieNames).isSuperset(of: [
                            "JSESSIONID", "glide_session_store", "glide_node_id_for_js",
                        ]))
                    #expect(delegate.errors.isEmpty && core.rejectedTokens.isEmpty)
                    controller.webEngine.stopLoading()
                }
                await discard(WebKitGTKDataStore(backing: store))
            }

            @Test func aCertificateTheEngineWasNotToldToAcceptFailsTheLoadBeforeAnyRequest() async throws {
                var configuration = Self.tlsConfiguration
                configuration.tls = .init(authority: try TestCertificateAuthority())
                try await withEmulator(configuration) { instance in
                    let engine = try await WebKitGTKEngine(configuration: try Self.acceptingTheSharedCertificate())
                    let (_, recorder) = makeEngine(engine)
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(WebRequest(url: home, headers: ["Authorization": "Bearer any"]))
                    guard case .failed(_, .network(let reason)) = await recorder.settledOrIssue() else {
                        Issue.record("the load of an untrusted certificate did not fail: \(recorder.events)")
                        engine.close()
                        return
                    }
                    #expect(
                        reason.lowercased().contains("tls") || reason.lowercased().contains("certificate"), "\(reason)")
                    #expect(instance.requestLog.isEmpty)
                    engine.close()
                }
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowSDK
    import NowWeb
    import NowWebTesting
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// The app's trust hook on WebKitGTK, against the emulator's TLS mode and its Basic-authentication page:
        /// public-key pins decide whether a page shows, and the hook's credentials answer a Basic challenge.
        @Suite @MainActor struct TrustTests {
            /// A hook that trusts a private authority's chain the system refuses when its server key is `pin`, and
            /// leaves chains the system trusts to it: WebKitGTK shows it every chain it decides before sending.
            struct TrustsPinnedKey: NowTrustEvaluating {
                let pin: String
                func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision {
                    guard serverTrust.platformVerdict != .trusted else { return .platformDefault }
                    return serverTrust.certificates.first.flatMap(NowPublicKeyPins.pin(ofCertificate:)) == pin
                        ? .trust : .refuse(reason: "not the pinned key")
                }
                func requiresCertificateCheck(host: String) -> Bool { false }
            }

            /// A hook that answers requests for credentials with `answer`.
            struct Answers: NowTrustEvaluating {
                let answer: NowCredentialAnswer
                func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer { answer }
                func requiresCertificateCheck(host: String) -> Bool { false }
            }

            static func sharedPin() throws -> String {
                let pem = try TestCertificateAuthority.shared().serverCertificatePEM
                let der = try #require(
                    Data(base64Encoded: pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()))
                return try #require(NowPublicKeyPins.pin(ofCertificate: der))
            }

            static func pinningEngine(pins: Set<String>) async throws -> WebKitGTKEngine {
                var configuration = try TLSTests.acceptingTheSharedCertificate()
                configuration.trust = try NowPublicKeyPins(host: "127.0.0.1", pins: pins)
                return try await WebKitGTKEngine(configuration: configuration)
            }

            /// WebKitGTK shows a chain the system trusts only after the request went out: with pins, right or wrong,
            /// the bridge is refused before it is sent, and no request with `Authorization` reaches the instance
            /// (R3-M-3).
            @Test(arguments: [false, true])
            func aPinnedInstanceIsRefusedBeforeTheBridgeGoesOut(rightPin: Bool) async throws {
                try await withEmulator(TLSTests.tlsConfiguration) { instance in
                    let pin = rightPin ? try Self.sharedPin() : Data(repeating: 1, count: 32).base64EncodedString()
                    let (engine, recorder) = makeEngine(try await Self.pinningEngine(pins: [pin]))
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    guard case .failed(let url, .trustRefused(let reason)) = await recorder.settledOrIssue() else {
                        Issue.record("a pinned instance was not refused with the trust error: \(recorder.events)")
                        engine.close()
                        return
                    }
                    #expect(url == home)
                    #expect(reason.contains("127.0.0.1") && reason.contains("WebKitGTK"), "\(reason)")
                    #expect(!reason.contains("Bearer"))
                    #expect(!recorder.events.contains { if case .committed = $0 { true } else { false } })
                    let bridged = instance.requestLog.filter(\.hasAuthorization)
                    #expect(bridged.isEmpty, "\(instance.requestLog)")
                    engine.close()
                }
            }

            @Test func aHookThatTrustsAPrivateAuthoritysKeyShowsThePageTheSystemRefused() async throws {
                var configuration = TLSTests.tlsConfiguration
                let authority = try TestCertificateAuthority()
                configuration.tls = .init(authority: authority)
                let der = try #require(
                    Data(
                        base64Encoded: authority.serverCertificatePEM.split(separator: "\n")
                            .filter { !$0.hasPrefix("-----") }.joined()))
                let pin = try #require(NowPublicKeyPins.pin(ofCertificate: der))
                try await withEmulator(configuration) { instance in
                    var engineConfiguration = WebKitGTKEngine.Configuration()
                    engineConfiguration.trust = TrustsPinnedKey(pin: pin)
                    let (engine, recorder) = makeEngine(try await WebKitGTKEngine(configuration: engineConfiguration))
                    let home = instance.baseURL.appending(path: "now/nav/ui/home")
                    engine.load(bearerRequest(home, instance))
                    await recorder.expectSettled(.finished(home))
                    let page = instance.requestLog.filter { $0.path == "/now/nav/ui/home" }
                    #expect(page.count == 1 && page.first?.hasAuthorization == true)
                    engine.close()
                }
            }

            static func basicConfiguration() -> InstanceEmulator.Configuration {
                var configuration = InstanceEmulator.Configuration()
                configuration.basicAuthenticationPath = "/gate.do"
                return configuration
            }

            @Test func theHooksPasswordAnswersABasicChallenge() async throws {
                try await withEmulator(Self.basicConfiguration()) { instance in
                    let user = try #require(instance.configuration.users.first)
                    var configuration = WebKitGTKEngine.Configuration()
                    configuration.trust = Answers(answer: .password(user: user.name, password: user.password))
                    let (engine, recorder) = makeEngine(try await WebKitGTKEngine(configuration: configuration))
                    let gate = instance.baseURL.appending(path: "gate.do")
                    engine.load(WebRequest(url: gate))
                    await recorder.expectSettled(.finished(gate))
                    let text = try await engine.evaluateJavaScript("document.getElementById('basic').textContent")
                    #expect(text == "Signed in with Basic as \(user.name)")
                    let statuses = instance.requestLog.filter { $0.path == "/gate.do" }.map(\.status)
                    #expect(statuses == [401, 200])
                    engine.close()
                }
            }

            @Test func aRefusedBasicChallengeFailsThePageWithTheReason() async throws {
                try await withEmulator(Self.basicConfiguration()) { instance in
                    var configuration = WebKitGTKEngine.Configuration()
                    configuration.trust = Answers(answer: .refuse(reason: "no password for this gate"))
                    let (engine, recorder) = makeEngine(try await WebKitGTKEngine(configuration: configuration))
                    let gate = instance.baseURL.appending(path: "gate.do")
                    engine.load(WebRequest(url: gate))
                    guard case .failed(_, .trustRefused(let reason)) = await recorder.settledOrIssue() else {
                        Issue.record("a refused challenge did not fail the page: \(recorder.events)")
                        engine.close()
                        return
                    }
                    #expect(reason.contains("no password for this gate"), "\(reason)")
                    engine.close()
                }
            }
        }
    }
#endif

import Foundation
import NowInternal
import NowSDK
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct PKCETests {
    private let redirect = URL(string: "http://127.0.0.1:4711/callback")!

    private func request() -> NowPKCEAuthorizationRequest {
        NowPKCEAuthorizationRequest(
            instanceUrl: URL(string: "https://example.service-now.com/some/path")!, clientId: "nowweb-mobile",
            redirectUri: redirect, scope: "useraccount", codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            state: "state-1")
    }

    @Test func challengeMatchesTheRFC7636Example() {
        #expect(
            NowPKCEAuthorizationRequest.codeChallenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
                == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test func authorizationUrlCarriesEveryParameter() throws {
        let url = request().authorizationUrl
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        let items = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(components.path == "/oauth_auth.do")
        #expect(components.host == "example.service-now.com")
        #expect(
            items == [
                "response_type": "code", "client_id": "nowweb-mobile", "redirect_uri": redirect.absoluteString,
                "scope": "useraccount", "state": "state-1",
                "code_challenge": "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", "code_challenge_method": "S256",
            ])
    }

    @Test func freshRequestsHaveUnpredictableVerifiersAndStates() {
        let requests = (0..<20).map { _ in
            NowPKCEAuthorizationRequest(
                instanceUrl: Harness.instanceUrl, clientId: "c", redirectUri: redirect)
        }
        #expect(Set(requests.map(\.codeVerifier)).count == 20)
        #expect(Set(requests.map(\.state)).count == 20)
        #expect(requests.allSatisfy { $0.codeVerifier.count == 43 })
        #expect(requests.allSatisfy { !$0.description.contains($0.state) && !$0.description.contains($0.codeVerifier) })
    }

    @Test func redirectWithTheRightStateGivesTheCode() throws {
        let returned = URL(string: "http://127.0.0.1:4711/callback?code=abc&state=state-1")!
        #expect(try request().authorizationCode(from: returned) == "abc")
    }

    @Test(arguments: [
        (
            "http://127.0.0.1:4711/callback?code=abc&state=other",
            NowAuthorizationError.SignInReason.authorizationResponseInvalid
        ),
        ("http://127.0.0.1:4711/callback?code=abc", .authorizationResponseInvalid),
        ("http://127.0.0.1:4711/callback?state=state-1", .authorizationResponseInvalid),
        ("http://127.0.0.1:4712/callback?code=abc&state=state-1", .authorizationResponseInvalid),
        ("http://127.0.0.1:4711/elsewhere?code=abc&state=state-1", .authorizationResponseInvalid),
        ("http://127.0.0.1:4711/callback?error=access_denied&state=state-1", .authorizationDenied),
        ("http://127.0.0.1:4711/callback?error=invalid_request&state=state-1", .authorizationResponseInvalid),
        // An error of another request, or of none, is not this user's answer.
        ("http://127.0.0.1:4711/callback?error=access_denied&state=other", .authorizationResponseInvalid),
        ("http://127.0.0.1:4711/callback?error=access_denied", .authorizationResponseInvalid),
    ])
    func badRedirectIsRefused(_ url: String, _ reason: NowAuthorizationError.SignInReason) {
        #expect(throws: NowAuthorizationError.signInRequired(reason)) {
            try request().authorizationCode(from: URL(string: url)!)
        }
    }

    @Test func loopbackListenerAnswersOtherPathsWith404AndReturnsTheRedirect() async throws {
        var configuration = NowLoopbackRedirectListener.Configuration()
        configuration.timeout = .seconds(20)
        let listener = try NowLoopbackRedirectListener(configuration: configuration)
        #expect(listener.redirectUri.host == "127.0.0.1")
        #expect(listener.redirectUri.port != nil && listener.redirectUri.port != 0)
        async let redirect = listener.waitForRedirect()
        let base = "http://127.0.0.1:\(listener.redirectUri.port!)"
        let (_, favicon) = try await URLSession.shared.data(from: URL(string: base + "/favicon.ico")!)
        let (page, callback) = try await URLSession.shared.data(from: URL(string: base + "/callback?code=c&state=s")!)

        #expect((favicon as? HTTPURLResponse)?.statusCode == 404)
        #expect((callback as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("return to the app"))
        #expect(try await redirect.absoluteString == base + "/callback?code=c&state=s")
    }

    @Test func aCallbackOfAnotherStateIsAnsweredAndTheSignInKeepsWaiting() async throws {
        let transport = ScriptedTransport(responses: [.token("access")])
        let statuses = Locked<[Int]>([])
        let provider = NowPKCEAuthorizationProvider.loopback { authorizationUrl in
            let query = try #require(URLComponents(url: authorizationUrl, resolvingAgainstBaseURL: false)?.queryItems)
            let state = try #require(query.first { $0.name == "state" }?.value)
            let redirect = try #require(query.first { $0.name == "redirect_uri" }?.value)
            for answer in ["code=forged&state=not-\(state)", "code=the-code&state=\(state)"] {
                let (_, response) = try await URLSession.shared.data(from: URL(string: "\(redirect)?\(answer)")!)
                statuses.withLock { $0.append((response as? HTTPURLResponse)?.statusCode ?? 0) }
            }
        }
        let token = try await Harness(transport).provider(provider).accessToken()
        #expect(token.value == "access")
        #expect(statuses.current == [400, 200])
        #expect(transport.requests.map { $0.formFields["code"] } == ["the-code"])
    }

    @Test func anIdleConnectionDoesNotHoldUpTheRedirect() async throws {
        var configuration = NowLoopbackRedirectListener.Configuration()
        // Shorter than the time an idle connection may take to send its request: a listener that served one
        // connection at a time would give up before it read the redirect.
        configuration.timeout = .seconds(4)
        let listener = try NowLoopbackRedirectListener(configuration: configuration)
        let port = try #require(listener.redirectUri.port)
        async let redirect = listener.waitForRedirect()
        let idle = try LoopbackSocket.connect(port: UInt16(port))
        defer { LoopbackSocket.close(idle) }
        let callback = "http://127.0.0.1:\(port)/callback?code=c&state=s"
        let (_, response) = try await URLSession.shared.data(from: URL(string: callback)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try await redirect.absoluteString == callback)
    }

    /// Returns once the listener on `port` answers (another path, 404), so that its thread is accepting before a
    /// test opens many connections from a thread of its own.
    private static func waitUntilServing(port: Int) async throws {
        let (_, probe) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/probe")!)
        #expect((probe as? HTTPURLResponse)?.statusCode == 404)
    }

    @Test func connectionsOpenedAfterTheBrowsersDoNotPushItsRedirectOut() async throws {
        // R3-I-4: another local process keeps opening connections while the browser's request is arriving.
        var configuration = NowLoopbackRedirectListener.Configuration()
        configuration.timeout = .seconds(20)
        let listener = try NowLoopbackRedirectListener(configuration: configuration)
        let port = try #require(listener.redirectUri.port.map(UInt16.init))
        async let redirect = listener.waitForRedirect()
        try await Self.waitUntilServing(port: Int(port))
        let browser = try LoopbackSocket.connect(port: port)
        defer { LoopbackSocket.close(browser) }
        #expect(LoopbackSocket.sendAll(browser, Array("GET /callback?code=c&state=s HTTP/1.1\r\n".utf8)))
        // More than the 16 the listener holds, each accepted after the browser's; the last one's answer shows that
        // the listener has accepted them all.
        var others: [Int32] = []
        defer { others.forEach(LoopbackSocket.close) }
        for _ in 0..<20 {
            others.append(try LoopbackSocket.connect(port: port))
        }
        let last = try #require(others.last)
        #expect(LoopbackSocket.sendAll(last, Array("GET /probe HTTP/1.1\r\n\r\n".utf8)))
        var probe: [UInt8] = []
        while case .bytes = LoopbackSocket.receive(last, into: &probe, timeout: .seconds(10)) {}
        #expect(String(decoding: probe, as: UTF8.self).hasPrefix("HTTP/1.1 404"))
        #expect(LoopbackSocket.sendAll(browser, Array("Host: 127.0.0.1\r\n\r\n".utf8)))
        var response: [UInt8] = []
        while case .bytes = LoopbackSocket.receive(browser, into: &response, timeout: .seconds(10)) {}
        let text = String(decoding: response, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK"), "the browser's connection was closed without an answer: \(text)")
        #expect(try await redirect.absoluteString == "http://127.0.0.1:\(port)/callback?code=c&state=s")
    }

    @Test func moreIdleConnectionsThanTheListenerHoldsDoNotStopTheRedirect() async throws {
        var configuration = NowLoopbackRedirectListener.Configuration()
        configuration.timeout = .seconds(20)
        let listener = try NowLoopbackRedirectListener(configuration: configuration)
        let port = try #require(listener.redirectUri.port)
        async let redirect = listener.waitForRedirect()
        try await Self.waitUntilServing(port: port)
        var idle: [Int32] = []
        defer { idle.forEach(LoopbackSocket.close) }
        for _ in 0..<20 {
            idle.append(try LoopbackSocket.connect(port: UInt16(port)))
        }
        let callback = "http://127.0.0.1:\(port)/callback?code=c&state=s"
        let (_, response) = try await URLSession.shared.data(from: URL(string: callback)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try await redirect.absoluteString == callback)
    }

    @Test func closingTheListenerEndsTheWait() async throws {
        let listener = try NowLoopbackRedirectListener()
        let wait = Task { try await listener.waitForRedirect() }
        listener.close()
        await #expect(throws: NowAuthorizationError.signInRequired(.authorizationNotCompleted)) { try await wait.value }
    }

    @Test func cancellingTheWaitEndsIt() async throws {
        let listener = try NowLoopbackRedirectListener()
        let wait = Task { try await listener.waitForRedirect() }
        wait.cancel()
        await #expect(throws: NowAuthorizationError.signInRequired(.authorizationNotCompleted)) { try await wait.value }
    }

    @Test func providerWithARegisteredRedirectExchangesTheCodeWithItsVerifier() async throws {
        let transport = ScriptedTransport(responses: [.token("access")])
        let registered = URL(string: "nowweb://oauth/callback")!
        let provider = NowPKCEAuthorizationProvider(redirectUri: registered) { authorizationUrl, redirectUri in
            let state =
                URLComponents(url: authorizationUrl, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "state" }?.value ?? ""
            return URL(string: "\(redirectUri.absoluteString)?code=the-code&state=\(state)")!
        }
        let token = try await Harness(transport).provider(provider).accessToken()
        let fields = try #require(transport.requests.first).formFields
        #expect(token.value == "access")
        #expect(fields["code"] == "the-code")
        #expect(fields["redirect_uri"] == "nowweb://oauth/callback")
        #expect(fields["code_verifier"]?.count == 43)
    }

    @Test func providerWithoutAClientIdAsksToFixTheClient() async throws {
        var harness = Harness(ScriptedTransport(responses: [.token("unused")]))
        harness.client = NowOAuthClient()
        let provider = try harness.provider(NowPKCEAuthorizationProvider.loopback { _ in })
        await #expect(throws: NowAuthorizationError.signInRequired(.invalidClient)) { try await provider.accessToken() }
    }
}

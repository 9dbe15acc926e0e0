import Foundation
import NowWebTesting
import Testing

@Suite("Faults")
struct FaultTests {
    private func tokenRequest(
        _ client: LoopbackHTTPClient, timeout: Duration = .seconds(10)
    ) async throws -> LoopbackHTTPClient.Response {
        try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: TestSupport.form([
                ("grant_type", "password"), ("client_id", "nowweb-mobile"), ("username", "abel.tuter"),
                ("password", "Abel.Tuter-1"),
            ]), timeout: timeout)
    }

    @Test func anUnreachableInstanceEndsOpenConnectionsAndRefusesNewOnesUntilItIsBack() async throws {
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            let kept = try LoopbackHTTPClient(port: port)
            #expect(try await kept.request("GET", "/now/nav/ui/home").status == 302)

            instance.updateFaults { $0.unreachable = true }
            #expect(await kept.waitForClose(timeout: .seconds(5)), "the kept-alive connection died with the network")
            let refused = try LoopbackHTTPClient(port: port)
            await #expect(throws: LoopbackHTTPClient.Failure.closed) {
                try await refused.request("GET", "/now/nav/ui/home")
            }
            #expect(instance.requestLog.count == 1, "nothing was read while it was unreachable")

            instance.updateFaults { $0.unreachable = false }
            let back = try LoopbackHTTPClient(port: port)
            #expect(try await back.request("GET", "/now/nav/ui/home").status == 302)
            #expect(instance.requestLog.count == 2)
        }
    }

    @Test func tokenEndpointFailsAsSwitched() async throws {
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            instance.updateFaults { $0.tokenEndpoint = .serverError }
            #expect(try await tokenRequest(LoopbackHTTPClient(port: port)).status == 500)
            instance.updateFaults { $0.tokenEndpoint = .serviceUnavailable(retryAfterSeconds: 7) }
            let unavailable = try await tokenRequest(LoopbackHTTPClient(port: port))
            #expect(unavailable.status == 503 && unavailable.header("Retry-After") == "7")
            instance.updateFaults { $0.tokenEndpoint = .malformedJSON }
            let malformed = try await tokenRequest(LoopbackHTTPClient(port: port))
            #expect(malformed.status == 200)
            #expect((try? JSONSerialization.jsonObject(with: Data(malformed.body))) == nil)
            instance.updateFaults { $0.tokenEndpoint = .invalidGrant }
            #expect(
                try TestSupport.json(await tokenRequest(LoopbackHTTPClient(port: port)))["error"] as? String
                    == "invalid_grant")
            instance.updateFaults { $0.tokenEndpoint = .connectionDropped }
            await #expect(throws: LoopbackHTTPClient.Failure.closed) {
                try await tokenRequest(LoopbackHTTPClient(port: port))
            }
            instance.updateFaults { $0.tokenEndpoint = .timeout }
            await #expect(throws: LoopbackHTTPClient.Failure.timedOut) {
                try await tokenRequest(LoopbackHTTPClient(port: port), timeout: .milliseconds(300))
            }
            instance.setFaults(.init())
            #expect(try await tokenRequest(LoopbackHTTPClient(port: port)).status == 200)
            #expect(instance.requestLog.filter { $0.status == 0 }.count == 2)
        }
    }

    @Test func latencyDelaysEveryResponse() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.latency = .seconds(1)
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let clock = ContinuousClock()
            let elapsed = try await clock.measure { _ = try await client.request("GET", "/login.do") }
            #expect(elapsed >= .seconds(1))
            instance.updateFaults { $0.latency = .zero }
            #expect(instance.faults.latency == .zero)
            #expect(try await client.request("GET", "/login.do").status == 200)
        }
    }

    @Test func bandwidthCapSlowsLargeBodies() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.assets.count = 1
        configuration.assets.minimumBytes = 40_000
        configuration.faults.bytesPerSecond = 100_000
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let path = try #require(instance.assetPaths.first)
            var body: [UInt8] = []
            let elapsed = try await ContinuousClock().measure { body = try await client.request("GET", path).body }
            #expect(body.count == 40_000)
            #expect(elapsed >= .milliseconds(300))
        }
    }

    @Test func bodiesCanBeTruncatedResetOrSlow() async throws {
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            let path = try #require(instance.assetPaths.first)
            instance.updateFaults { $0.body = .truncated }
            await #expect(throws: LoopbackHTTPClient.Failure.closed) {
                try await LoopbackHTTPClient(port: port).request("GET", path)
            }
            instance.updateFaults { $0.body = .resetMidResponse }
            await #expect(throws: LoopbackHTTPClient.Failure.closed) {
                try await LoopbackHTTPClient(port: port).request("GET", path)
            }
            instance.updateFaults { $0.body = .slow(chunkBytes: 2048, interval: .milliseconds(20)) }
            let slow = try await LoopbackHTTPClient(port: port).request("GET", path)
            #expect(slow.status == 200 && slow.body.count == 4096)
            instance.updateFaults { $0.bodyPathPrefix = "/api/" }
            instance.updateFaults { $0.body = .truncated }
            #expect(try await LoopbackHTTPClient(port: port).request("GET", path).status == 200)
        }
    }

    @Test func refusedNewSessionsLandOnLoginWhileExistingOnesContinue() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let bearer = [("Authorization", "Bearer \(token)")]
            let existing = try await client.request("GET", "/blank.do", headers: bearer).setCookies
            instance.updateFaults { $0.refuseNewSessions = true }
            let refused = try await client.request("GET", "/blank.do", headers: bearer)
            #expect(refused.status == 302 && refused.setCookies.isEmpty)
            let cookie = [("Cookie", TestSupport.cookieHeader(existing))]
            #expect(try await client.request("GET", "/blank.do", headers: cookie).status == 200)
        }
    }

    @Test func freshTokenStillLandsOnLogin() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            instance.updateFaults { $0.freshTokenLandsOnLogin = true }
            for _ in 0..<3 {
                let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
                let page = try await client.request(
                    "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(token)")])
                #expect(page.status == 302)
                #expect(page.header("Location")?.hasPrefix("/login.do") == true)
            }
            #expect(instance.activeSessionCount == 0)
        }
    }
}

@Suite("Faults: jitter")
struct JitterTests {
    @Test func jitterAddsUpToItsAmountOnTopOfLatency() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.faults.latency = .milliseconds(50)
        configuration.faults.jitter = .milliseconds(100)
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let clock = ContinuousClock()
            var samples: [Duration] = []
            for _ in 0..<8 {
                samples.append(try await clock.measure { _ = try await client.request("GET", "/login.do") })
            }
            #expect(samples.allSatisfy { $0 >= .milliseconds(50) })
            #expect(samples.max()! - samples.min()! > .milliseconds(5))
        }
    }
}

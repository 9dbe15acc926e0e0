import Foundation
import NowSDK
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `requestNetworkService(for:)`, `refreshAllSettings()` and `settingsUpdates(for:)`.
@Suite struct CoreServiceMembersTests {
    private static func body(web: Bool) -> String {
        #"{"result":{"enabled":true,"sdk":{"web":{"enabled":\#(web),"allowGuestAccess":false}}}}"#
    }

    @Test func settingsUpdatesYieldTheCurrentSettingsThenEveryRefresh() async throws {
        let flips = TestCounter()
        let transport = ScriptedTransport { request, _ in
            if request.url.path == "/oauth_token.do" { return .token("access") }
            return .json(Self.body(web: flips.next() % 2 == 0))
        }
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        _ = try await core.requestSettings(for: TestService())
        var updates = core.settingsUpdates(for: TestService()).makeAsyncIterator()

        #expect(await updates.next()?.webEnabled == true)
        await core.refreshAllSettings()
        #expect(await updates.next()?.webEnabled == false)
        _ = try await core.refreshSettings(for: TestService())
        #expect(await updates.next()?.webEnabled == true)
    }

    @Test func refreshAllSettingsFetchesEveryAppAskedFor() async throws {
        let transport = ScriptedTransport { request, _ in
            request.url.path == "/oauth_token.do" ? .token("access") : .json(Self.body(web: true))
        }
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let other = TestService(
            configuration: NowServiceConfiguration(instanceUrl: Harness.instanceUrl, appBundleId: "dev.nowweb.other"))
        _ = try await core.requestSettings(for: TestService())
        _ = try await core.requestSettings(for: other)

        await core.refreshAllSettings()

        let asked = transport.requests.map(\.url.path)
        #expect(asked.filter { $0 == NowSettingsSource.defaultResourcePath + "/dev.nowweb.tests" }.count == 2)
        #expect(asked.filter { $0 == NowSettingsSource.defaultResourcePath + "/dev.nowweb.other" }.count == 2)
    }

    @Test func theNetworkServiceSendsTheBearerToTheInstanceAndRetriesOnceOn401() async throws {
        let transport = ScriptedTransport { request, index in
            if request.url.path == "/oauth_token.do" { return .token("access-\(index)") }
            return request.headers["Authorization"] == "Bearer access-0"
                ? NowHTTPResponse(statusCode: 401) : .json(#"{"result":[]}"#)
        }
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let network = core.requestNetworkService(for: TestService())

        let response = try await network.send(
            NowHTTPRequest(method: "GET", url: URL(string: "/api/now/table/incident?sysparm_limit=1")!))

        #expect(response.statusCode == 200)
        let calls = transport.requests(to: "/api/now/table/incident")
        #expect(
            calls.map(\.url.absoluteString).allSatisfy {
                $0 == "https://example.service-now.com/api/now/table/incident?sysparm_limit=1"
            })
        #expect(calls.map { $0.headers["Authorization"] } == ["Bearer access-0", "Bearer access-2"])
    }

    @Test func theNetworkServiceRefusesAnotherOriginBeforeSendingAnything() async throws {
        let transport = ScriptedTransport { _, _ in .token("access") }
        let core = try Harness(transport).core(ScriptedGrantProvider(.jwtBearer(assertion: "jwt")))
        let network = core.requestNetworkService(for: TestService())

        for url in [
            "https://elsewhere.example.com/api", "http://example.service-now.com/api",
            "https://example.service-now.com:8443/api", "//elsewhere.example.com/api", "//u@elsewhere.example.com/api",
            "//u@example.service-now.com/api", "https://u:p@example.service-now.com/api",
        ] {
            await #expect(throws: URLError.self) {
                try await network.send(NowHTTPRequest(method: "GET", url: URL(string: url)!))
            }
        }
        #expect(transport.requests.isEmpty)
    }
}

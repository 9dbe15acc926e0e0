import Foundation
import NowInternal
import NowWebTesting
import Testing

@Suite("Pages and assets")
struct PageTests {
    /// A client holding a fresh session's cookie header.
    private func session(_ instance: InstanceEmulator) async throws -> (LoopbackHTTPClient, [(String, String)]) {
        let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
        let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
        let start = try await client.request("GET", "/blank.do", headers: [("Authorization", "Bearer \(token)")])
        return (client, [("Cookie", TestSupport.cookieHeader(start.setCookies))])
    }

    @Test func pagesAreNeverCachedAndReferenceEveryVersionedAsset() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.assets.count = 40
        configuration.assets.minimumBytes = 20_000
        configuration.assets.maximumBytes = 200_000
        try await withInstanceEmulator(configuration) { instance in
            let (client, cookie) = try await session(instance)
            let page = try await client.request("GET", "/now/nav/ui/home", headers: cookie)
            #expect(page.header("Cache-Control") == "no-cache,no-store,must-revalidate,max-age=-1")
            #expect(page.header("Pragma") == "no-store,no-cache")
            #expect(page.header("Expires") == "0")
            #expect(instance.assetPaths.count == 40)
            for path in instance.assetPaths { #expect(page.text.contains(path)) }
            #expect(instance.assetPaths.contains { $0.hasPrefix("/scripts/") && $0.contains(".jsx?v=") })
            #expect(instance.assetPaths.contains { $0.hasPrefix("/styles/") && $0.contains(".css?v=") })
            #expect(
                instance.assetPaths.contains { $0.hasPrefix("/uxasset/externals/") && $0.contains(".jsdbx?uxpcb=") })
            var sizes: [Int] = []
            for path in instance.assetPaths { sizes.append(try await client.request("GET", path).body.count) }
            #expect(sizes.min() == 20_000 && sizes.max() == 200_000)
        }
    }

    @Test func aListPageServesTheRowsItIsAskedForAndSaysWhenItsFirstFrameWasDrawn() async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie) = try await session(instance)
            let plain = try await client.request("GET", "/incident_list.do", headers: cookie)
            let long = try await client.request("GET", "/incident_list.do?sysparm_rows=2000", headers: cookie)
            let capped = try await client.request("GET", "/incident_list.do?sysparm_rows=99999", headers: cookie)

            func rows(_ page: LoopbackHTTPClient.Response) -> Int {
                page.text.components(separatedBy: "<tr><td>").count - 1
            }
            #expect(rows(plain) == 5)
            #expect(!plain.text.contains("__nowwebFirstFrame"), "the plain list is the one every benchmark loads")
            #expect(rows(long) == 2000)
            #expect(long.text.contains(">INC0002000</a>") && !long.text.contains(">INC0002001</a>"))
            let lastRow = try #require(long.text.range(of: ">INC0002000</a>"))
            let probe = try #require(long.text.range(of: "window.__nowwebFirstFrame"))
            #expect(lastRow.upperBound < probe.lowerBound, "the probe runs once every row is parsed")
            #expect(rows(capped) == 10_000)
        }
    }

    @Test func assetsAreCacheableForAYearWithoutASession() async throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var configuration = InstanceEmulator.Configuration()
        configuration.now = { start }
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let asset = try await client.request("GET", try #require(instance.assetPaths.first))
            #expect(asset.status == 200)
            #expect(asset.header("Cache-Control") == "public, max-age=31881600")
            let expires = HTTPDate.string(from: start.addingTimeInterval(369 * 24 * 3600))
            #expect(asset.header("Expires") == expires)
            #expect(asset.header("Date") == HTTPDate.string(from: start))
        }
    }

    @Test func classicShellShowsTheClassicPageInAnIframe() async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie) = try await session(instance)
            let shell = try await client.request(
                "GET", "/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D3", headers: cookie)
            #expect(shell.status == 200)
            #expect(shell.text.contains(#"<iframe id="gsft_main""#))
            #expect(shell.text.contains(#"src="/incident.do?sys_id=3""#))
            let framed = try await client.request("GET", "/incident.do?sys_id=3", headers: cookie)
            #expect(framed.text.contains("Incident 3"))
        }
    }

    @Test(arguments: ["/sp?id=index", "/esc", "/mesp?id=catalog", "/kb_view.do", "/incident_list.do", "/blank.do"])
    func everyPageNeedsAndAcceptsASession(path: String) async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie) = try await session(instance)
            #expect(try await client.request("GET", path, headers: cookie).status == 200)
            #expect(try await client.request("GET", path).status == 302)
        }
    }

    @Test func navToRedirectsToItsTargetOnThisInstanceOnly() async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie) = try await session(instance)
            let local = try await client.request("GET", "/nav_to.do?uri=incident_list.do", headers: cookie)
            #expect(local.status == 302)
            #expect(local.header("Location") == "/incident_list.do")
            let foreign = try await client.request(
                "GET", "/nav_to.do?uri=https%3A%2F%2Fevil.example%2F", headers: cookie)
            #expect(foreign.header("Location") == "/now/nav/ui/home")
        }
    }

    @Test func stateChangingRequestsNeedTheCSRFToken() async throws {
        try await withInstanceEmulator { instance in
            let (client, cookie) = try await session(instance)
            let form = try await client.request("GET", "/incident.do?sys_id=1", headers: cookie)
            let token = try #require(form.text.firstMatch(of: /window\.g_ck = "([0-9a-f]+)"/)?.1)
            let refused = try await client.request("POST", "/incident.do?sys_id=1", headers: cookie)
            #expect(refused.status == 403)
            let saved = try await client.request(
                "POST", "/incident.do?sys_id=1", headers: cookie + [("X-UserToken", String(token))])
            #expect(saved.status == 200)
        }
    }
}

import Foundation
import NowWebTesting
import Testing

@Suite("Single-page app pages")
struct SinglePageAppPageTests {
    /// The page at `path` loaded with a fresh session's bearer token.
    private func load(_ path: String, _ configuration: InstanceEmulator.Configuration) async throws
        -> LoopbackHTTPClient.Response
    {
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let bearer = instance.issueAccessToken(for: "abel.tuter")
            return try await client.request("GET", path, headers: [("Authorization", "Bearer \(bearer)")])
        }
    }

    /// The `window.__nowwebPageConfig` object of a page, if it has one.
    private func settings(_ page: LoopbackHTTPClient.Response) throws -> [String: Any]? {
        guard let text = page.text.firstMatch(of: /window\.__nowwebPageConfig = (\{[^<]*\});/)?.1 else { return nil }
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    static let pages: [(path: String, family: String)] = [
        ("/sp?id=index", "portal"), ("/esc?id=sc_home", "portal"), ("/mesp?id=index", "portal"),
        ("/now/nav/ui/home", "next"), ("/now/sow/home", "next"), ("/now/workspace/agent/list/incident", "next"),
        ("/now/nav/ui/classic/params/target/incident_list.do", "classicShell"), ("/incident_list.do", "classic"),
        ("/incident.do?sys_id=1", "classic"),
    ]

    @Test(arguments: pages)
    func eachAppPageRunsTheScriptWithItsSettings(_ page: (path: String, family: String)) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.singlePageApps = .init(reaction: .inPlaceLoginForm, refreshInterval: .milliseconds(1500))
        let answer = try await load(page.path, configuration)

        #expect(answer.status == 200)
        #expect(answer.header("X-Is-Logged-In") == "true")
        let settings = try #require(try settings(answer), "\(answer.text)")
        #expect(settings["family"] as? String == page.family)
        #expect(settings["reaction"] as? String == "inPlaceLoginForm")
        #expect(settings["refreshMs"] as? Int == 1500)
        #expect(answer.text.contains("window.__nowwebPageLog = log"))
        #expect(answer.text.contains("<pre id=\"nowweb-page-log\" hidden></pre>"))
        #expect(answer.text.contains("g_ck: window.g_ck"))
        if page.family == "portal" {
            let portal = String(page.path.dropFirst().prefix { $0 != "?" })
            #expect(settings["portal"] as? String == portal)
            #expect(answer.text.contains("class=\"nowweb-spa-link\" href=\"/\(portal)?id=sc_home\""))
        }
        if page.family != "classicShell" { #expect(answer.text.contains("id=\"nowweb-refresh\"")) }
    }

    @Test func withoutTheSwitchThePagesStayStatic() async throws {
        for page in Self.pages {
            let answer = try await load(page.path, InstanceEmulator.Configuration())
            #expect(answer.status == 200, "\(page.path)")
            #expect(try settings(answer) == nil, "\(page.path)")
            #expect(!answer.text.contains("__nowwebPageLog"), "\(page.path)")
        }
    }

    @Test func workspacePagesKeepTheirLinksWithinTheirApp() async throws {
        let answer = try await load("/now/workspace/agent/record/incident/2", InstanceEmulator.Configuration())

        #expect(answer.text.contains("class=\"now-header\""))
        for href in ["/now/workspace/agent/home", "/now/workspace/agent/list/incident"] {
            #expect(answer.text.contains("href=\"\(href)\""))
        }
        let sow = try await load("/now/sow/list/incident", InstanceEmulator.Configuration())
        #expect(sow.text.contains("href=\"/now/sow/record/incident/1\""))
        #expect(try await load("/now/workspace", InstanceEmulator.Configuration()).status == 404)
    }

    @Test func theClassicFrameSetShowsItsTargetInGsftMain() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.singlePageApps = .init()
        let answer = try await load("/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3D2", configuration)

        #expect(answer.text.contains("<iframe id=\"gsft_main\" name=\"gsft_main\""))
        #expect(answer.text.contains("src=\"/incident.do?sys_id=2\""))
        #expect(try settings(answer)?["family"] as? String == "classicShell")
    }

    @Test func anAppPageWithoutASessionGetsThePageExpiryAnswer() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.singlePageApps = .init()
        configuration.expiryVariant = .inPlaceLogin
        try await withInstanceEmulator(configuration) { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let answer = try await client.request("GET", "/now/sow/home")
            #expect(answer.status == 200)
            #expect(answer.header("X-Is-Logged-In") == "false")
            #expect(answer.text.contains("sysverb_login"))
        }
    }
}

import Foundation
import NowInternal
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The headless engine and its cookie jar against the emulator's TLS mode: the cookies an instance sets over
/// HTTPS (`Secure; HttpOnly; SameSite=None`) kept and sent as a browser does, and a certificate the engine's
/// URLSession does not trust refused before any request.
@MainActor
@Suite struct HeadlessTLSTests {
    static var tlsConfiguration: InstanceEmulator.Configuration {
        var configuration = InstanceEmulator.Configuration()
        configuration.tls = .init()
        return configuration
    }

    /// The `Set-Cookie` values the TLS-mode emulator answers a bearer request for its home page with.
    static func instanceCookies(_ instance: InstanceEmulator) async throws -> [String] {
        let port = try #require(instance.baseURL.port.map(UInt16.init))
        let client = try LoopbackHTTPClient(port: port, trusting: try #require(instance.certificateAuthority))
        let grant = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("grant_type=password&client_id=nowweb-mobile&username=abel.tuter&password=Abel.Tuter-1".utf8))
        let json = try JSONSerialization.jsonObject(with: Data(grant.body)) as? [String: Any]
        let token = try #require(json?["access_token"] as? String)
        let bridge = try await client.request(
            "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(token)")])
        return bridge.headers.filter { $0.name.lowercased() == "set-cookie" }.map(\.value)
    }

    @Test func theInstancesHTTPSCookiesAreKeptAndSentOnlyOverSecureConnections() async throws {
        try await withInstanceEmulator(Self.tlsConfiguration) { instance in
            let cookies = try await Self.instanceCookies(instance)
            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            let jar = WebCookieJar(now: { Date() }, publicSuffixes: PublicSuffixList(text: "com"))
            for text in cookies { jar.store(try #require(SetCookie(text)), from: home) }
            let sent = try #require(jar.requestHeaderValue(for: home))
            let names = Set(
                sent.split(separator: ";").map { String($0.prefix { $0 != "=" }).trimmingCharacters(in: .whitespaces) })
            #expect(
                names == [
                    "JSESSIONID", "glide_user_route", "glide_session_store", "BIGipServerpool_nowweb",
                    "glide_node_id_for_js",
                ])
            let session = try #require(jar.allCookies.first { $0.name == "JSESSIONID" })
            #expect(session.isSecure && session.isHTTPOnly)
            #expect(jar.allCookies.first { $0.name == "glide_node_id_for_js" }?.isHTTPOnly == false)

            // The same cookies from an instance's name: sent over https only, never over plain http.
            let site = try #require(URL(string: "https://acme.service-now.com/now/nav/ui/home"))
            let plainSite = try #require(URL(string: "http://acme.service-now.com/now/nav/ui/home"))
            let named = WebCookieJar(now: { Date() }, publicSuffixes: PublicSuffixList(text: "com"))
            for text in cookies { named.store(try #require(SetCookie(text)), from: site) }
            #expect(named.requestHeaderValue(for: site)?.contains("JSESSIONID=") == true)
            #expect(named.requestHeaderValue(for: plainSite) == nil)

            // Set over plain http (not loopback), a Secure cookie is refused outright.
            let insecure = WebCookieJar(now: { Date() }, publicSuffixes: PublicSuffixList(text: "com"))
            for text in cookies { insecure.store(try #require(SetCookie(text)), from: plainSite) }
            #expect(insecure.allCookies.isEmpty)

            // SameSite=None without Secure is refused, as browsers refuse it.
            let unmarked = cookies.map { $0.replacingOccurrences(of: "Secure; ", with: "") }
            let lax = WebCookieJar(now: { Date() }, publicSuffixes: PublicSuffixList(text: "com"))
            for text in unmarked { lax.store(try #require(SetCookie(text)), from: site) }
            #expect(lax.allCookies.isEmpty)
        }
    }

    @Test func theEngineRefusesACertificateItsURLSessionDoesNotTrust() async throws {
        try await withInstanceEmulator(Self.tlsConfiguration) { instance in
            let engine = HeadlessWebEngine(dataStore: WebDataStore())
            let delegate = RecordingEngineDelegate()
            engine.delegate = delegate
            engine.load(WebRequest(url: instance.baseURL.appending(path: "now/nav/ui/home"), headers: [:]))
            await engine.waitUntilIdle()
            let last = try #require(delegate.milestones.last)
            guard case .failed(_, .network(let reason)) = last else {
                Issue.record("expected a network failure, got \(delegate.milestones)")
                return
            }
            #expect(reason.lowercased().contains("certificate"), "\(reason)")
            #expect(instance.requestLog.isEmpty)
            #expect(engine.dataStore.cookies.allCookies.isEmpty)
        }
    }
}

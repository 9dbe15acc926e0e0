import Foundation
import NowInternal
import NowWebTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Refuses every redirect so the test sees the 302 itself (a session-level delegate; per-task ones are
/// never asked about redirects on Linux).
private final class RedirectBlocker: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

@Suite("Real clients")
struct RealClientTests {
    @Test func urlSessionRunsAWholeWebSession() async throws {
        try await withInstanceEmulator { instance in
            let session = URLSession(configuration: .ephemeral, delegate: RedirectBlocker(), delegateQueue: nil)
            defer { session.invalidateAndCancel() }
            var tokenRequest = URLRequest(url: instance.baseURL.appending(path: "oauth_token.do"))
            tokenRequest.httpMethod = "POST"
            tokenRequest.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            tokenRequest.httpBody = Data(
                FormEncoding.encode([
                    ("grant_type", "password"), ("client_id", "nowweb-mobile"), ("username", "abel.tuter"),
                    ("password", "Abel.Tuter-1"),
                ]).utf8)
            let (tokenData, _) = try await session.data(for: tokenRequest)
            let token = try #require(
                (try JSONSerialization.jsonObject(with: tokenData) as? [String: Any])?["access_token"] as? String)

            let home = instance.baseURL.appending(path: "now/nav/ui/home")
            var bearerRequest = URLRequest(url: home)
            bearerRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            let (_, first) = try await session.data(for: bearerRequest)
            #expect((first as? HTTPURLResponse)?.statusCode == 200)
            #expect((first as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Is-Logged-In") == "true")
            #expect(
                session.configuration.httpCookieStorage?.cookies(for: home)?.contains { $0.name == "JSESSIONID" }
                    == true)

            let (_, second) = try await session.data(from: instance.baseURL.appending(path: "incident_list.do"))
            #expect((second as? HTTPURLResponse)?.statusCode == 200)

            instance.advanceTime(by: .seconds(31 * 60))
            let (_, expired) = try await session.data(from: home)
            let redirect = try #require(expired as? HTTPURLResponse)
            #expect(redirect.statusCode == 302)
            #expect(redirect.value(forHTTPHeaderField: "Location")?.hasPrefix("/login.do?sysparm_goto_url=") == true)
            let log = instance.requestLog
            #expect(log.filter(\.hasBearerToken).map(\.path) == ["/now/nav/ui/home"])
        }
    }

    // Starts curl (ProgramRun: Linux and macOS only): not built for iOS.
    #if os(Linux) || os(macOS)
        @Test func curlSignsInAndLoadsAPageWithItsCookieJar() async throws {
            let curl = URL(fileURLWithPath: "/usr/bin/curl")
            try #require(
                FileManager.default.isExecutableFile(atPath: curl.path),
                "curl is missing: install it (scripts/test does so when run as root)")
            try await withInstanceEmulator { instance in
                let jar = FileManager.default.temporaryDirectory.appending(path: "nowweb-curl-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: jar) }
                let tokenJSON = try await run(
                    curl, "-sS", "--data-urlencode", "grant_type=password", "--data-urlencode",
                    "client_id=nowweb-mobile",
                    "--data-urlencode", "username=abel.tuter", "--data-urlencode", "password=Abel.Tuter-1",
                    instance.baseURL.appending(path: "oauth_token.do").absoluteString)
                let token = try #require(
                    (try JSONSerialization.jsonObject(with: Data(tokenJSON.utf8)) as? [String: Any])?["access_token"]
                        as? String)
                let home = instance.baseURL.appending(path: "now/nav/ui/home").absoluteString
                let first = try await run(
                    curl, "-sS", "-o", "/dev/null", "-w", "%{http_code}", "-c", jar.path, "-H",
                    "Authorization: Bearer \(token)",
                    home)
                #expect(first == "200")
                let second = try await run(curl, "-sS", "-o", "/dev/null", "-w", "%{http_code}", "-b", jar.path, home)
                #expect(second == "200")
                let anonymous = try await run(
                    curl, "-sS", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", home)
                #expect(anonymous.hasPrefix("302 \(instance.baseURL.absoluteString)/login.do"))
            }
        }

        /// Runs `tool` with `arguments` and returns its standard output.
        private func run(_ tool: URL, _ arguments: String...) async throws -> String {
            let run = try await ProgramRun.run(tool, arguments)
            #expect(run.status == 0, "\(run)")
            return run.output
        }
    #endif
}

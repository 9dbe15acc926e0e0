import Foundation
import NowInternal
import Testing

@testable import NowWebTesting

// The emulator's TLS mode uses libssl, on Linux only (CNowCrypto's TLS functions are empty elsewhere).
#if canImport(Glibc)

    /// The emulator's TLS mode: the handshake with the test certificate authority, requests over it, the session
    /// cookies as an instance sets them over HTTPS, and a client that does not trust the authority refused.
    @Suite struct TLSModeTests {
        static var tlsConfiguration: InstanceEmulator.Configuration {
            var configuration = InstanceEmulator.Configuration()
            configuration.tls = .init()
            return configuration
        }

        /// The `Set-Cookie` values of `response`.
        static func setCookies(_ response: LoopbackHTTPClient.Response) -> [String] {
            response.headers.filter { HTTPHead.namesEqual($0.name, "Set-Cookie") }.map(\.value)
        }

        @Test func aClientTrustingTheTestAuthoritySignsInAndKeepsTheSessionOverTLS() async throws {
            try await withInstanceEmulator(Self.tlsConfiguration) { instance in
                #expect(instance.baseURL.scheme == "https" && instance.foreignBaseURL.scheme == "https")
                let authority = try #require(instance.certificateAuthority)
                #expect(try authority === TestCertificateAuthority.shared())
                let port = try #require(instance.baseURL.port.map(UInt16.init))
                let client = try LoopbackHTTPClient(port: port, trusting: authority)
                let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
                let bridge = try await client.request(
                    "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(token)")])
                #expect(bridge.status == 200)
                let cookies = Self.setCookies(bridge)
                let session = try #require(bridge.setCookies["JSESSIONID"])
                #expect(cookies.contains("JSESSIONID=\(session); Path=/; Secure; HttpOnly; SameSite=None"))
                for name in ["glide_user_route", "glide_session_store", "BIGipServerpool_nowweb", "glide_user"] {
                    let cookie = try #require(cookies.first { $0.hasPrefix(name + "=") }, "\(name) in \(cookies)")
                    #expect(cookie.hasSuffix("; Path=/; Secure; HttpOnly; SameSite=None"), "\(cookie)")
                }
                let node = try #require(cookies.first { $0.hasPrefix("glide_node_id_for_js=") })
                #expect(node.contains("Secure") && node.contains("SameSite=None") && !node.contains("HttpOnly"))
                #expect(
                    cookies.filter { $0.hasPrefix("glide_user=;") || $0.hasPrefix("glide_user_session=;") }.count == 2)

                // The cookie alone carries the session on the same TLS connection, a 32 KiB asset included
                // (more than one TLS record).
                let cookie = "JSESSIONID=\(session)"
                let page = try await client.request("GET", "/incident_list.do", headers: [("Cookie", cookie)])
                #expect(page.status == 200 && page.header("X-Is-Logged-In") == "true")
                let largest = try #require(instance.assetPaths.last)
                let asset = try await client.request("GET", largest, headers: [("Cookie", cookie)])
                #expect(asset.status == 200 && asset.body.count == instance.configuration.assets.maximumBytes)
                #expect(instance.requestLog.suffix(2).allSatisfy { $0.cookieNames == ["JSESSIONID"] })

                let logout = try await client.request("GET", "/logout.do", headers: [("Cookie", cookie)])
                let cleared = Self.setCookies(logout)
                #expect(cleared.contains { $0.hasPrefix("JSESSIONID=; Max-Age=0;") && $0.hasSuffix("SameSite=None") })
            }
        }

        @Test func plainHTTPStaysTheDefaultWithTheCookiesOfToday() async throws {
            try await withInstanceEmulator(TestSupport.configuration) { instance in
                #expect(instance.baseURL.scheme == "http" && instance.certificateAuthority == nil)
                let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
                let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
                let bridge = try await client.request(
                    "GET", "/now/nav/ui/home", headers: [("Authorization", "Bearer \(token)")])
                let cookies = Self.setCookies(bridge)
                #expect(cookies.count == 4)
                #expect(cookies.allSatisfy { $0.hasSuffix("; Path=/; HttpOnly") && !$0.contains("Secure") })
            }
        }

        @Test func aClientThatTrustsAnotherAuthorityIsRefusedBeforeAnyRequest() async throws {
            var configuration = Self.tlsConfiguration
            configuration.tls = .init(authority: try TestCertificateAuthority())
            try await withInstanceEmulator(configuration) { instance in
                let port = try #require(instance.baseURL.port.map(UInt16.init))
                let shared = try TestCertificateAuthority.shared()
                do throws(InstanceEmulatorError) {
                    _ = try LoopbackHTTPClient(port: port, trusting: shared)
                    Issue.record("a certificate of an untrusted authority was accepted")
                } catch {
                    guard case .tlsFailed(let reason) = error else { throw error }
                    #expect(reason.contains("certificate verify failed"), "\(reason)")
                    #expect(error.localizedDescription.contains("TestCertificateAuthority"))
                }
                #expect(instance.requestLog.isEmpty)
                // The emulator's own authority is still trusted.
                let trusted = try LoopbackHTTPClient(port: port, trusting: try #require(instance.certificateAuthority))
                #expect(try await trusted.request("GET", "/login.do").status == 200)
            }
        }

        @Test func theServerCertificateNamesLoopbackOnly() async throws {
            try await withInstanceEmulator(Self.tlsConfiguration) { instance in
                let port = try #require(instance.baseURL.port.map(UInt16.init))
                let authority = try #require(instance.certificateAuthority)
                let byName = try LoopbackHTTPClient(port: port, trusting: authority, host: "localhost")
                #expect(try await byName.request("GET", "/login.do").status == 200)
                do throws(InstanceEmulatorError) {
                    _ = try LoopbackHTTPClient(port: port, trusting: authority, host: "acme.service-now.com")
                    Issue.record("a certificate for 127.0.0.1 was accepted for another name")
                } catch {
                    guard case .tlsFailed(let reason) = error else { throw error }
                    #expect(reason.contains("certificate verify failed"), "\(reason)")
                }
            }
        }

        @Test func aClientThatSpeaksNoTLSIsDroppedAndOthersAreStillServed() async throws {
            try await withInstanceEmulator(Self.tlsConfiguration) { instance in
                let port = try #require(instance.baseURL.port.map(UInt16.init))
                let plain = try LoopbackHTTPClient(port: port)
                plain.send(raw: Array("GET /login.do HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
                #expect(await plain.waitForClose(timeout: .seconds(10)))
                let silent = try LoopbackHTTPClient(port: port)
                let client = try LoopbackHTTPClient(port: port, trusting: try #require(instance.certificateAuthority))
                #expect(try await client.request("GET", "/login.do").status == 200)
                #expect(instance.requestLog.map(\.path) == ["/login.do"])
                _ = silent
            }
        }

        @Test func manyTLSConnectionsAreServedAtOnceAndShutdownClosesThem() async throws {
            let instance = try await InstanceEmulator.start(Self.tlsConfiguration)
            let port = try #require(instance.baseURL.port.map(UInt16.init))
            let authority = try #require(instance.certificateAuthority)
            let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        let client = try LoopbackHTTPClient(port: port, trusting: authority)
                        var statuses: [Int] = []
                        for path in ["/login.do", "/oauth_token.do", "/login.do"] {
                            statuses.append(try await client.request(path == "/login.do" ? "GET" : "POST", path).status)
                        }
                        return statuses
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(statuses.count == 48)
            #expect(statuses.filter { $0 == 200 }.count == 32 && statuses.filter { $0 == 400 }.count == 16)
            let idle = try LoopbackHTTPClient(port: port, trusting: authority)
            #expect(try await idle.request("GET", "/login.do").status == 200)
            await instance.shutdown()
            #expect(await idle.waitForClose(timeout: .seconds(5)))
            #expect(instance.openConnectionCount == 0)
        }

        @Test func curlTrustsTheAuthorityFromItsFileAndRefusesTheCertificateWithout() async throws {
            let curl = URL(fileURLWithPath: "/usr/bin/curl")
            try #require(
                FileManager.default.isExecutableFile(atPath: curl.path),
                "curl is missing: install it (scripts/test does so when run as root)")
            try await withInstanceEmulator(Self.tlsConfiguration) { instance in
                let authority = try #require(instance.certificateAuthority)
                let page = instance.baseURL.appending(path: "login.do").absoluteString
                let trusted = try await ProgramRun.run(
                    curl,
                    [
                        "-sS", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", authority.certificateFile().path,
                        page,
                    ])
                #expect(trusted.status == 0 && trusted.output == "200", "\(trusted)")
                let refused = try await ProgramRun.run(curl, ["-sS", "-o", "/dev/null", page])
                #expect(refused.status == 60, "\(refused)")
                #expect(instance.requestLog.map(\.path) == ["/login.do"])
            }
        }
    }

    /// The test authority's name constraints (R3-I-7): a certificate it signs verifies for loopback names only.
    @Suite struct TestCertificateAuthorityConstraintTests {
        static let openssl = URL(fileURLWithPath: "/usr/bin/openssl")

        /// `openssl verify` of `leaf` against `authority` alone, from files in a fresh private directory.
        static func verify(leaf: String, authority: String) async throws -> ProgramRun {
            let directory = FileManager.default.temporaryDirectory.appending(
                path: "nowweb-ca-test-\(Digest.randomBytes(8).hexString)")
            try PrivateFile.createDirectory(at: directory)
            defer { try? FileManager.default.removeItem(at: directory) }
            let authorityFile = directory.appending(path: "ca.pem")
            let leafFile = directory.appending(path: "leaf.pem")
            try PrivateFile.write(Data(authority.utf8), to: authorityFile)
            try PrivateFile.write(Data(leaf.utf8), to: leafFile)
            return try await ProgramRun.run(openssl, ["verify", "-CAfile", authorityFile.path, leafFile.path])
        }

        @Test func theEmulatorsOwnServerCertificateVerifies() async throws {
            try #require(FileManager.default.isExecutableFile(atPath: Self.openssl.path), "openssl is missing")
            let authority = try TestCertificateAuthority()
            let run = try await Self.verify(leaf: authority.serverCertificatePEM, authority: authority.certificatePEM)
            #expect(run.status == 0 && run.output.contains(": OK"), "\(run)")
        }

        @Test(arguments: ["DNS:localhost", "DNS:app.localhost", "IP:127.0.0.2", "IP:::1"])
        func aLoopbackNameVerifies(name: String) async throws {
            try #require(FileManager.default.isExecutableFile(atPath: Self.openssl.path), "openssl is missing")
            let authority = try TestCertificateAuthority.make(issuer: nil, commonName: "CA", subjectAltNames: nil)
            let leaf = try TestCertificateAuthority.make(issuer: authority, commonName: "leaf", subjectAltNames: name)
            let run = try await Self.verify(leaf: leaf.certificate, authority: authority.certificate)
            #expect(run.status == 0, "\(run)")
        }

        @Test(arguments: ["DNS:acme.service-now.com", "DNS:localhost.example.com", "IP:10.0.0.1", "IP:::2"])
        func aCertificateForAnotherNameIsRejected(name: String) async throws {
            try #require(FileManager.default.isExecutableFile(atPath: Self.openssl.path), "openssl is missing")
            let authority = try TestCertificateAuthority.make(issuer: nil, commonName: "CA", subjectAltNames: nil)
            let leaf = try TestCertificateAuthority.make(issuer: authority, commonName: "leaf", subjectAltNames: name)
            let run = try await Self.verify(leaf: leaf.certificate, authority: authority.certificate)
            #expect(run.status != 0 && (run.output + run.errors).contains("subtree violation"), "\(run)")
        }
    }
#endif

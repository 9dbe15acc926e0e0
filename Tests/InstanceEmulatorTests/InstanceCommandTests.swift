import Foundation
import NowWebTesting
import Testing

// Starts the nowweb program (Process, ProgramRun: Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    @Suite("nowweb instance")
    struct InstanceCommandTests {
        /// The `nowweb` executable built next to this test bundle.
        private var executable: URL {
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "nowweb")
        }

        @Test func runsInTheForegroundWithItsFaultsAndStopsOnCtrlC() async throws {
            try #require(
                FileManager.default.isExecutableFile(atPath: executable.path),
                "nowweb is not built next to the tests: run swift build --build-tests")
            let process = Process()
            process.executableURL = executable
            process.arguments = [
                "instance", "--session-timeout", "5m", "--user", "fred.luddy:Fred-1", "--token-failure", "503",
                "--data-expiry", "notLoggedInHeader",
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let reader = output.fileHandleForReading
            let banner = try await LoopbackHTTPClient.onOwnThread {
                var banner = ""
                while !banner.contains("Ctrl-C") {
                    let data = reader.availableData
                    guard !data.isEmpty else { break }
                    banner += String(decoding: data, as: UTF8.self)
                }
                return banner
            }
            #expect(banner.contains("fred.luddy / Fred-1") && banner.contains("abel.tuter / Abel.Tuter-1"))
            #expect(banner.contains("idle timeout 300 s"))
            let address = try #require(banner.firstMatch(of: /instance +http:\/\/127\.0\.0\.1:(\d+)/)?.1)
            let port = try #require(UInt16(address))
            let client = try LoopbackHTTPClient(port: port)
            #expect(try await client.request("GET", "/login.do").status == 200)
            #expect(try await client.request("POST", "/oauth_token.do").status == 503)
            #expect(banner.contains("single-page: data notLoggedInHeader, page keepsPage"))
            let data = try await client.request("GET", "/api/now/table/incident")
            #expect(data.status == 200 && data.header("X-Is-Logged-In") == "false")

            process.interrupt()
            try await LoopbackHTTPClient.onOwnThread { process.waitUntilExit() }
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }

        @Test func tlsServesHTTPSWithTheAuthorityItPrints() async throws {
            try #require(
                FileManager.default.isExecutableFile(atPath: executable.path),
                "nowweb is not built next to the tests: run swift build --build-tests")
            let process = Process()
            process.executableURL = executable
            process.arguments = ["instance", "--tls"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let reader = output.fileHandleForReading
            let banner = try await LoopbackHTTPClient.onOwnThread {
                var banner = ""
                while !banner.contains("Ctrl-C") {
                    let data = reader.availableData
                    guard !data.isEmpty else { break }
                    banner += String(decoding: data, as: UTF8.self)
                }
                return banner
            }
            let base = try #require(banner.firstMatch(of: /instance +(https:\/\/127\.0\.0\.1:\d+)/)?.1)
            let file = try #require(banner.firstMatch(of: /certificate authority (\S+)/)?.1)
            let curl = try await ProgramRun.run(
                URL(fileURLWithPath: "/usr/bin/curl"),
                ["-sS", "-o", "/dev/null", "-w", "%{http_code}", "--cacert", String(file), "\(base)/login.do"])
            #expect(curl.status == 0 && curl.output == "200", "\(curl)")

            process.interrupt()
            try await LoopbackHTTPClient.onOwnThread { process.waitUntilExit() }
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }

        @Test(arguments: ["--expiry-variant", "--data-expiry", "--page-reaction"])
        func badFlagIsAOneLineErrorWithExitCode2(_ flag: String) async throws {
            let run = try await ProgramRun.run("nowweb", ["instance", flag, "sometimes"])
            #expect(run.status == 2)
            #expect(run.errors.split(separator: "\n").count == 1 && run.errors.contains(flag))
        }
    }
#endif

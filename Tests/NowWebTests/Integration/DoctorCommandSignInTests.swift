import Foundation
import NowWebTesting
import Testing

// Starts the nowweb program (ProgramRun: Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    /// `nowweb doctor` with the JWT bearer grant, the settings URL it asks, and the instance URLs the SDK's rule for
    /// credentials refuses.
    @Suite struct DoctorCommandSignInTests {
        /// The doctor's run: exit status, the printed text, and the checks of its `--json` report.
        struct Run {
            let status: Int32
            let output: String
            let errors: String
            let checks: [String: (status: String, detail: String, fix: String?)]
            let instance: String?
        }

        static func doctor(_ arguments: [String], environment: [String: String] = [:], json: Bool = true)
            async throws -> Run
        {
            let run = try await ProgramRun.run(
                "nowweb", ["doctor"] + arguments + (json ? ["--json"] : []), environment: environment)
            guard json else {
                return Run(status: run.status, output: run.output, errors: run.errors, checks: [:], instance: nil)
            }
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
                "not JSON: \(run.output) \(run.errors)")
            var checks: [String: (status: String, detail: String, fix: String?)] = [:]
            for check in try #require(object["checks"] as? [[String: Any]]) {
                checks[check["id"] as? String ?? ""] = (
                    check["status"] as? String ?? "", check["detail"] as? String ?? "", check["fix"] as? String
                )
            }
            return Run(
                status: run.status, output: run.output, errors: run.errors, checks: checks,
                instance: object["instance"] as? String)
        }

        /// A file holding `text`, removed when the test ends.
        struct TemporaryFile: ~Copyable {
            let path: String
            init(_ text: String) throws {
                path =
                    FileManager.default.temporaryDirectory.appending(path: "nowweb-doctor-\(UUID().uuidString).jwt")
                    .path
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
            deinit { try? FileManager.default.removeItem(atPath: path) }
        }

        @Test func aJWTAssertionFileSignsInAndEveryCheckPasses() async throws {
            try await withInstanceEmulator { instance in
                let assertion = instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(600))
                try #require(!assertion.isEmpty, "no cryptography library")
                let file = try TemporaryFile(assertion + "\n")

                let run = try await Self.doctor([
                    "--instance", instance.baseURL.absoluteString, "--jwt-file", file.path,
                ])

                #expect(run.status == 0, "\(run.output)\(run.errors)")
                #expect(run.checks.count == 12)
                #expect(run.checks.values.allSatisfy { $0.status == "pass" }, "\(run.output)")
                #expect(run.checks["token"]?.detail.hasPrefix("JWT bearer grant: a bearer token valid") == true)
                #expect(run.checks["client"]?.detail == "client (none: JWT public client) accepted")
                #expect(!run.output.contains(assertion) && !run.errors.contains(assertion))
                let grants = instance.requestLog.filter { $0.path == "/oauth_token.do" }.map(\.grantType)
                #expect(grants == ["urn:ietf:params:oauth:grant-type:jwt-bearer"])
            }
        }

        @Test func aJWTAssertionFromAnEnvironmentVariableSignsIn() async throws {
            try await withInstanceEmulator { instance in
                let assertion = instance.makeJWT(subject: "beth.anglin", expiresIn: .seconds(600))
                try #require(!assertion.isEmpty, "no cryptography library")

                let run = try await Self.doctor(
                    ["--instance", instance.baseURL.absoluteString, "--jwt-env", "NOWWEB_DOCTOR_JWT"],
                    environment: ["NOWWEB_DOCTOR_JWT": assertion])

                #expect(run.status == 0, "\(run.output)\(run.errors)")
                #expect(run.checks["token"]?.status == "pass")
                #expect(run.checks["bearer-session"]?.status == "pass")
                #expect(!run.output.contains(assertion))
                let grants = instance.requestLog.filter { $0.path == "/oauth_token.do" }.map(\.grantType)
                #expect(grants == ["urn:ietf:params:oauth:grant-type:jwt-bearer"])
            }
        }

        @Test func aRefusedAssertionFailsTheTokenLineAndSaysWhy() async throws {
            try await withInstanceEmulator { instance in
                let expired = instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(-3600))
                try #require(!expired.isEmpty, "no cryptography library")
                let file = try TemporaryFile(expired)

                let run = try await Self.doctor([
                    "--instance", instance.baseURL.absoluteString, "--jwt-file", file.path,
                ])

                #expect(run.status == 1)
                #expect(run.checks["token-endpoint"]?.status == "pass")
                #expect(run.checks["client"]?.status == "pass")
                let token = try #require(run.checks["token"])
                #expect(token.status == "fail")
                #expect(
                    token.detail.hasPrefix("JWT bearer grant refused (invalid_grant: the assertion is invalid"),
                    "\(token.detail)")
                #expect(token.fix?.contains("fresh assertion") == true)
                #expect(token.fix?.contains("JWT Verifier Maps") == true)
                #expect(run.checks["settings"]?.status == "skip")
                #expect(!run.output.contains(expired))
                // One exchange: the provider is not asked again for an assertion the instance refused.
                #expect(instance.requestLog.filter { $0.path == "/oauth_token.do" }.count == 1)
            }
        }

        @Test func theAssertionIsNeverTakenFromTheCommandLineOrForTheEmbeddedEmulator() async throws {
            let jwt = try await Self.doctor(["--jwt", "a.b.c"], json: false)
            #expect(jwt.status == 2)
            let embedded = try await Self.doctor(
                ["--jwt-env", "NOWWEB_DOCTOR_JWT"], environment: ["NOWWEB_DOCTOR_JWT": "a.b.c"], json: false)
            #expect(embedded.status == 2)
            #expect(embedded.errors.contains("need --instance"), "\(embedded.errors)")
            let unset = try await Self.doctor(
                ["--instance", "https://acme.service-now.com", "--jwt-env", "NOWWEB_DOCTOR_UNSET_VARIABLE"], json: false
            )
            #expect(unset.status == 2)
            #expect(unset.errors.contains("NOWWEB_DOCTOR_UNSET_VARIABLE is not set"))
            let notJWT = try TemporaryFile("password123\n")
            let shape = try await Self.doctor(
                ["--instance", "https://acme.service-now.com", "--jwt-file", notJWT.path], json: false)
            #expect(shape.status == 2)
            #expect(shape.errors.contains("not a compact JWT"))
            #expect(!shape.errors.contains("password123"))
        }

        @Test func theSettingsCheckAsksTheURLTheSDKAsksByDefault() async throws {
            try await withInstanceEmulator { instance in
                let assertion = instance.makeJWT(subject: "abel.tuter", expiresIn: .seconds(600))
                try #require(!assertion.isEmpty, "no cryptography library")
                let run = try await Self.doctor(
                    ["--instance", instance.baseURL.absoluteString, "--jwt-env", "NOWWEB_DOCTOR_JWT"],
                    environment: ["NOWWEB_DOCTOR_JWT": assertion])

                #expect(run.checks["settings"]?.status == "pass", "\(run.output)")
                let resource = "/api/sn_mobile_sdk/mobile_sdk/settings/ios/dev.nowweb.app"
                #expect(run.checks["settings"]?.detail.contains("(GET \(resource))") == true, "\(run.output)")
                let asked = instance.requestLog.filter { $0.path.hasPrefix("/api/sn_mobile_sdk/") }
                #expect(asked.map(\.path) == [resource])
                #expect(asked.allSatisfy { $0.method == "GET" && $0.hasBearerToken && $0.queryNames.isEmpty })
            }
        }

        @Test func theSettingsPathOptionsNameTheSDKsTwoForms() async throws {
            try await withInstanceEmulator { instance in
                let common = [
                    "--instance", instance.baseURL.absoluteString, "--user", "abel.tuter", "--password-env",
                    "NOWWEB_DOCTOR_PASSWORD", "--client-id", "nowweb-confidential", "--client-secret-env",
                    "NOWWEB_DOCTOR_SECRET",
                ]
                let secrets = DoctorCommandTests.secrets
                let path = "/api/sn_mobile_sdk/mobile_sdk/settings"
                let resource = try await Self.doctor(common + ["--settings-path", path + "/ios"], environment: secrets)
                let query = try await Self.doctor(common + ["--settings-query-path", path], environment: secrets)

                #expect(resource.checks["settings"]?.detail.contains("(GET \(path)/ios/dev.nowweb.app)") == true)
                #expect(query.checks["settings"]?.detail.contains("(GET \(path) with app_bundle_id") == true)
                #expect(!query.output.contains("app_bundle_id="))
                let asked = instance.requestLog.filter { $0.path.hasPrefix(path) }
                #expect(asked.map(\.path) == [path + "/ios/dev.nowweb.app", path])
                #expect(asked.map(\.queryNames) == [[], ["app_bundle_id"]])
                let both = try await Self.doctor(
                    common + ["--settings-path", path, "--settings-query-path", path], environment: secrets, json: false
                )
                #expect(both.status == 2)
                let bad = try await Self.doctor(
                    common + ["--settings-path", "api/x"], environment: secrets, json: false)
                #expect(bad.status == 2)
                #expect(bad.errors.contains("must start with /"), "\(bad.errors)")
            }
        }

        @Test func anInstanceWithUserInfoIsPrintedAsItsOriginAndGetsNoCredential() async throws {
            try await withInstanceEmulator { instance in
                let port = try #require(instance.baseURL.port)
                let given = "http://abel.tuter:S3cret-In-URL@127.0.0.1:\(port)/some/path"
                let arguments = [
                    "--instance", given, "--user", "abel.tuter", "--password-env", "NOWWEB_DOCTOR_PASSWORD",
                    "--client-id", "nowweb-confidential", "--client-secret-env", "NOWWEB_DOCTOR_SECRET",
                ]

                let text = try await Self.doctor(arguments, environment: DoctorCommandTests.secrets, json: false)
                let json = try await Self.doctor(arguments, environment: DoctorCommandTests.secrets)

                #expect(text.output.hasPrefix("nowweb doctor http://127.0.0.1:\(port)\n"), "\(text.output)")
                #expect(json.instance == "http://127.0.0.1:\(port)")
                for run in [text, json] {
                    #expect(run.status == 1)
                    #expect(!run.output.contains("S3cret-In-URL") && !run.errors.contains("S3cret-In-URL"))
                    #expect(!run.output.contains("abel.tuter:"))
                }
                let tls = try #require(json.checks["tls"])
                #expect(tls.status == "fail")
                #expect(tls.detail.contains("user info"), "\(tls.detail)")
                #expect(json.checks["token"]?.status == "skip")
                #expect(instance.requestLog.allSatisfy { !$0.hasAuthorization && $0.path == "/" })
            }
        }

        @Test func onlyTheSDKsLoopbackHostsMayBePlainHTTP() async throws {
            try await withInstanceEmulator { instance in
                let port = try #require(instance.baseURL.port)
                // 127.1 reaches 127.0.0.1, but is not loopback by the SDK's rule (four numbers), so NowSDK sends it
                // no token: the doctor says so on its first line instead of passing it.
                let run = try await Self.doctor(
                    [
                        "--instance", "http://127.1:\(port)", "--user", "abel.tuter", "--password-env",
                        "NOWWEB_DOCTOR_PASSWORD", "--client-id", "nowweb-confidential", "--client-secret-env",
                        "NOWWEB_DOCTOR_SECRET",
                    ], environment: DoctorCommandTests.secrets)

                #expect(run.status == 1)
                let tls = try #require(run.checks["tls"])
                #expect(tls.status == "fail")
                #expect(tls.detail.hasPrefix("plain http to a host that is not loopback"), "\(tls.detail)")
                #expect(run.checks["token"]?.status == "skip")
                #expect(!instance.requestLog.contains { $0.hasAuthorization || $0.path == "/oauth_token.do" })
            }
        }
    }
#endif

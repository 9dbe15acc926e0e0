import Foundation
import NowWebTesting
import TestHTTPServer
import Testing

// Starts the nowweb program (ProgramRun: Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    /// `nowweb doctor` against the emulator, the emulator with faults, and a server that is not an instance.
    @Suite struct DoctorCommandTests {
        static let ids = [
            "tls", "token-endpoint", "client", "token", "settings", "bearer-session", "idle-timeout", "session-cookie",
            "login-variant", "x-is-logged-in", "cabrillo", "data-expiry",
        ]
        static let secrets = ["NOWWEB_DOCTOR_PASSWORD": "Abel.Tuter-1", "NOWWEB_DOCTOR_SECRET": "nowweb-secret"]

        /// The doctor's checks as `id → (status, detail, fix)`, from its `--json` output.
        struct Report {
            let status: Int32
            let output: String
            let passed: Bool
            let checks: [(id: String, status: String, detail: String, fix: String?)]

            func check(_ id: String) -> (id: String, status: String, detail: String, fix: String?)? {
                checks.first { $0.id == id }
            }
        }

        static func doctor(
            _ instance: URL, _ extra: [String] = [], environment: [String: String] = secrets
        ) async throws -> Report {
            let run = try await ProgramRun.run(
                "nowweb",
                [
                    "doctor", "--instance", instance.absoluteString, "--user", "abel.tuter", "--password-env",
                    "NOWWEB_DOCTOR_PASSWORD", "--client-id", "nowweb-confidential", "--client-secret-env",
                    "NOWWEB_DOCTOR_SECRET", "--json",
                ] + extra, environment: environment)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
                "not JSON: \(run.output) \(run.errors)")
            let checks = try #require(object["checks"] as? [[String: Any]]).map {
                (
                    id: $0["id"] as? String ?? "", status: $0["status"] as? String ?? "",
                    detail: $0["detail"] as? String ?? "", fix: $0["fix"] as? String
                )
            }
            return Report(
                status: run.status, output: run.output, passed: object["passed"] as? Bool ?? false, checks: checks)
        }

        @Test func everyCheckPassesOnTheEmulator() async throws {
            try await withInstanceEmulator { instance in
                let run = try await ProgramRun.run(
                    "nowweb",
                    [
                        "doctor", "--instance", instance.baseURL.absoluteString, "--user", "abel.tuter",
                        "--password-env",
                        "NOWWEB_DOCTOR_PASSWORD", "--client-id", "nowweb-confidential", "--client-secret-env",
                        "NOWWEB_DOCTOR_SECRET",
                    ], environment: Self.secrets)

                #expect(run.status == 0, "\(run.output)\(run.errors)")
                let lines = run.output.split(separator: "\n").dropFirst()
                #expect(lines.count == Self.ids.count)
                #expect(lines.allSatisfy { $0.hasPrefix("✓ ") }, "\(run.output)")
                #expect(run.output.contains("✓ reachable over TLS: not TLS: plain http on loopback"))
                let cookies = "cookies JSESSIONID, glide_user_route, glide_session_store, BIGipServerpool_nowweb"
                #expect(run.output.contains(cookies))
                #expect(run.output.contains("30 min (glide_session_store Max-Age=1800)"))
                #expect(
                    run.output.contains("✓ session cookie attributes: JSESSIONID: HttpOnly (plain HTTP: no Secure)"))
                #expect(run.output.contains("to /login.do: the local login page"))
                #expect(run.output.contains("/mesp loads the Cabrillo script"))
                for secret in ["Abel.Tuter-1", "nowweb-secret", "JSESSIONID=", "app_bundle_id="] {
                    #expect(!run.output.contains(secret), "\(secret) printed")
                }
                let tokens = instance.requestLog.filter { $0.path == "/oauth_token.do" }
                #expect(tokens.count == 1)
            }
        }

        @Test func jsonReportsEveryCheckForTools() async throws {
            try await withInstanceEmulator { instance in
                let report = try await Self.doctor(instance.baseURL)

                #expect(report.status == 0)
                #expect(report.passed)
                #expect(report.checks.map(\.id) == Self.ids)
                #expect(report.checks.allSatisfy { $0.status == "pass" && $0.fix == nil })
            }
        }

        struct Fault: Sendable, CustomTestStringConvertible {
            let name: String
            let faults: @Sendable (inout InstanceEmulator.Faults) -> Void
            var environment = DoctorCommandTests.secrets
            let failing: String
            var testDescription: String { name }
        }

        static let faults: [Fault] = [
            Fault(name: "token endpoint 500", faults: { $0.tokenEndpoint = .serverError }, failing: "token-endpoint"),
            Fault(
                name: "token endpoint not JSON", faults: { $0.tokenEndpoint = .malformedJSON },
                failing: "token-endpoint"),
            Fault(name: "invalid_grant", faults: { $0.tokenEndpoint = .invalidGrant }, failing: "token"),
            Fault(
                name: "wrong client secret", faults: { _ in },
                environment: ["NOWWEB_DOCTOR_PASSWORD": "Abel.Tuter-1", "NOWWEB_DOCTOR_SECRET": "wrong"],
                failing: "client"),
            Fault(
                name: "wrong password", faults: { _ in },
                environment: ["NOWWEB_DOCTOR_PASSWORD": "wrong", "NOWWEB_DOCTOR_SECRET": "nowweb-secret"],
                failing: "token"),
            Fault(name: "no Mobile SDK application", faults: { $0.serviceSettings = .missing }, failing: "settings"),
            Fault(
                name: "settings in another shape", faults: { $0.serviceSettings = .invalidJSON }, failing: "settings"),
            Fault(name: "settings disabled", faults: { $0.serviceSettings = .disabled }, failing: "settings"),
            Fault(name: "sessions refused", faults: { $0.refuseNewSessions = true }, failing: "bearer-session"),
            Fault(name: "bearer ignored", faults: { $0.freshTokenLandsOnLogin = true }, failing: "bearer-session"),
        ]

        @Test(arguments: faults) func eachFaultIsNamedByItsLine(_ fault: Fault) async throws {
            try await withInstanceEmulator { instance in
                instance.updateFaults(fault.faults)
                let report = try await Self.doctor(instance.baseURL, environment: fault.environment)

                #expect(report.status == 1)
                #expect(!report.passed)
                let failing = try #require(report.check(fault.failing))
                #expect(failing.status == "fail", "\(report.output)")
                #expect(failing.fix?.isEmpty == false)
                let before = report.checks.prefix { $0.id != fault.failing }
                #expect(before.allSatisfy { $0.status == "pass" }, "\(report.output)")
                #expect(report.checks.filter { $0.status == "fail" }.map(\.id) == [fault.failing], "\(report.output)")
            }
        }

        @Test func aMissingSettingsEndpointNamesBothWaysOut() async throws {
            try await withInstanceEmulator { instance in
                instance.updateFaults { $0.serviceSettings = .missing }
                let report = try await Self.doctor(instance.baseURL)

                let settings = try #require(report.check("settings"))
                #expect(
                    settings.detail.contains("HTTP 400 (application/json): error \"Requested URI does not represent"))
                #expect(settings.fix?.contains("sn_mobile_sdk") == true)
                #expect(settings.fix?.contains(".stated(NowServiceSettings(...))") == true)
                let stated = try await Self.doctor(instance.baseURL, ["--stated-settings"])
                #expect(stated.status == 0, "\(stated.output)")
            }
        }

        @Test(arguments: [
            (ExpiryVariant.sessionTimeoutPage, "to /session_timeout.do: the session timeout interstitial"),
            (.servicePortalLogin, "to /sp: a portal login page"),
            (.inPlaceLogin, "X-Is-Logged-In: false (login served in place)"),
            (.samlRedirect, "(another host): single sign-on at the identity provider"),
            (.samlPostBinding, "a form that posts a SAMLRequest (SAML's HTTP-POST binding)"),
            (.failedRequirementRedirect, "(another host): a sign-in page off the instance"),
        ])
        func theLoginVariantIsNamed(_ variant: ExpiryVariant, description: String) async throws {
            var configuration = InstanceEmulator.Configuration()
            configuration.expiryVariant = variant
            try await withInstanceEmulator(configuration) { instance in
                let report = try await Self.doctor(instance.baseURL)

                #expect(report.status == 0, "\(report.output)")
                #expect(report.check("login-variant")?.detail.contains(description) == true, "\(report.output)")
            }
        }

        @Test(arguments: [
            (
                InstanceEmulator.SinglePageApps.DataExpiry.unauthorized,
                "HTTP 401, JSON error \"User Not Authenticated\" (\"Required to provide Auth information\"), keys "
                    + "[error, status]: the 401 variant (emulated as SinglePageApps.DataExpiry.unauthorized)"
            ),
            (
                .notLoggedInHeader,
                "HTTP 200 with X-Is-Logged-In: false, JSON with 0 result rows: the header variant (emulated as "
                    + "SinglePageApps.DataExpiry.notLoggedInHeader)"
            ),
        ])
        func theDataRequestVariantIsNamed(_ expiry: InstanceEmulator.SinglePageApps.DataExpiry, detail: String)
            async throws
        {
            var configuration = InstanceEmulator.Configuration()
            configuration.singlePageApps = .init(dataExpiry: expiry)
            try await withInstanceEmulator(configuration) { instance in
                let report = try await Self.doctor(instance.baseURL)

                #expect(report.status == 0, "\(report.output)")
                let check = try #require(report.check("data-expiry"))
                #expect(check.status == "pass")
                #expect(check.detail == detail, "\(report.output)")
                let asked = instance.requestLog.filter { $0.path == "/api/now/table/incident" }
                #expect(asked.count == 1)
                #expect(asked.allSatisfy { $0.method == "GET" && !$0.hasAuthorization && $0.cookieNames.isEmpty })
            }
        }

        @Test func aPlainHTTPServerGetsAUsefulReport() async throws {
            let server = try ScriptedHTTPServer { request in
                request.path == "/"
                    ? .html("<html><head><title>Welcome to nginx!</title></head><body>It works</body></html>")
                    : .respond(
                        status: 404, headers: ["Content-Type": "text/html"],
                        body: "<html><head><title>404 Not Found</title></head></html>")
            }
            defer { server.stop() }

            let report = try await Self.doctor(server.baseURL)

            #expect(report.status == 1)
            #expect(report.checks.map(\.id) == Self.ids)
            #expect(report.check("tls")?.status == "pass")
            let endpoint = try #require(report.check("token-endpoint"))
            #expect(endpoint.status == "fail")
            #expect(endpoint.detail.contains("HTTP 404 (text/html): an HTML page titled \"404 Not Found\""))
            #expect(endpoint.fix?.contains("OAuth 2.0 plugin") == true)
            #expect(report.checks.dropFirst(2).allSatisfy { $0.status == "skip" })
        }

        @Test func anUnreachableInstanceFailsTheFirstLineAndSkipsTheRest() async throws {
            let refusing = try RefusingPort()
            let address = refusing.baseURL

            let report = try await Self.doctor(address)
            withExtendedLifetime(refusing) {}

            #expect(report.status == 1)
            #expect(report.check("tls")?.status == "fail")
            #expect(report.checks.dropFirst().allSatisfy { $0.status == "skip" })
        }
    }
#endif

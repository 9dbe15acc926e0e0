import Foundation
import NowSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Checks an instance the way NowWeb will use it, one ``DoctorCheck`` per step, each step only when the steps
/// it needs passed.
struct InstanceDoctor {
    /// The service the checks ask settings for.
    struct Service: NowService {
        let configuration: NowServiceConfiguration
    }

    let origin: URL
    let signIn: SignInOptions
    /// The page loaded with the bearer token and without a session, as a path on the instance.
    let page: String
    let settingsSource: NowSettingsSource
    let clock: NowClock
    let transport = RecordingTransport(wrapping: NowURLSessionTransport())

    func run() async -> [DoctorCheck] {
        var checks = [await reachability()]
        guard checks[0].status == .pass else {
            return checks + Self.laterChecks.map { DoctorCheck.skip($0.id, $0.title, because: "instance not reached") }
        }
        let (signedIn, tokenChecks) = await signInChecks()
        checks += tokenChecks
        guard let signedIn else {
            return checks
                + Self.laterChecks.dropFirst(3).map {
                    DoctorCheck.skip($0.id, $0.title, because: "no access token")
                }
        }
        checks.append(await settingsCheck(signedIn.core))
        checks += await webChecks(signedIn.token)
        return checks
    }

    /// The checks after reachability, in order, for the lines of checks that cannot run.
    static let laterChecks: [(id: String, title: String)] = [
        ("token-endpoint", "OAuth token endpoint"), ("client", "OAuth client accepted"),
        ("token", "access token obtained"), ("settings", "service settings"),
        ("bearer-session", "bearer load starts a session"), ("idle-timeout", "idle timeout announced"),
        ("session-cookie", "session cookie attributes"),
        ("login-variant", "unauthenticated page"), ("x-is-logged-in", "X-Is-Logged-In"),
        ("cabrillo", "Cabrillo script"), ("data-expiry", "session-less data request"),
    ]

    private func reachability() async -> DoctorCheck {
        let title = "reachable over TLS"
        let isTLS = origin.scheme?.lowercased() == "https"
        do {
            let response = try await transport.send(NowHTTPRequest(method: "GET", url: origin))
            if isTLS { return .pass("tls", title, "HTTPS answered (HTTP \(response.statusCode) for /)") }
            guard Self.isLoopback(origin) else {
                return .fail(
                    "tls", title, "plain http to a remote host (HTTP \(response.statusCode) for /)",
                    fix:
                        "use the https:// URL of the instance; NowSDK sends tokens over TLS only (http only on loopback)"
                )
            }
            return .pass("tls", title, "not TLS: plain http on loopback, allowed for local testing only")
        } catch let error as URLError {
            if Self.certificateErrors.contains(error.code) {
                return .fail(
                    "tls", title, "the TLS certificate was refused (URLError \(error.code.rawValue))",
                    fix: "serve a certificate the device trusts for this host name (instances on service-now.com do)")
            }
            return .fail(
                "tls", title, "no answer from \(origin.absoluteString) (URLError \(error.code.rawValue))",
                fix: "check the URL, DNS, VPN and any IP address restriction on the instance")
        } catch {
            return .fail(
                "tls", title, "no answer from \(origin.absoluteString) (\(type(of: error)))",
                fix: "check the URL, DNS, VPN and any IP address restriction on the instance")
        }
    }

    private static let certificateErrors: Set<URLError.Code> = [
        .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
        .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
    ]

    static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    private func settingsCheck(_ core: NowCoreService) async -> DoctorCheck {
        let title = "service settings"
        let service = Service(configuration: NowServiceConfiguration(instanceUrl: origin, appBundleId: signIn.bundleId))
        let source: String =
            switch settingsSource {
            case .stated: "stated by the app, the instance is not asked"
            case .endpoint(let path): "GET \(path) for \"\(signIn.bundleId)\""
            case .applicationResource(let path): "GET \(path)/\(signIn.bundleId)"
            }
        do {
            let settings = try await core.requestSettings(for: service)
            guard settings.webEnabled else {
                return .fail(
                    "settings", title, "web pages are off (\(source))",
                    fix: "set \"web\": {\"enabled\": true} in the SDK Settings JSON of the Mobile SDK Settings record")
            }
            let guests = settings.allowGuestAccess ? "guests allowed" : "no guest access"
            return .pass("settings", title, "web pages on, \(guests) (\(source))")
        } catch NowServiceError.serviceSettingsNotFound(let exchange) {
            return .fail("settings", title, "none: \(exchange.request) got \(exchange.answer)", fix: exchange.waysOut)
        } catch NowServiceError.serviceSettingsInvalid(let exchange) {
            return .fail(
                "settings", title, "another shape: \(exchange.request) got \(exchange.answer)", fix: exchange.waysOut)
        } catch NowServiceError.serviceDisabled {
            return .fail(
                "settings", title, "the Mobile SDK is disabled for this app (\"enabled\": false; \(source))",
                fix: "enable the Mobile SDK Settings record of this bundle id")
        } catch {
            return .fail(
                "settings", title, "not fetched (\(source)): \(error.localizedDescription)",
                fix: "check the instance's system log for the settings request; try again")
        }
    }
}

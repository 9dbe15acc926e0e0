import Foundation
import NowInternal
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

    /// The instance as given; only ``shown(_:)`` of it is ever printed.
    let origin: URL
    let signIn: SignInOptions
    /// The page loaded with the bearer token and without a session, as a path on the instance.
    let page: String
    let settingsSource: NowSettingsSource
    let clock: NowClock
    let transport = RecordingTransport(wrapping: NowURLSessionTransport())

    func run() async -> [DoctorCheck] {
        let (reached, unreached) = await reachability()
        var checks = [reached]
        guard reached.status == .pass, let scope = CredentialScope(instance: origin) else {
            return checks + Self.laterChecks.map { DoctorCheck.skip($0.id, $0.title, because: unreached) }
        }
        let (signedIn, tokenChecks) = await signInChecks()
        checks += tokenChecks
        guard let signedIn else {
            return checks
                + Self.laterChecks.dropFirst(3).map {
                    DoctorCheck.skip($0.id, $0.title, because: "no access token")
                }
        }
        checks.append(await settingsCheck(signedIn.core, scope: scope))
        checks += await webChecks(signedIn.token, scope: scope)
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

    /// `GET /` at the instance's origin (never with the URL's user info), and whether NowSDK sends credentials
    /// to the instance at all: the SDK's own rule, ``CredentialScope``, decides. The check, and why the later
    /// checks cannot run when it fails.
    private func reachability() async -> (DoctorCheck, String) {
        let title = "reachable over TLS"
        let shown = Self.shown(origin)
        guard let root = URLOrigin(origin).flatMap({ URL(string: $0.serialization + "/") }) else {
            return (
                .fail(
                    "tls", title, "\(shown) has no origin", fix: "give the instance as https://<name>.service-now.com"),
                "no instance URL"
            )
        }
        let answer: Result<NowHTTPResponse, any Error>
        do {
            answer = .success(try await transport.send(NowHTTPRequest(method: "GET", url: root)))
        } catch {
            answer = .failure(error)
        }
        // The SDK's rule decides whether the instance gets tokens at all, whatever answered.
        if let refusal = Self.credentialRefusal(origin) {
            let seen =
                switch answer {
                case .success(let response): "HTTP \(response.statusCode) for /"
                case .failure(let error): "no answer: \(Self.describe(error))"
                }
            return (.fail("tls", title, "\(refusal.detail) (\(seen))", fix: refusal.fix), "NowSDK sends no token there")
        }
        switch answer {
        case .success(let response):
            let seen = "HTTP \(response.statusCode) for /"
            if URLOrigin(origin)?.scheme == "https" { return (.pass("tls", title, "HTTPS answered (\(seen))"), "") }
            return (.pass("tls", title, "not TLS: plain http on loopback, allowed for local testing only"), "")
        case .failure(let error as URLError) where Self.certificateErrors.contains(error.code):
            let check = DoctorCheck.fail(
                "tls", title, "the TLS certificate was refused (URLError \(error.code.rawValue))",
                fix: "serve a certificate the device trusts for this host name (instances on service-now.com do)")
            return (check, "instance not reached")
        case .failure(let error):
            let check = DoctorCheck.fail(
                "tls", title, "no answer from \(shown) (\(Self.describe(error)))",
                fix: "check the URL, DNS, VPN and any IP address restriction on the instance")
            return (check, "instance not reached")
        }
    }

    /// Why NowSDK sends no credential to the instance at `url` (``CredentialScope`` refuses it), in words; `nil`
    /// when it does.
    static func credentialRefusal(_ url: URL) -> (detail: String, fix: String)? {
        guard CredentialScope(instance: url) == nil else { return nil }
        if url.user != nil || url.password != nil {
            return (
                "the URL carries user info (user:password@), and NowSDK sends no credential to such a URL",
                "give the instance without user info (https://<name>.service-now.com) and sign in with --user and "
                    + "--password-env, --pkce or --jwt-file"
            )
        }
        if let origin = URLOrigin(url), origin.scheme == "http", !origin.isLoopback {
            return (
                "plain http to a host that is not loopback",
                "use the https:// URL of the instance; NowSDK sends tokens over TLS only (http only to localhost, "
                    + "127.0.0.0/8 written as four numbers, or ::1)"
            )
        }
        return (
            "NowSDK sends no credential to this URL (its host is not written plainly)",
            "give the instance as https://<name>.service-now.com, its host without percent-encoding"
        )
    }

    /// The instance as printed: its origin (`scheme://host[:port]`), never its user info, path or query.
    static func shown(_ url: URL) -> String {
        URLOrigin(url)?.serialization ?? "(a URL without a host)"
    }

    private static let certificateErrors: Set<URLError.Code> = [
        .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
        .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
    ]

    /// What the settings check asks: the URL the SDK builds for the source
    /// (``NowSettingsSource/requestURL(in:appBundleId:)``), its path shown, and the query form's bundle id named
    /// instead of printed as a query.
    func settingsRequest(scope: CredentialScope) -> String {
        if case .stated = settingsSource { return "stated by the app, the instance is not asked" }
        guard let url = settingsSource.requestURL(in: scope, appBundleId: signIn.bundleId) else {
            return "no settings URL on the instance for \"\(signIn.bundleId)\""
        }
        let path = url.path(percentEncoded: true)
        guard case .endpoint = settingsSource else { return "GET \(path)" }
        return "GET \(path) with app_bundle_id \"\(signIn.bundleId)\""
    }

    private func settingsCheck(_ core: NowCoreService, scope: CredentialScope) async -> DoctorCheck {
        let title = "service settings"
        let service = Service(configuration: NowServiceConfiguration(instanceUrl: origin, appBundleId: signIn.bundleId))
        let source = settingsRequest(scope: scope)
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

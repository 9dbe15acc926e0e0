import Foundation
import NowInternal

// swift-check: given provider: any NowAuthorizationGrantProviding
/// Where a core gets the service settings from: the instance's Mobile SDK endpoint, or the app itself.
///
/// Instances with the Mobile SDK application (`sn_mobile_sdk`) serve the settings of each app from a record of
/// the Mobile SDK Settings table, as a per-platform resource keyed by the app's `applicationID` (its bundle id);
/// ``mobileSDK`` asks them there. An instance without that application has
/// nothing to answer: the app then states its settings itself with ``stated(_:)``, and no settings request is
/// ever sent.
///
/// ```swift
/// var configuration = NowSDKConfiguration(grantProvider: provider)
/// configuration.settingsSource = .stated(NowServiceSettings(enabled: true, webEnabled: true,
///                                                           allowGuestAccess: false))
/// ```
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowSettingsSource: Sendable, Equatable {
    /// `GET <path>?app_bundle_id=<bundle id>` on the instance with the bearer token, answered with
    /// `{"result": {"enabled": …, "sdk": {"web": {"enabled": …, "allowGuestAccess": …}}}}`.
    ///
    /// The path starts with `/` and has no query or fragment; ``defaultEndpointPath`` unless the instance
    /// serves the settings elsewhere.
    case endpoint(path: String)
    /// `GET <path>/<applicationID>` on the instance, the bundle id as the last path segment: the per-platform
    /// resource of the Mobile SDK API, answered bare (`{"enabled": …, "sdk": {"web": {…}}}`) or in the
    /// `{"result": …}` envelope. The bearer token goes along; a guest asks without one.
    ///
    /// The path follows the rules of ``endpoint(path:)``; ``defaultResourcePath`` unless the instance serves
    /// the settings elsewhere.
    case applicationResource(path: String)
    /// The settings the app states; the instance is never asked.
    case stated(NowServiceSettings)

    /// `/api/sn_mobile_sdk/mobile_sdk/settings`, the Mobile SDK application's settings API.
    public static let defaultEndpointPath = "/api/sn_mobile_sdk/mobile_sdk/settings"

    /// `/api/sn_mobile_sdk/mobile_sdk/settings/ios`, the Mobile SDK API's iOS settings resource; the app's
    /// `applicationID` follows as the last path segment.
    public static let defaultResourcePath = "/api/sn_mobile_sdk/mobile_sdk/settings/ios"

    /// The Mobile SDK API's iOS resource at ``defaultResourcePath``, keyed by `applicationID` (the default
    /// source).
    public static let mobileSDK = NowSettingsSource.applicationResource(path: defaultResourcePath)

    /// The query form at ``defaultEndpointPath`` (`?app_bundle_id=`), for instances that serve it there.
    public static let mobileSDKQuery = NowSettingsSource.endpoint(path: defaultEndpointPath)

    /// The URL a core asks for the settings of the app `appBundleId` on the instance of `scope`: the bundle id
    /// as the last path segment for ``applicationResource(path:)``, as the `app_bundle_id` query parameter for
    /// ``endpoint(path:)``. The one definition of the settings request's URL, for the core and for tools that
    /// check an instance the way the core asks it.
    ///
    /// - Returns: The URL on the instance, or `nil` for ``stated(_:)`` and when the path and bundle id make no
    ///   URL on it.
    package func requestURL(in scope: CredentialScope, appBundleId: String) -> URL? {
        switch self {
        case .stated: return nil
        case .endpoint(let path):
            return scope.endpoint(path, query: [URLQueryItem(name: "app_bundle_id", value: appBundleId)])
        case .applicationResource(let path):
            var segment = CharacterSet.urlPathAllowed
            segment.remove("/")
            guard let id = appBundleId.addingPercentEncoding(withAllowedCharacters: segment) else { return nil }
            return scope.endpoint((path.hasSuffix("/") ? path : path + "/") + id)
        }
    }

    /// Why the source cannot be used, or `nil` when it can.
    var problem: String? {
        let path: String
        switch self {
        case .stated: return nil
        case .endpoint(let given), .applicationResource(let given): path = given
        }
        if !path.hasPrefix("/") { return "the settings endpoint path must start with /" }
        if path.contains("?") || path.contains("#") { return "the settings endpoint path must not have a query" }
        if path.split(separator: "/").contains("..") { return "the settings endpoint path must not contain .." }
        if path.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }) {
            return "the settings endpoint path must not contain spaces or control characters"
        }
        return nil
    }
}

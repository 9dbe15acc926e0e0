import Foundation
import NowInternal

extension EmulatedInstance {
    /// `GET /api/sn_mobile_sdk/mobile_sdk/settings?app_bundle_id=`: the mobile SDK service settings.
    func serviceSettings(_ request: HTTPRequest) -> HTTPResponse {
        let now = self.now
        guard let token = Self.bearerToken(in: request),
            state.withLock({ $0.user(forAccessToken: token, at: now) }) != nil
        else { return Self.notAuthenticated }
        return settings(for: request.queryParameters["app_bundle_id"], enveloped: true)
    }

    /// The per-platform resource of the Mobile SDK API.
    static let settingsResource = "/api/sn_mobile_sdk/mobile_sdk/settings/ios"

    /// `GET /api/sn_mobile_sdk/mobile_sdk/settings/ios/<applicationID>`: the same settings, answered bare as in
    /// the vendor's guide. A guest asks without a bearer token; a token that is sent must be valid.
    func applicationSettings(_ request: HTTPRequest) -> HTTPResponse {
        let now = self.now
        if let token = Self.bearerToken(in: request),
            state.withLock({ $0.user(forAccessToken: token, at: now) }) == nil
        {
            return Self.notAuthenticated
        }
        let id = request.path.dropFirst(Self.settingsResource.count + 1)
        let applicationID = id.contains("/") ? nil : String(id).removingPercentEncoding
        return settings(for: applicationID, enveloped: false)
    }

    private static let notAuthenticated = HTTPResponse.json(
        #"{"error":{"message":"User Not Authenticated","detail":"Required to provide Auth information"},"#
            + #""status":"failure"}"#, status: 401)

    private func settings(for applicationID: String?, enveloped: Bool) -> HTTPResponse {
        let fault = state.withLock { $0.faults.serviceSettings }
        guard fault == .missing || applicationID.map(configuration.knownBundleIds.contains) == true else {
            return .json(
                #"{"error":{"message":"No settings for this application","detail":"Unknown app_bundle_id"},"#
                    + #""status":"failure"}"#, status: 404)
        }
        switch fault {
        case .enabled:
            let guests = configuration.allowGuestAccess
            let body = #"{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":\#(guests)}}}"#
            return .json(enveloped ? #"{"result":"# + body + "}" : body)
        case .disabled:
            let body = #"{"enabled":false,"sdk":{"web":{"enabled":false,"allowGuestAccess":false}}}"#
            return .json(enveloped ? #"{"result":"# + body + "}" : body)
        case .invalidJSON:
            return .json("<html>Service settings</html>")
        case .serverError:
            return .json(#"{"error":{"message":"Internal error"},"status":"failure"}"#, status: 500)
        case .missing:
            return .json(
                #"{"error":{"message":"Requested URI does not represent any resource","detail":null},"#
                    + #""status":"failure"}"#, status: 400)
        }
    }
}

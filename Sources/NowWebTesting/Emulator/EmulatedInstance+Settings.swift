import Foundation
import NowInternal

extension EmulatedInstance {
    /// `GET /api/sn_mobile_sdk/mobile_sdk/settings?app_bundle_id=`: the mobile SDK service settings.
    func serviceSettings(_ request: HTTPRequest) -> HTTPResponse {
        let now = self.now
        guard let token = Self.bearerToken(in: request),
            state.withLock({ $0.user(forAccessToken: token, at: now) }) != nil
        else {
            return .json(
                #"{"error":{"message":"User Not Authenticated","detail":"Required to provide Auth information"},"#
                    + #""status":"failure"}"#, status: 401)
        }
        guard let bundle = request.queryParameters["app_bundle_id"], configuration.knownBundleIds.contains(bundle)
        else {
            return .json(
                #"{"error":{"message":"No settings for this application","detail":"Unknown app_bundle_id"},"#
                    + #""status":"failure"}"#, status: 404)
        }
        switch state.withLock({ $0.faults.serviceSettings }) {
        case .enabled:
            return .json(#"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#)
        case .disabled:
            return .json(#"{"result":{"enabled":false,"sdk":{"web":{"enabled":false,"allowGuestAccess":false}}}}"#)
        case .invalidJSON:
            return .json("<html>Service settings</html>")
        case .serverError:
            return .json(#"{"error":{"message":"Internal error"},"status":"failure"}"#, status: 500)
        }
    }
}

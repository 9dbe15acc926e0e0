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
        let fault = state.withLock { $0.faults.serviceSettings }
        guard
            fault == .missing
                || request.queryParameters["app_bundle_id"].map(configuration.knownBundleIds.contains) == true
        else {
            return .json(
                #"{"error":{"message":"No settings for this application","detail":"Unknown app_bundle_id"},"#
                    + #""status":"failure"}"#, status: 404)
        }
        switch fault {
        case .enabled:
            return .json(#"{"result":{"enabled":true,"sdk":{"web":{"enabled":true,"allowGuestAccess":false}}}}"#)
        case .disabled:
            return .json(#"{"result":{"enabled":false,"sdk":{"web":{"enabled":false,"allowGuestAccess":false}}}}"#)
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

import Foundation
import NowInternal

// A page's request for the camera or microphone on WKWebView
// (`webView(_:requestMediaCapturePermissionFor:initiatedByFrame:type:decisionHandler:)`, iOS 15).
extension WebKitDecisions {
    /// What the system says of the app's use of a capture device: `AVAuthorizationStatus`'s raw values
    /// (`AVCaptureDevice.h`), which the engine reads with `AVCaptureDevice.authorizationStatus(for:)`.
    package enum SystemAuthorization: Int, Sendable, Equatable {
        /// `AVAuthorizationStatusNotDetermined`: the user has not been asked yet.
        case notDetermined = 0
        /// `AVAuthorizationStatusRestricted`: the device's settings keep the app from the device.
        case restricted = 1
        /// `AVAuthorizationStatusDenied`: the user refused the app the device.
        case denied = 2
        /// `AVAuthorizationStatusAuthorized`: the user allowed the app the device.
        case authorized = 3

        /// The authorization for an `AVAuthorizationStatus` raw value; one this package does not know counts as
        /// denied (fail closed).
        package init(statusRawValue rawValue: Int) {
            self = Self(rawValue: rawValue) ?? .denied
        }
    }

    /// WebKit's answer to a page's request for the camera or microphone.
    ///
    /// | The app's permission delegate | The system, for every device asked | The frame that asked | Answer |
    /// |---|---|---|---|
    /// | allowed | authorized | of the instance | `grant`: the user is not asked again |
    /// | allowed | not yet asked (none refused) | of the instance | `prompt`: WebKit asks the user |
    /// | allowed | denied or restricted (any) | of the instance | `deny` |
    /// | refused (or no delegate) | any | any | `deny` |
    /// | any | any | another site's, opaque, or before the engine knows the instance | `deny` |
    ///
    /// So a grant the user gave once (to the app, in the system's prompt) is remembered: a page of the instance
    /// that asks again, at every `getUserMedia`, gets the device without another prompt, as long as the app
    /// allows it. A frame of another site is always denied, whatever the app and the system said.
    ///
    /// - Parameters:
    ///   - allowedByApp: What the app's permission delegate answered (`webEngine(_:decide:)`).
    ///   - system: The system's authorization for each device the request asks for
    ///     (``WebKitMapping/permissions(mediaCaptureTypeRawValue:)``); none is denied (fail closed).
    ///   - frameOrigin: The requesting frame's origin, as WebKit knows it (``WebKitMapping/origin(of:)``).
    ///   - scope: The instance's scope; `nil` when the engine has loaded nothing of the instance yet.
    /// - Returns: WebKit's answer.
    package static func mediaCapture(
        allowedByApp: Bool, system: [SystemAuthorization], frameOrigin: URL?, scope: InstanceScope?
    ) -> Permission {
        guard let frameOrigin, let scope, scope.contains(frameOrigin), allowedByApp, !system.isEmpty else {
            return .deny
        }
        if system.contains(where: { $0 == .denied || $0 == .restricted }) { return .deny }
        return system.allSatisfy { $0 == .authorized } ? .grant : .prompt
    }
}

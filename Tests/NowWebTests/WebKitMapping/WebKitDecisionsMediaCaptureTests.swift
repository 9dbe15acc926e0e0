import Foundation
import NowWeb
import Testing

/// WebKit's answer to a page's request for the camera or microphone
/// (``WebKitDecisions/mediaCapture(allowedByApp:system:frameOrigin:scope:)``): each row of its table.
@Suite struct WebKitDecisionsMediaCaptureTests {
    typealias Authorization = WebKitDecisions.SystemAuthorization
    private static let instance = "https://acme.service-now.com"
    private let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!

    private func decide(
        app: Bool, system: [Authorization], origin: String? = instance, knowsInstance: Bool = true
    ) -> WebKitDecisions.Permission {
        WebKitDecisions.mediaCapture(
            allowedByApp: app, system: system, frameOrigin: origin.flatMap(URL.init(string:)),
            scope: knowsInstance ? scope : nil)
    }

    /// `AVAuthorizationStatus`'s raw values (`AVCaptureDevice.h`: NotDetermined 0, Restricted 1, Denied 2,
    /// Authorized 3), transcribed from the iOS SDK: the engine makes the authorization from the system's value.
    @Test func theSystemsAuthorizationCarriesAVFoundationsRawValues() {
        #expect(Authorization(statusRawValue: 0) == .notDetermined)
        #expect(Authorization(statusRawValue: 1) == .restricted)
        #expect(Authorization(statusRawValue: 2) == .denied)
        #expect(Authorization(statusRawValue: 3) == .authorized)
        #expect(Authorization(statusRawValue: 4) == .denied, "a status this package does not know: fail closed")
        #expect(Authorization(statusRawValue: -1) == .denied)
    }

    @Test func theAppAllowedAndTheSystemAuthorizedGrantsWithoutAskingAgain() {
        #expect(decide(app: true, system: [.authorized]) == .grant)
        #expect(decide(app: true, system: [.authorized, .authorized]) == .grant, "camera and microphone")
    }

    @Test func theAppAllowedAndTheSystemNotYetAskedPrompts() {
        #expect(decide(app: true, system: [.notDetermined]) == .prompt)
        #expect(decide(app: true, system: [.authorized, .notDetermined]) == .prompt, "one device not yet asked")
    }

    @Test(arguments: [[Authorization.denied], [.restricted], [.authorized, .denied], [.notDetermined, .restricted]])
    func theSystemDeniedOrRestrictedDenies(system: [Authorization]) {
        #expect(decide(app: true, system: system) == .deny)
    }

    @Test(arguments: [[Authorization.authorized], [.notDetermined], [.denied], [.restricted]])
    func whatTheAppRefusedIsDenied(system: [Authorization]) {
        #expect(decide(app: false, system: system) == .deny)
    }

    @Test(
        arguments: [
            "https://tracker.example", "https://acme.service-now.com.example", "http://acme.service-now.com",
            "https://acme.service-now.com:8443", nil,
        ] as [String?])
    func aForeignFrameIsDeniedWithEverythingElseGranted(origin: String?) {
        #expect(decide(app: true, system: [.authorized], origin: origin) == .deny)
        #expect(decide(app: true, system: [.authorized, .authorized], origin: origin) == .deny)
    }

    @Test func nothingKnownIsDenied() {
        #expect(decide(app: true, system: [.authorized], knowsInstance: false) == .deny, "no instance loaded yet")
        #expect(decide(app: true, system: []) == .deny, "no device's authorization given")
    }
}

import Foundation
import NowWeb
import Testing

/// `X-Is-Logged-In` is read once, the same way for the login detector and the session estimate.
@Suite struct LoggedInHeaderTests {
    private func response(_ value: String?) -> WebResponse {
        WebResponse(
            url: URL(string: "https://acme.service-now.com/sp")!, statusCode: 200,
            headers: value.map { ["X-Is-Logged-In": $0] } ?? [:], isMainFrame: true)
    }

    @Test func theHeaderIsReadWhateverItsCaseAndSpaces() {
        #expect(response("true").isLoggedIn == true)
        #expect(response(" TRUE ").isLoggedIn == true)
        #expect(response("false").isLoggedIn == false)
        #expect(response("False ").isLoggedIn == false)
        #expect(response("yes").isLoggedIn == nil)
        #expect(response(nil).isLoggedIn == nil)
    }

    @Test func theDetectorAndTheEstimateAgreeOnASpacedValue() {
        let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!
        let detector = LoginPageDetector(scope: scope)
        #expect(detector.verdict(for: response("false ")) == .login(.notLoggedIn))
        #expect(detector.verdict(for: response("true ")) == .notLogin)
    }
}

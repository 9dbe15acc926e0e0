import Foundation
import NowSDK
import Testing

/// Written exactly as the vendor's documentation shows it: a final class, a plain escaping completion.
private final class AuthorizationProvider: NowSDKAuthorizationProviding {
    func requestAuthorization(for instanceUrl: URL, completion: @escaping ([AuthorizationToken]?) -> Void) {
        completion([AuthorizationToken(type: .jwt, token: "id-token")])
    }
}

@Suite struct VendorPortTests {
    @Test func providerWrittenAsInTheVendorDocumentationWorksUnchanged() async throws {
        let transport = ScriptedTransport(responses: [.token("access")])
        var configuration = NowSDKConfiguration(
            authorizationProvider: AuthorizationProvider(), permissionDelegate: nil, logLevel: .none)
        configuration.transport = transport
        configuration.tokenStore = NowInMemoryTokenStore()
        let token = try await NowCoreService(configuration: configuration).requestAccessToken(for: TestService())
        #expect(token.value == "access")
        #expect(transport.requests.first?.formFields["assertion"] == "id-token")
    }
}

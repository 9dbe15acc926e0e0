import Foundation
import NowInternal
import Testing

/// The one rule for where a credential may go.
@Suite struct CredentialScopeTests {
    static let scope = CredentialScope(instance: URL(string: "https://Acme.service-now.com:443/sp?x=1")!)!

    @Test func instancesMustBeTrustworthyOriginsWithoutUserInfo() {
        #expect(Self.scope.root.absoluteString == "https://acme.service-now.com/")
        for refused in [
            "http://acme.service-now.com", "https://u@acme.service-now.com", "https://u:p@acme.service-now.com",
            "https://acme%2Eservice-now.com", "ftp://acme.service-now.com", "/sp",
        ] {
            #expect(CredentialScope(instance: URL(string: refused)!) == nil, "\(refused)")
        }
        #expect(CredentialScope(instance: URL(string: "http://127.0.0.1:8080")!) != nil)
    }

    @Test func relativeURLsResolveOnTheInstanceAndEverythingElseIsRefused() {
        for onInstance in [
            "/api/now/table/x", "api?x=1", "//acme.service-now.com/api", "HTTPS://ACME.service-now.com/a",
        ] {
            #expect(Self.scope.admits(URL(string: onInstance)!), "\(onInstance)")
        }
        let refusals: [(String, CredentialScope.Refusal)] = [
            ("//elsewhere.example/x", .offOrigin(URL(string: "https://elsewhere.example/x")!)),
            ("//u@acme.service-now.com/x", .invalidURL(URL(string: "https://u@acme.service-now.com/x")!)),
            ("https://acme.service-now.com:8443/x", .offOrigin(URL(string: "https://acme.service-now.com:8443/x")!)),
            ("javascript:alert(1)", .unsupportedScheme(URL(string: "javascript:alert(1)")!)),
        ]
        for (text, refusal) in refusals {
            #expect(Self.scope.resolve(URL(string: text)!) == .failure(refusal), "\(text)")
        }
    }

    @Test func requestURLsAndEndpointsSpellTheSchemeAsTheOriginDoes() throws {
        #expect(
            try Self.scope.requestURL(for: URL(string: "HTTPS://acme.service-now.com/a")!).get().absoluteString
                == "https://acme.service-now.com/a")
        #expect(Self.scope.endpoint("/oauth_token.do")?.absoluteString == "https://acme.service-now.com/oauth_token.do")
        #expect(Self.scope.endpoint("//elsewhere.example/x") == nil)
    }
}

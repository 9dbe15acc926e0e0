import Foundation
import NowWeb
import Testing

@Suite("InstanceScope")
struct InstanceScopeTests {
    let scope = CoreFixtures.scope

    private func resolve(_ string: String) -> Result<URL, NowWebServiceError> {
        scope.resolve(URL(string: string)!)
    }

    @Test func instanceRootDropsPathQueryAndFragment() {
        let scope = InstanceScope(instanceURL: URL(string: "https://Acme.Service-Now.com/sp?id=x#top")!)
        #expect(scope?.instanceURL.absoluteString == "https://acme.service-now.com/")
    }

    @Test func instanceKeepsAnExplicitPortAndIPv6Loopback() {
        #expect(
            InstanceScope(instanceURL: URL(string: "https://acme.example:8443")!)?.instanceURL.absoluteString
                == "https://acme.example:8443/")
        #expect(
            InstanceScope(instanceURL: URL(string: "http://[::1]:8080/x")!)?.instanceURL.absoluteString
                == "http://[::1]:8080/")
    }

    @Test(arguments: ["http://127.0.0.1:8080", "http://localhost:1234/", "http://127.1.2.3", "http://[::1]:80"])
    func plainHTTPInstanceOnLoopbackIsAccepted(_ string: String) {
        #expect(InstanceScope(instanceURL: URL(string: string)!) != nil)
    }

    @Test(arguments: [
        "http://acme.service-now.com", "http://10.0.0.1", "http://127.0.0.1.example.com", "ftp://acme.example",
        "https://user:secret@acme.example", "https:acme", "/relative",
    ])
    func insecureOrMalformedInstanceIsRefused(_ string: String) {
        #expect(InstanceScope(instanceURL: URL(string: string)!) == nil)
    }

    @Test func relativePathsResolveAgainstTheInstanceRoot() {
        #expect(
            resolve("/mesp?id=me_kb_view&sys_kb_id=1") == .success(CoreFixtures.url("/mesp?id=me_kb_view&sys_kb_id=1")))
        #expect(resolve("mesp") == .success(CoreFixtures.url("/mesp")))
        #expect(resolve("incident.do?sys_id=1#x") == .success(CoreFixtures.url("/incident.do?sys_id=1#x")))
    }

    @Test func absoluteURLsOnTheInstanceAreKeptWhateverTheCaseAndDefaultPort() {
        let url = URL(string: "HTTPS://ACME.service-now.com:443/sp")!
        #expect(scope.resolve(url) == .success(url))
        #expect(scope.contains(URL(string: "https://acme.service-now.com/x")!))
    }

    @Test(arguments: [
        "https://evil.example/sp", "https://other.service-now.com/sp", "https://acme.service-now.com:8443/sp",
        "http://acme.service-now.com/sp", "https://sub.acme.service-now.com/", "//evil.example/x",
        "https://acme.service-now.com.evil.example/",
    ])
    func otherOriginsAreOffInstance(_ string: String) {
        guard case .failure(.offInstanceURL) = resolve(string) else {
            Issue.record("\(string) resolved to \(resolve(string))")
            return
        }
    }

    @Test(arguments: ["mailto:help@acme.example", "javascript:alert(1)", "file:///etc/passwd", "tel:+15550100"])
    func otherSchemesAreUnsupported(_ string: String) {
        guard case .failure(.unsupportedScheme) = resolve(string) else {
            Issue.record("\(string) resolved to \(resolve(string))")
            return
        }
    }

    @Test(arguments: ["https:sp", "https://", "http:///path", "https://user:pw@acme.service-now.com/sp"])
    func malformedURLsAreInvalid(_ string: String) {
        guard case .failure(.invalidURL) = resolve(string) else {
            Issue.record("\(string) resolved to \(resolve(string))")
            return
        }
    }

    @Test func aURLWithABaseResolvesAgainstItsOwnBase() {
        let foreign = URL(string: "page", relativeTo: URL(string: "https://evil.example/dir/")!)!
        #expect(scope.resolve(foreign) == .failure(.offInstanceURL(URL(string: "https://evil.example/dir/page")!)))
        let local = URL(string: "page", relativeTo: URL(string: "https://acme.service-now.com/dir/")!)!
        #expect(scope.resolve(local) == .success(URL(string: "https://acme.service-now.com/dir/page")!))
    }

    @Test func loopbackInstanceAcceptsOnlyItsExactPort() {
        let local = InstanceScope(instanceURL: URL(string: "http://127.0.0.1:8080")!)!
        #expect(local.contains(URL(string: "http://127.0.0.1:8080/sp")!))
        #expect(!local.contains(URL(string: "http://127.0.0.1:8081/sp")!))
        #expect(!local.contains(URL(string: "http://localhost:8080/sp")!))
        #expect(!local.contains(URL(string: "https://127.0.0.1:8080/sp")!))
    }

    @Test(arguments: [
        "https://user@acme.service-now.com/sp", "https://user:pw@acme.service-now.com/sp",
        "https://acme.service-now.co%6D/sp", "https://acme.service-now.com:99999999999999999999/sp",
    ])
    func containsAppliesTheWholeCredentialRule(_ url: String) throws {
        // The bridge target check and `resolve` are one rule: user info, a percent-encoded host or an unreadable
        // port is no URL the bearer may go to.
        let parsed = try #require(URL(string: url))
        #expect(!scope.contains(parsed))
        #expect((try? scope.resolve(parsed).get()) == nil)
    }
}

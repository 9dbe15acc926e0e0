import Foundation
import NowInternal
import Testing

@Suite struct URLOriginTests {
    @Test(arguments: [
        ("https://acme.service-now.com/now/nav/ui/home?x=1", "https://acme.service-now.com"),
        ("HTTPS://ACME.service-now.com:443", "https://acme.service-now.com"),
        ("http://127.0.0.1:80/", "http://127.0.0.1"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
        ("https://[::1]:8443/a", "https://[::1]:8443"),
    ])
    func theSerializationIsHowPagesSpellTheirOrigin(url: String, serialization: String) throws {
        #expect(try #require(URLOrigin(URL(string: url)!)).serialization == serialization)
    }

    @Test func equalOriginsSerializeAlike() throws {
        let a = try #require(URLOrigin(URL(string: "https://X.example.com:443/a")!))
        let b = try #require(URLOrigin(URL(string: "https://x.example.com/b")!))
        #expect(a == b)
        #expect(a.serialization == b.serialization)
        #expect(a.description == "https://x.example.com:443")
    }

    @Test(arguments: [
        "https://host:99999999999999999999/", "https://host:65536/", "https://[::1]:99999999999999999999/",
        "https://user@host:99999999999999999999/",
    ])
    func anUnparseablePortYieldsNoOrigin(_ url: String) throws {
        // Foundation reads no port here; taking the scheme's default would call another port the instance's.
        #expect(URLOrigin(try #require(URL(string: url))) == nil)
    }

    @Test(arguments: ["https://host:/", "https://host"])
    func anEmptyOrMissingPortIsTheSchemesDefault(_ url: String) throws {
        #expect(try #require(URLOrigin(URL(string: url)!)).port == 443)
    }
}

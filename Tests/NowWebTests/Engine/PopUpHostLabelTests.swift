import Foundation
import Testing

@testable import NowWeb

/// The sign-in pop-up's host label follows the committed document only (finding R3-L-3).
@Suite("PopUpHostLabel")
struct PopUpHostLabelTests {
    private static func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func aNavigationThatNeverCommitsLeavesTheLabelOnTheCommittedHost() throws {
        var label = PopUpHostLabel()
        #expect(label.text == nil, "nothing before the first commit")
        #expect(label.handle(.navigationAllowed(try Self.url("https://evil.example/fake-sign-in"))) == nil)
        #expect(label.handle(.committed(try Self.url("https://evil.example/fake-sign-in"))) == "evil.example")
        // The page heads for the identity provider's host on a port that never answers.
        let spoof = try Self.url("https://login.microsoftonline.com:81/")
        #expect(label.handle(.navigationAllowed(spoof)) == "evil.example")
        #expect(label.handle(.failed) == "evil.example")
        #expect(label.text == "evil.example")
    }

    @Test func aCommitMovesTheLabelAndAFailureAfterItKeepsIt() throws {
        var label = PopUpHostLabel()
        label.handle(.committed(try Self.url("https://IdP.Example/authorize")))
        #expect(label.text == "idp.example")
        label.handle(.navigationAllowed(try Self.url("https://mfa.idp.example/")))
        #expect(label.handle(.committed(try Self.url("https://mfa.idp.example/"))) == "mfa.idp.example")
        #expect(label.handle(.failed) == "mfa.idp.example")
    }

    @Test func aDocumentWithoutAHostShowsNone() throws {
        var label = PopUpHostLabel()
        label.handle(.committed(try Self.url("https://idp.example/")))
        #expect(label.handle(.committed(try Self.url("about:blank"))) == nil)
    }

    @Test func aPortOrCleartextThePageCameFromIsShown() throws {
        #expect(PopUpHostLabel.host(of: try Self.url("https://idp.example:443/")) == "idp.example")
        #expect(PopUpHostLabel.host(of: try Self.url("https://idp.example:8443/")) == "idp.example:8443")
        #expect(PopUpHostLabel.host(of: try Self.url("http://idp.example/")) == "http://idp.example")
        #expect(PopUpHostLabel.host(of: try Self.url("http://127.0.0.2:8080/")) == "http://127.0.0.2:8080")
    }
}

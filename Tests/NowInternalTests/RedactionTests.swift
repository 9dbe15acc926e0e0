import Foundation
import NowInternal
import Testing

@Suite struct RedactionTests {
    @Test(arguments: [
        ("https://i.example.com/a/b?token=s#frag", "https://i.example.com/a/b?…"),
        ("https://i.example.com/x.do;jsessionid=SECRET?y=1", "https://i.example.com/x.do?…"),
        ("https://i.example.com/x.do;JSESSIONID=SECRET", "https://i.example.com/x.do?…"),
        ("https://u:SECRET@i.example.com:8443/p", "https://i.example.com:8443/p"),
        (
            "https://i.example.com/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3DSECRET",
            "https://i.example.com/now/nav/ui/classic/params/target/incident.do?…"
        ),
        ("https://i.example.com/a%3fsecret", "https://i.example.com/a?…"),
        ("https://i.example.com/#SECRET", "https://i.example.com/?…"),
        ("https://i.example.com/plain", "https://i.example.com/plain"),
    ])
    func cutsEverythingThatCanHoldASecret(url: String, redacted: String) throws {
        #expect(Redaction.url(try #require(URL(string: url))) == redacted)
    }

    @Test func messagesLoseTheSecretsOfTheirURLs() {
        let message = Redaction.message(
            "Could not load https://u:SECRET@i.example.com/a;jsessionid=SECRET?q=SECRET (reason ?SECRET)")
        #expect(!message.contains("SECRET"))
        #expect(message.hasPrefix("Could not load https://i.example.com/a?… (reason"))
    }
}

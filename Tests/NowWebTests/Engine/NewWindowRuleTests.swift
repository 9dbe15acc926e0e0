import Foundation
import Testing

@testable import NowWeb

@Suite("NewWindowRule")
struct NewWindowRuleTests {
    let scope = CoreFixtures.scope
    static let idp = "https://login.idp.example/authorize?client=now"

    private func decide(
        _ url: String?, method: String = "GET", gesture: Bool = true, top: Bool = true, opener: Bool = true
    ) -> NewWindowDecision {
        NewWindowRule.decide(
            NewWindowRequest(
                url: url.flatMap(URL.init(string:)), method: method, isUserGesture: gesture, isFromTopDocument: top,
                keepsOpener: opener),
            in: scope)
    }

    private func instance(_ path: String) -> String {
        scope.instanceURL.absoluteString + path
    }

    @Test func anotherSitesWindowThatKeepsItsOpenerIsAPopUp() {
        #expect(decide(Self.idp) == .popUp)
    }

    @Test(arguments: [true, false])
    func anInstanceWindowLoadsInPlaceWithOrWithoutAnOpener(opener: Bool) {
        #expect(decide(instance("kb_view.do?sys_id=1"), opener: opener) == .loadInPlace)
    }

    @Test func anotherSitesLinkWithoutAnOpenerLoadsInPlaceSoThatTheAppHearsOfIt() {
        #expect(decide("https://example.com/doc", opener: false) == .loadInPlace)
    }

    @Test(arguments: [idp, "https://acme.service-now.com/kb_view.do"])
    func aSubframesWindowIsRefusedWhateverItOpens(url: String) {
        #expect(decide(url, top: false) == .refuse(.notTopDocument))
        #expect(decide(url, gesture: false, top: false) == .refuse(.notTopDocument))
    }

    @Test(arguments: [true, false])
    func aWindowNoGestureLedToIsRefused(opener: Bool) {
        #expect(decide(Self.idp, gesture: false, opener: opener) == .refuse(.noUserGesture))
        #expect(decide(instance("home"), gesture: false, opener: opener) == .refuse(.noUserGesture))
    }

    @Test(arguments: [
        nil, "about:blank", "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "blob:https://a/b",
        "https://user:secret@login.idp.example/", "https:///nohost", "ftp://idp.example/",
    ])
    func aWindowThatIsNoWebPageIsRefused(url: String?) {
        #expect(decide(url) == .refuse(.notAWebPage), "\(url ?? "nil")")
    }

    @Test(arguments: ["POST", "put"])
    func aFormPostedToANewWindowIsRefused(method: String) {
        #expect(decide(Self.idp, method: method) == .refuse(.notAGet))
    }

    @Test func theMethodIsComparedInUpperCase() {
        #expect(decide(Self.idp, method: "get") == .popUp)
    }

    @Test func anotherPortOrSchemeOfTheInstanceHostIsAnotherSite() {
        let host = try! #require(scope.instanceURL.host)
        #expect(decide("https://\(host):8443/x") == .popUp)
        #expect(decide("http://\(host)/x") == .popUp)
    }

    @Test func aPopUpShowsOtherSitesAndFinishesWhenItHeadsForTheInstance() {
        let rule = { (url: String, method: String) in
            NewWindowRule.popUpNavigation(to: URL(string: url)!, method: method, in: scope)
        }
        #expect(rule(Self.idp, "GET") == .allow)
        #expect(rule("https://login.idp.example/consent", "POST") == .allow)
        #expect(rule("about:blank", "GET") == .allow)
        let completion = instance("navpage.do?signed_in=1")
        #expect(rule(completion, "GET") == .finish(handOver: URL(string: completion)!))
        #expect(rule(completion, "POST") == .finish(handOver: nil), "a body cannot be handed over")
        for refused in ["javascript:alert(1)", "data:text/html,x", "file:///etc/hosts", "intent://x"] {
            #expect(rule(refused, "GET") == .refuse, "\(refused)")
        }
    }
}

import Foundation
import NowSDK
import NowWeb
import Testing

/// A form sent in a frame the engine cannot name (WebKitGTK: the classic UI's `gsft_main`) on a dead session: the
/// instance sends the frame to its login page, whose reporter says so; the page recovers and lands on the last good
/// page, and the form is never sent again.
@Suite("WebSessionMachine: a frame's form meets the login page")
struct WebSessionMachineFrameSubmissionTests {
    static let shell = "/now/nav/ui/home"

    @Test func aFrameFormThatMeetsTheLoginPageRecoversTheLastGoodPage() {
        var machine = WebSessionMachine.bridged()
        #expect(machine.navigate("/incident.do?sys_id=-1", kind: .formSubmitted, mainFrame: nil) == Decision(.allow))
        let login = WebSessionMachineInPageTests.signal(
            ["kind": .string("document")], top: false, href: "/login.do", page: Self.shell)
        #expect(
            machine.engine(login, at: 5) == [.stopLoading, .didDetectExpiry(.loginPage), .ended(at: 5), .requestToken])
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)).last
                == .bridge(url: CoreFixtures.url(Self.shell), token: token("tok-2")),
            "the last good page, not the form's target")
    }

    @Test func aFrameFormRedirectedToTheLoginPageIsCancelledBeforeTheLoginPageIsRequested() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/incident.do?sys_id=-1", kind: .formSubmitted, mainFrame: nil)
        #expect(
            machine.navigate("/login.do?sysparm_goto_url=%2Fincident.do", kind: .redirect, mainFrame: false, at: 5)
                == Decision(.cancel, then: [.stopLoading, .didDetectExpiry(.loginPage), .ended(at: 5), .requestToken]))
        let login = WebSessionMachineInPageTests.signal(
            ["kind": .string("document")], top: false, href: "/login.do", page: Self.shell)
        #expect(machine.engine(login, at: 6) == [], "the recovery under way answers a late reporter too")
        #expect(
            machine.handle(.tokenReceived(token("tok-2"), at: CoreFixtures.start)).last
                == .bridge(url: CoreFixtures.url(Self.shell), token: token("tok-2")),
            "the last good page, not the form's target")
    }

    @Test func aFrameRedirectToTheLoginPageWithoutAFrameFormGoesAhead() {
        var machine = WebSessionMachine.bridged()
        #expect(
            machine.navigate("/login.do", kind: .redirect, mainFrame: false) == Decision(.allow),
            "no form of a frame under way: the frame's reporter decides")
        _ = machine.navigate("/incident.do?sys_id=-1", kind: .formSubmitted, mainFrame: nil)
        #expect(
            machine.navigate("https://idp.example/login.do", kind: .redirect, mainFrame: false) == Decision(.allow),
            "another site's page is not the instance's login page")
        #expect(machine.navigate("/incident.do", kind: .redirect, mainFrame: false) == Decision(.allow))
    }

    @Test func aFrameFormThatShowsAnOrdinaryPageChangesNothing() {
        var machine = WebSessionMachine.bridged()
        _ = machine.navigate("/incident.do?sys_id=-1", kind: .formSubmitted, mainFrame: nil)
        let saved = WebSessionMachineInPageTests.signal(
            ["kind": .string("document")], top: false, href: "/incident.do", page: Self.shell)
        #expect(machine.engine(saved, at: 5) == [])
        let foreign = WebSessionMachineInPageTests.signal(
            ["kind": .string("document")], top: false, href: "/login.do", page: Self.shell,
            origin: URL(string: "https://evil.example"))
        #expect(machine.engine(foreign, at: 5) == [], "only a frame of the instance's origin")
    }
}

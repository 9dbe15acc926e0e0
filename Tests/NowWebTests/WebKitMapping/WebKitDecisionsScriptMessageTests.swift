import Foundation
import NowSDK
import NowWeb
import Testing

/// What the WKWebView engine reports of a page's script message
/// (``WebKitDecisions/scriptMessage(from:body:mainFrameURL:scope:registerFrame:)``), with the values WebKit gives.
@MainActor
@Suite struct WebKitDecisionsScriptMessageTests {
    private let page = URL(string: "https://acme.service-now.com/now/nav/ui/home")!
    private let instance = URL(string: "https://acme.service-now.com")!
    private let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!
    private let setTitle = "com.servicenow.cabrillo.viewLayout.setTitle"

    /// The sender of a message from a frame of `origin`, mapped from WebKit's values.
    private func sender(
        _ handler: String, main: Bool,
        origin: OriginValue = OriginValue(protocol: "https", host: "acme.service-now.com", port: 0),
        fromEngineView: Bool = true
    ) -> WebKitDecisions.ScriptMessageSender {
        WebKitMapping.scriptMessageSender(
            ScriptMessageValue(
                name: handler, body: 0, frameInfo: FrameValue(main: main, url: page.absoluteString, origin: origin)),
            isFromEngineView: fromEngineView)
    }

    /// Decides `sender`'s message with `body`, counting the frame ids it spends and whether it read the body.
    private func decide(
        _ sender: WebKitDecisions.ScriptMessageSender, body: Any, mainFrameURL: URL? = nil,
        scope: InstanceScope?? = .none
    ) -> (event: WebEngineEvent?, framesRegistered: Int, bodyRead: Bool) {
        var registered = 0
        var read = false
        let event = WebKitDecisions.scriptMessage(
            from: sender,
            body: {
                read = true
                return body
            }(), mainFrameURL: mainFrameURL ?? page, scope: scope ?? self.scope
        ) {
            registered += 1
            return ScriptMessage.Frame(id: "wk-\(registered)")
        }
        return (event, registered, read)
    }

    @Test func aForeignOriginFramesMessageIsRefusedUnread() {
        for origin in [
            OriginValue(protocol: "https", host: "evil.example", port: 0),
            OriginValue(protocol: "https", host: "acme.service-now.com", port: 8443),
            OriginValue(protocol: "http", host: "acme.service-now.com", port: 0),
            OriginValue(protocol: "", host: "", port: 0),
        ] {
            for handler in [setTitle, InPageSessionWatch.handlerName] {
                let decided = decide(sender(handler, main: false, origin: origin), body: ["callId": 1] as [String: Any])
                #expect(decided.event == nil, "\(origin) to \(handler)")
                #expect(decided.framesRegistered == 0, "a refused message spends no frame id")
                #expect(!decided.bodyRead, "a refused message's body is never read")
            }
        }
    }

    @Test func aMessageFromAnotherViewOrBeforeTheInstanceIsKnownIsRefused() {
        let popUps = decide(sender(setTitle, main: true, fromEngineView: false), body: ["callId": 1] as [String: Any])
        #expect(popUps.event == nil, "a pop-up's view shares the page's user content controller")
        #expect(!popUps.bodyRead)
        let early = decide(sender(setTitle, main: true), body: ["callId": 1] as [String: Any], scope: .some(nil))
        #expect(early.event == nil, "no instance known: fail closed")
        let evilPage = decide(
            sender(setTitle, main: true, origin: OriginValue(protocol: "https", host: "evil.example", port: 0)),
            body: ["callId": 1] as [String: Any], mainFrameURL: URL(string: "https://evil.example/")!)
        #expect(evilPage.event == nil, "a page of another site shown in the main frame is not the instance's")
    }

    @Test func aSubframesCabrilloMessageIsRoutedWithItsFrame() throws {
        let decided = decide(
            sender(setTitle, main: false), body: ["callId": 7, "options": ["title": "Hi"]] as [String: Any])
        #expect(decided.framesRegistered == 1)
        guard case .cabrilloMessage(let message) = decided.event else {
            Issue.record("expected a Cabrillo message, got \(String(describing: decided.event))")
            return
        }
        #expect(message.frame == ScriptMessage.Frame(id: "wk-1"))
        #expect(message.origin == instance)
        #expect(message.handlerName == setTitle)
        let body = try JSONValue(parsing: message.body)
        #expect(body["options"]?["title"]?.stringValue == "Hi")
    }

    @Test func theMainFramesCabrilloMessageNamesTheMainFrameAndSpendsNoId() {
        let decided = decide(sender(setTitle, main: true), body: ["callId": 1] as [String: Any])
        guard case .cabrilloMessage(let message) = decided.event else {
            Issue.record("expected a Cabrillo message, got \(String(describing: decided.event))")
            return
        }
        #expect(message.frame == .main)
        #expect(decided.framesRegistered == 0)
    }

    @Test func theSessionWatchsHandlerIsASessionSignalWithWebKitsWordOnTheFrame() throws {
        for main in [true, false] {
            let decided = decide(
                sender(InPageSessionWatch.handlerName, main: main), body: #"{"kind":"xhr","status":401,"top":true}"#)
            guard case .sessionWatchSignal(let message) = decided.event else {
                Issue.record("expected a session signal, got \(String(describing: decided.event))")
                return
            }
            #expect(message.handlerName == InPageSessionWatch.handlerName)
            #expect(message.frame == .main)
            #expect(message.origin == instance)
            #expect(try JSONValue(parsing: message.body)["top"] == .bool(main), "the reporter's own `top` replaced")
            #expect(decided.framesRegistered == 0, "a session signal is no Cabrillo call: no frame to answer")
        }
    }

    @Test func aBodyTheHandlerCannotTakeIsDropped() {
        #expect(
            decide(sender(InPageSessionWatch.handlerName, main: true), body: ["kind": "xhr"] as [String: Any]).event
                == nil)
        #expect(decide(sender(InPageSessionWatch.handlerName, main: true), body: "[1]").event == nil)
        var nested: Any = 1
        for _ in 0..<10_000 { nested = [nested] }
        let deep = decide(sender(setTitle, main: false), body: nested)
        #expect(deep.event == nil)
        #expect(deep.framesRegistered == 0, "a dropped message spends no frame id")
    }

    /// A form's snapshot goes to the page session's keeper as the text the isolated world posted, from any frame
    /// of the instance (a classic form sits in `gsft_main`), and never beyond its length cap or as another type.
    @Test func aFormSnapshotIsForTheKeeperWithinItsCap() {
        for main in [true, false] {
            let decided = decide(sender(FormKeep.handlerName, main: main), body: #"{"fields":[]}"#)
            guard case .sessionWatchSignal(let message) = decided.event else {
                Issue.record("expected the keeper's message, got \(String(describing: decided.event))")
                return
            }
            #expect(message.handlerName == FormKeep.handlerName)
            #expect(message.body == #"{"fields":[]}"#)
            #expect(message.frame == .main)
            #expect(decided.framesRegistered == 0, "a snapshot is answered to no frame")
        }
        let over = String(repeating: "x", count: FormKeep.maximumMessageLength + 1)
        #expect(decide(sender(FormKeep.handlerName, main: true), body: over).event == nil)
        #expect(decide(sender(FormKeep.handlerName, main: true), body: ["fields": 1] as [String: Any]).event == nil)
        let foreign = OriginValue(protocol: "https", host: "evil.example", port: 0)
        #expect(decide(sender(FormKeep.handlerName, main: false, origin: foreign), body: "{}").event == nil)
    }

    /// The user's trusted input, from any frame of the instance, is the typed event the machine hears; a body the
    /// listener never posts, or a frame of another site, is nothing.
    @Test func theInputListenersMessageIsTheUsersInteraction() {
        for main in [true, false] {
            let decided = decide(sender(UserInputListener.handlerName, main: main), body: "key")
            #expect(decided.event == UserInputListener.event(forMessage: "key"))
            #expect(decided.event != nil)
            #expect(decided.framesRegistered == 0)
        }
        #expect(decide(sender(UserInputListener.handlerName, main: true), body: 1).event == nil)
        let foreign = OriginValue(protocol: "https", host: "evil.example", port: 0)
        #expect(decide(sender(UserInputListener.handlerName, main: false, origin: foreign), body: "key").event == nil)
    }
}

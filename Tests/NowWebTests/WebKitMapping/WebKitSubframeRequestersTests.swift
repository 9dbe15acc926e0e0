import Foundation
import NowWeb
import Testing

/// What the WKWebView engine tells of the frame behind a subframe's response (R3-L-7): the origin WebKit gave the
/// document that asked for the navigation (`sourceFrame.securityOrigin`), remembered until the response comes.
@MainActor
@Suite struct WebKitSubframeRequestersTests {
    private let page = "https://acme.service-now.com/now/nav/ui/classic/params/target/incident.do"
    private let file = "https://acme.service-now.com/sys_attachment.do?sys_id=1"
    private let tracker = OriginValue(protocol: "https", host: "tracker.example", port: 0)

    @Test func aSubframeNavigationNamesTheOriginOfTheDocumentThatAskedForIt() throws {
        let fromClassicFrame = NavigationActionValue(
            url: file + "#top", target: FrameValue(main: false, url: page), type: 0,
            source: FrameValue(main: false, url: page))
        let request = try #require(WebKitMapping.subframeRequest(fromClassicFrame))
        #expect(request.url.absoluteString == file + "#top")
        #expect(request.requester == URL(string: "https://acme.service-now.com"))

        // A frame of another site navigating the instance's frame: WebKit names the asker, not the target.
        let fromTracker = NavigationActionValue(
            url: file, target: FrameValue(main: false, url: page),
            source: FrameValue(main: false, url: "https://tracker.example/ad", origin: tracker))
        #expect(
            try #require(WebKitMapping.subframeRequest(fromTracker)).requester == URL(string: "https://tracker.example")
        )

        // An opaque origin (a sandboxed frame) names nothing.
        let sandboxed = NavigationActionValue(
            url: file, target: FrameValue(main: false, url: page),
            source: FrameValue(main: false, url: page, origin: OriginValue(protocol: "", host: "", port: 0)))
        #expect(try #require(WebKitMapping.subframeRequest(sandboxed)).requester == nil)
    }

    @Test func theMainFramesAndNewWindowsNavigationsAreNoSubframes() {
        #expect(
            WebKitMapping.subframeRequest(NavigationActionValue(url: file, target: FrameValue(main: true, url: page)))
                == nil)
        #expect(WebKitMapping.subframeRequest(NavigationActionValue(url: file, target: nil)) == nil)
    }

    @Test func theResponseGetsTheOriginOfWhoAskedOnceAndWithoutItsFragment() {
        var requesters = WebKitSubframeRequesters()
        let instance = URL(string: "https://acme.service-now.com")!
        requesters.allowed(URL(string: file + "#top")!, requestedBy: instance)
        #expect(requesters.takeOrigin(for: URL(string: file)!) == instance)
        #expect(requesters.takeOrigin(for: URL(string: file)!) == nil, "used up")
        #expect(requesters.takeOrigin(for: URL(string: page)!) == nil, "nothing was remembered for it")
    }

    @Test func twoAskersOfDifferentOriginsOrAnUnknownOneLeaveTheResponseWithoutAnOrigin() {
        var requesters = WebKitSubframeRequesters()
        let instance = URL(string: "https://acme.service-now.com")!
        requesters.allowed(URL(string: file)!, requestedBy: instance)
        requesters.allowed(URL(string: file)!, requestedBy: URL(string: "https://tracker.example"))
        #expect(requesters.takeOrigin(for: URL(string: file)!) == nil)

        requesters.allowed(URL(string: file)!, requestedBy: instance)
        requesters.allowed(URL(string: file)!, requestedBy: nil)
        #expect(requesters.takeOrigin(for: URL(string: file)!) == nil)

        // The same origin twice (two hops, or a double click) agrees.
        requesters.allowed(URL(string: file)!, requestedBy: instance)
        requesters.allowed(URL(string: file)!, requestedBy: URL(string: "https://ACME.service-now.com:443"))
        #expect(requesters.takeOrigin(for: URL(string: file)!) == instance)
    }

    @Test func theStoreKeepsTheNewestNavigationsAndForgetsAllAtACommit() {
        var requesters = WebKitSubframeRequesters()
        let instance = URL(string: "https://acme.service-now.com")!
        for index in 0...WebKitSubframeRequesters.capacity {
            requesters.allowed(URL(string: "\(file)\(index)")!, requestedBy: instance)
        }
        #expect(requesters.takeOrigin(for: URL(string: "\(file)0")!) == nil, "the oldest made room")
        #expect(requesters.takeOrigin(for: URL(string: "\(file)1")!) == instance)
        requesters.removeAll()
        #expect(requesters.takeOrigin(for: URL(string: "\(file)2")!) == nil)
    }
}

import Foundation
import NowWeb
import Testing

/// Files on WKWebView: the engine never lets WebKit download (so no `WKDownload` and no destination to choose), and a
/// link the page asked to download (`<a download>`) is a file to save whatever its type.
@Suite struct WebKitDecisionsDownloadTests {
    private let file = URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1")!

    /// `WKNavigationDelegate.h`: `WKNavigationActionPolicyDownload` and `WKNavigationResponsePolicyDownload` are 2
    /// (Cancel, Allow, Download); the engine has no such answer.
    @Test func theEngineHasNoDownloadAnswer() {
        #expect(WebKitDecisions.Policy(rawValue: 2) == nil)
        #expect(WebKitDecisions.actionPolicy(.allow) != WebKitDecisions.Policy(rawValue: 2))
    }

    @Test func aNavigationThePageAskedToDownloadIsAFileToSaveEvenWhenWebKitCanShowIt() {
        let image = WebResponse(url: file, statusCode: 200, headers: ["content-type": "image/png"], isMainFrame: true)
        let shows = WebKitDecisions.showsResponse(canShowMIMEType: true, askedAsDownload: true)
        #expect(!shows)
        #expect(
            WebKitDecisions.response(image, canShowMIMEType: shows)
                == .init(event: .downloadRefused(image), policy: .cancel))
        #expect(WebKitDecisions.showsResponse(canShowMIMEType: true, askedAsDownload: false))
        #expect(!WebKitDecisions.showsResponse(canShowMIMEType: false, askedAsDownload: false))
        let notFound = WebResponse(url: file, statusCode: 404, headers: [:], isMainFrame: true)
        #expect(
            WebKitDecisions.response(notFound, canShowMIMEType: shows).policy == .allow,
            "an error page is no file: the machine sees it")
    }

    @Test func aDownloadLinkIsRememberedForItsOneResponse() {
        var links = WebKitDownloadLinks()
        links.allowed(URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1#page=2")!)
        let other = links.take(URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=2")!)
        #expect(!other)
        let first = links.take(file)
        #expect(first, "the response's URL has no fragment")
        let again = links.take(file)
        #expect(!again, "used up")
        links.allowed(file)
        links.removeAll()
        let afterCommit = links.take(file)
        #expect(!afterCommit, "forgotten with the page")
    }

    @Test func onlyTheNewestDownloadLinksAreRemembered() {
        var links = WebKitDownloadLinks()
        let capacity = WebKitDownloadLinks.capacity
        for index in 0...capacity {
            links.allowed(URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=\(index)")!)
        }
        let oldest = links.take(URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=0")!)
        #expect(!oldest)
        let newest = links.take(URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=\(capacity)")!)
        #expect(newest)
    }
}

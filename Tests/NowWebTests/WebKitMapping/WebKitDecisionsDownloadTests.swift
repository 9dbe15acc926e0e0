import Foundation
import NowWeb
import Testing

/// Files on WKWebView: the engine lets WebKit download nothing but an accepted export (WebKitDecisionsExportTests),
/// and a link the page asked to download (`<a download>`) is a file to save whatever its type.
@Suite struct WebKitDecisionsDownloadTests {
    private let file = URL(string: "https://acme.service-now.com/sys_attachment.do?sys_id=1")!

    /// `WKNavigationDelegate.h`: `WKNavigationActionPolicyDownload` and `WKNavigationResponsePolicyDownload` are 2
    /// (Cancel, Allow, Download); the session machine's answers never map to it.
    @Test func theMachinesAnswersNeverDownload() {
        #expect(WebKitDecisions.Policy.download.rawValue == 2)
        #expect(WebKitDecisions.actionPolicy(.allow) == .allow)
        #expect(WebKitDecisions.actionPolicy(.cancel) == .cancel)
        #expect(WebKitDecisions.actionPolicy(nil) == .cancel)
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

import Foundation
import NowWeb
import Testing

/// Where a page's new window goes on WKWebView (``WebKitDecisions/newWindow(_:in:route:showsSheets:isPopUpOpen:hasPresenter:)``),
/// from the navigation action WebKit gives `webView(_:createWebViewWith:for:windowFeatures:)`.
@MainActor
@Suite struct WebKitDecisionsNewWindowTests {
    private let scope = InstanceScope(instanceURL: URL(string: "https://acme.service-now.com")!)!
    private let systemBrowserForIdP = try! PopUpRoute(systemBrowserHosts: ["idp.example"], callbackScheme: "acme-app")

    /// WebKit's navigation action for a new window to `url`: a link's (`WKNavigationTypeLinkActivated`, 0) or a
    /// script's (`WKNavigationTypeOther`, -1), from the main frame unless `fromSubframe`.
    private func action(_ url: String, byScript: Bool, fromSubframe: Bool = false) -> NavigationActionValue {
        NavigationActionValue(
            url: url, target: nil, type: byScript ? -1 : 0,
            source: FrameValue(main: !fromSubframe, url: "https://acme.service-now.com/now/nav/ui/home"))
    }

    private func route(
        _ action: NavigationActionValue, route: PopUpRoute = .sheetOnly, showsSheets: Bool = true,
        isPopUpOpen: Bool = false, hasPresenter: Bool = true
    ) -> WebKitDecisions.NewWindowRoute {
        WebKitDecisions.newWindow(
            WebKitDecisions.newWindowRequest(action), in: scope, route: route, showsSheets: showsSheets,
            isPopUpOpen: isPopUpOpen, hasPresenter: hasPresenter)
    }

    @Test func anInstancePageLoadsInPlaceForTheMachineToDecide() {
        #expect(route(action("https://acme.service-now.com/kb_view.do", byScript: false)) == .loadInPlace)
        #expect(route(action("https://acme.service-now.com/kb_view.do?opened=1", byScript: true)) == .loadInPlace)
    }

    @Test func anotherSitesLinkLoadsInPlaceSoThatItGoesToTheApp() {
        #expect(route(action("https://vendor.example/widget", byScript: false)) == .loadInPlace)
    }

    @Test func anotherSitesWindowThatKeepsItsOpenerIsAPopUpInTheSheet() {
        #expect(route(action("https://idp.example/sso", byScript: true)) == .sheet)
        #expect(
            route(action("https://idp.example/sso", byScript: true), route: systemBrowserForIdP) == .systemBrowser,
            "a provider the app named goes to the system browser")
        #expect(
            route(action("https://other-idp.example/sso", byScript: true), route: systemBrowserForIdP) == .sheet)
    }

    @Test func aPopUpIsRefusedWhileOneIsOpenOrWithNowhereToShowIt() {
        let popUp = action("https://idp.example/sso", byScript: true)
        #expect(route(popUp, isPopUpOpen: true) == .refuse, "one pop-up at a time")
        #expect(route(popUp, route: systemBrowserForIdP, isPopUpOpen: true) == .refuse)
        #expect(route(popUp, hasPresenter: false) == .refuse, "the page is off screen")
        #expect(
            route(popUp, route: systemBrowserForIdP, hasPresenter: false) == .systemBrowser,
            "the system browser needs no sheet")
    }

    @Test func withoutSheetsAPopUpLoadsInPlace() {
        #expect(route(action("https://idp.example/sso", byScript: true), showsSheets: false) == .loadInPlace)
    }

    @Test func aSubframesOrANonWebWindowIsRefused() {
        #expect(route(action("https://acme.service-now.com/kb_view.do", byScript: true, fromSubframe: true)) == .refuse)
        #expect(route(action("https://idp.example/sso", byScript: true, fromSubframe: true)) == .refuse)
        #expect(route(action("about:blank", byScript: true)) == .refuse)
        #expect(route(action("javascript:alert(1)", byScript: false)) == .refuse)
    }
}

import Foundation
import NowWeb
import Testing

@Suite struct WebRequestRedactionTests {
    @Test func printingARequestNeverShowsTheTokenOrTheQuery() {
        let request = WebRequest(
            url: URL(string: "https://acme.service-now.com/incident.do?sys_id=secret-record")!,
            headers: ["Authorization": "Bearer tok-very-secret"])
        var dumped = ""
        dump(request, to: &dumped)
        let renderings = ["\(request)", String(describing: request), String(reflecting: request), dumped]

        for text in renderings {
            #expect(!text.contains("tok-very-secret"), "\(text)")
            #expect(!text.contains("secret-record"), "\(text)")
            #expect(text.contains("Authorization"))
        }
    }

    @Test func printingAResponseNeverShowsItsCookies() {
        let response = WebResponse(
            url: URL(string: "https://acme.service-now.com/now/nav/ui/home")!, statusCode: 200,
            headers: ["Set-Cookie": "JSESSIONID=cookie-very-secret; HttpOnly"], isMainFrame: true)
        var dumped = ""
        dump(response, to: &dumped)

        for text in ["\(response)", String(reflecting: response), dumped] {
            #expect(!text.contains("cookie-very-secret"), "\(text)")
            #expect(text.contains("set-cookie"))
        }
    }
}

import Foundation
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Plain values with the members of WebKit's classes that the WKWebView engine reads, so that the mapping is
// tested here with the values WebKit would hand over (WebKit's own classes cannot be made outside WebKit).

struct OriginValue: WebKitSecurityOriginFacts {
    var `protocol`: String
    var host: String
    var port: Int
}

struct FrameValue: WebKitFrameFacts {
    var isMainFrame: Bool
    var request: URLRequest
    var securityOrigin: OriginValue

    init(
        main: Bool, url: String,
        origin: OriginValue = OriginValue(protocol: "https", host: "acme.service-now.com", port: 0)
    ) {
        isMainFrame = main
        request = URLRequest(url: URL(string: url)!)
        securityOrigin = origin
    }
}

struct NavigationActionValue: WebKitNavigationActionFacts {
    var sourceFrame: FrameValue
    var targetFrame: FrameValue?
    var request: URLRequest
    var navigationTypeRawValue: Int
    var shouldPerformDownload = false

    init(url: String, target: FrameValue?, type: Int = -1, source: FrameValue? = nil) {
        request = URLRequest(url: URL(string: url)!)
        targetFrame = target
        sourceFrame = source ?? FrameValue(main: true, url: "https://acme.service-now.com/now/nav/ui/home")
        navigationTypeRawValue = type
    }
}

struct NavigationResponseValue: WebKitNavigationResponseFacts {
    var isForMainFrame: Bool
    var response: URLResponse
}

struct ScriptMessageValue: WebKitScriptMessageFacts {
    var name: String
    var body: Any
    var frameInfo: FrameValue
}

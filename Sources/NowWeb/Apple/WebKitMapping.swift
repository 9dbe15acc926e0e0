import Foundation
import NowInternal
import NowSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How the WKWebView engine turns what WebKit reports into the engine's values. Pure functions with no
/// decision in them: every policy is the session machine's.
package enum WebKitMapping {
    /// The navigation action for WebKit's `action`, or `nil` when it has no URL.
    ///
    /// The frame is WebKit's own flag, `targetFrame?.isMainFrame`: a navigation into a new window (no target
    /// frame) is not the main frame's. A main-frame action is the load the engine issued when it asks for
    /// `issuedURL`, and a server redirect when WebKit asks again during a provisional main-frame load that
    /// was already allowed.
    ///
    /// - Parameters:
    ///   - action: WebKit's navigation action.
    ///   - issuedURL: The URL of the load the engine issued and WebKit has not asked about yet.
    ///   - provisionalMainFrameURL: The URL of the main-frame load in progress (allowed, not yet committed).
    /// - Returns: The engine's navigation action.
    @MainActor
    package static func navigationAction(
        _ action: some WebKitNavigationActionFacts, issuedURL: URL?, provisionalMainFrameURL: URL?
    ) -> NavigationAction? {
        guard let url = action.request.url else { return nil }
        let isMainFrame = action.targetFrame?.isMainFrame ?? false
        let kind: NavigationKind
        if isMainFrame, let issuedURL, isSameLoad(url, issuedURL) {
            kind = .issued
        } else if isMainFrame, provisionalMainFrameURL != nil, action.navigationTypeRawValue == -1 {
            kind = .redirect
        } else {
            kind = navigationKind(rawValue: action.navigationTypeRawValue)
        }
        var mapped = NavigationAction(
            url: url, sourceURL: action.sourceFrame.request.url, isMainFrame: isMainFrame, kind: kind)
        mapped.method = action.request.httpMethod
        return mapped
    }

    /// The URL of WebKit's subframe navigation `action` and the origin of the document that asked for it
    /// (`sourceFrame.securityOrigin`, `nil` when it has no host), for ``WebKitSubframeRequesters``; `nil` for a
    /// main-frame navigation, a new window's (no target frame) or one without a URL.
    @MainActor
    package static func subframeRequest(_ action: some WebKitNavigationActionFacts) -> (url: URL, requester: URL?)? {
        guard let url = action.request.url, let target = action.targetFrame, !target.isMainFrame else { return nil }
        return (url, origin(of: action.sourceFrame))
    }

    /// The engine's kind for a `WKNavigationType` raw value.
    package static func navigationKind(rawValue: Int) -> NavigationKind {
        switch rawValue {
        case 0: .linkActivated
        case 1, 4: .formSubmitted
        case 2: .backForward
        case 3: .reload
        default: .other
        }
    }

    /// The response for WebKit's `navigationResponse`, with the main-frame flag WebKit gives, or `nil` when it
    /// has no URL. Status and headers come from the HTTP response; any other response counts as `200`.
    @MainActor
    package static func response(_ navigationResponse: some WebKitNavigationResponseFacts) -> WebResponse? {
        let response = navigationResponse.response
        guard let url = response.url else { return nil }
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            guard let name = name as? String, let value = value as? String else { continue }
            headers[name] = value
        }
        return WebResponse(
            url: url, statusCode: http?.statusCode ?? 200, headers: headers,
            isMainFrame: navigationResponse.isForMainFrame)
    }

    /// The engine error for a navigation failure WebKit reports.
    ///
    /// `NSURLErrorCancelled` (a load replaced by another, or stopped) is ``WebEngineError/cancelled``; every
    /// other `NSURLErrorDomain` code is a network failure; anything else (WebKit's own domain: a frame load
    /// interrupted, a content process that went away) is a bad response. The description carries the
    /// domain and code only, never a URL.
    package static func error(_ error: any Error) -> WebEngineError {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            return nsError.code == NSURLErrorCancelled ? .cancelled : .network("\(nsError.domain) \(nsError.code)")
        }
        return .badResponse("\(nsError.domain) \(nsError.code)")
    }

    /// The origin of a frame as WebKit knows it, `scheme://host[:port]`, or `nil` when it has no host (an
    /// opaque origin such as a sandboxed frame's).
    @MainActor
    package static func origin(of frame: some WebKitFrameFacts) -> URL? {
        let origin = frame.securityOrigin
        guard !origin.host.isEmpty, !origin.protocol.isEmpty else { return nil }
        var components = URLComponents()
        components.scheme = origin.protocol.lowercased()
        components.host = origin.host
        if origin.port != 0 { components.port = origin.port }
        return components.url
    }

    /// What WebKit says of its script `message` (the handler, the sending frame and its origin), for
    /// ``WebKitDecisions/scriptMessage(from:body:mainFrameURL:scope:registerFrame:)``; the body is not read here.
    ///
    /// - Parameters:
    ///   - message: WebKit's script message.
    ///   - isFromEngineView: Whether `message.webView` is the engine's own view.
    /// - Returns: The message's sender.
    @MainActor
    package static func scriptMessageSender(
        _ message: some WebKitScriptMessageFacts, isFromEngineView: Bool
    ) -> WebKitDecisions.ScriptMessageSender {
        WebKitDecisions.ScriptMessageSender(
            handlerName: message.name, isMainFrame: message.frameInfo.isMainFrame,
            frameOrigin: origin(of: message.frameInfo), isFromEngineView: isFromEngineView)
    }

    /// Whether a script message from a frame of `origin` may be read at all: only a frame of the main frame's own
    /// origin (which the controller lets be the instance's only). Either unknown: no (fail closed). The
    /// controller checks the origin against the instance again.
    package static func acceptsScriptMessage(fromOrigin origin: URL?, mainFrameURL: URL?) -> Bool {
        guard let origin, let mainFrameURL, let sender = URLOrigin(origin), let page = URLOrigin(mainFrameURL) else {
            return false
        }
        return sender == page
    }

    /// `value` as JSON text: objects and arrays through `JSONSerialization`, strings, numbers and `null` as
    /// fragments. `nil` when ``PageJSON/foundationObject(_:)`` refuses it (beyond ``PageJSON/Limits``, or a
    /// number JSON cannot hold): that engine-neutral check decides, before `JSONSerialization` sees the value,
    /// since Darwin's raises an exception that cannot be caught for `NaN` or an infinity.
    package static func json(_ value: Any) -> String? {
        guard let object = PageJSON.foundationObject(value), JSONSerialization.isValidJSONObject([object]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed, .sortedKeys])
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// `script` wrapped so that it runs only in a document of `origin`: a reply or a button's callback goes to
    /// the frame that asked, and a frame that has since shown a page of another site runs nothing.
    ///
    /// - Parameters:
    ///   - script: The callback's script.
    ///   - origin: The origin of the document that asked (`https://host[:port]`).
    /// - Returns: The guarded script.
    package static func script(_ script: String, onlyInDocumentsOf origin: URL) -> String {
        // The origin as a JSON string literal, which is a JavaScript one; an origin is a URL, so it has no
        // character that would need more.
        let literal = (try? JSONEncoder().encode(origin.absoluteString)).map { String(decoding: $0, as: UTF8.self) }
        return "if (self.location.origin === \(literal ?? "null")) { \(script) }"
    }

    /// Whether `url` is the load issued as `issued`: the same scheme, host, port, path and query (WebKit may
    /// add a trailing slash to an empty path or drop a default port).
    package static func isSameLoad(_ url: URL, _ issued: URL) -> Bool {
        func canonical(_ url: URL) -> [String?] {
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            let scheme = components?.scheme?.lowercased()
            let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
            let path = components?.path.isEmpty ?? true ? "/" : components?.path
            return [
                scheme, components?.host?.lowercased(),
                components?.port == defaultPort ? nil : components?.port?.description, path, components?.query,
            ]
        }
        return canonical(url) == canonical(issued)
    }

    /// The device permissions a `WKMediaCaptureType` raw value asks for: 0 camera, 1 microphone, 2 both.
    package static func permissions(mediaCaptureTypeRawValue rawValue: Int) -> [DevicePermission] {
        switch rawValue {
        case 0: [.camera]
        case 1: [.microphone]
        default: [.camera, .microphone]
        }
    }

    /// Where a service's WebKit data lives: a persistent store (`WKWebsiteDataStore(forIdentifier:)`, iOS 17 and
    /// macOS 14) named by ``dataStoreIdentifier(instanceOrigin:appBundleId:account:)`` when the system has such
    /// stores and the service's instance, app and account are known; otherwise a non-persistent store of the
    /// service's own, gone with the process. Either way logout removes every record from it.
    package enum WebsiteDataStoreChoice: Equatable, Sendable {
        /// `WKWebsiteDataStore(forIdentifier:)` with this identifier.
        case persistent(UUID)
        /// `WKWebsiteDataStore.nonPersistent()`, one per service data store.
        case nonPersistent
    }

    /// The store for a service: see ``WebsiteDataStoreChoice``.
    ///
    /// - Parameters:
    ///   - hasIdentifiedStores: Whether the system has `WKWebsiteDataStore(forIdentifier:)` (iOS 17, macOS 14).
    ///   - instanceOrigin: The instance's origin, or `nil` for a data store no service registered.
    ///   - appBundleId: The app's bundle id.
    ///   - account: The core's account, or `nil` when the core does not say.
    package static func websiteDataStore(
        hasIdentifiedStores: Bool, instanceOrigin: String?, appBundleId: String, account: String?
    ) -> WebsiteDataStoreChoice {
        guard hasIdentifiedStores, let instanceOrigin, let account else { return .nonPersistent }
        return .persistent(
            dataStoreIdentifier(instanceOrigin: instanceOrigin, appBundleId: appBundleId, account: account))
    }

    /// The identifier of a service's persistent website data store: a UUID derived from the instance's origin,
    /// the app's bundle id and the account, so that the store survives relaunches and no two instances, and no
    /// two accounts on one instance, share one.
    package static func dataStoreIdentifier(instanceOrigin: String, appBundleId: String, account: String) -> UUID {
        var bytes = Array(
            Digest.sha256(
                Data("nowweb-datastore\n\(appBundleId)\n\(instanceOrigin)\n\(account)".utf8)
            ).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50  // version 5 layout (name-based, SHA)
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
        let tuple = (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
            bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )
        return UUID(uuid: tuple)
    }
}

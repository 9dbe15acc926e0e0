// Stub of Apple's WebKit: the WKWebView API the WKWebView engine uses.
// Sources: WebKit's open-source tree, Source/WebKit/UIProcess/API/Cocoa/ (WKWebView.h, WKWebViewConfiguration.h,
// WKNavigationDelegate.h, WKUIDelegate.h, WKDownload.h, WKDownloadDelegate.h, WKNavigationAction.h, WKNavigationResponse.h, WKNavigation.h,
// WKFrameInfo.h, WKSecurityOrigin.h, WKScriptMessage.h, WKScriptMessageHandler.h, WKUserContentController.h,
// WKContentWorld.h, WKUserScript.h, WKWebsiteDataStore.h, WKHTTPCookieStore.h, WKError.h), imported by the ClangImporter's rules (WK_SWIFT_UI_ACTOR is
// `@MainActor`; `isFoo` getters; pruned selector names), and the iOS 18.0 SDK's WebKit overlay
// (iPhoneOS18.0.sdk/usr/lib/swift/WebKit.swiftmodule/arm64-apple-ios.swiftinterface) for
// `evaluateJavaScript(_:in:in:completionHandler:)`.
@_exported import Foundation
@_exported import UIKit

// On Apple platforms URLRequest and URLResponse are in Foundation; Linux moved them to FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

// WKSecurityOrigin.h: `WK_CLASS_AVAILABLE(macos(10.11), ios(9.0)) @interface WKSecurityOrigin : NSObject`
open class WKSecurityOrigin: NSObject {
    // `@property (nonatomic, readonly, copy) NSString *protocol;` (imported as `protocol`), `host`, `port`.
    open var `protocol`: String { fatalError() }
    open var host: String { fatalError() }
    open var port: Int { fatalError() }
}

// WKFrameInfo.h: `WK_SWIFT_UI_ACTOR @interface WKFrameInfo : NSObject <NSCopying>`
@MainActor open class WKFrameInfo: NSObject {
    // `@property (nonatomic, readonly, getter=isMainFrame) BOOL mainFrame;`
    open var isMainFrame: Bool { fatalError() }
    // `@property (nonatomic, readonly, copy) NSURLRequest *request;`
    open var request: URLRequest { fatalError() }
    // `@property (nonatomic, readonly) WKSecurityOrigin *securityOrigin;`
    open var securityOrigin: WKSecurityOrigin { fatalError() }
    // `@property (nonatomic, readonly, weak) WKWebView *webView;`
    weak open var webView: WKWebView? { fatalError() }
}

// WKNavigationAction.h: `typedef NS_ENUM(NSInteger, WKNavigationType)`
public enum WKNavigationType: Int, @unchecked Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

// WKNavigationAction.h: `@interface WKNavigationAction : NSObject` (properties of WKFrameInfo/NSURLRequest type).
open class WKNavigationAction: NSObject {
    // `@property (nonatomic, readonly, copy) WKFrameInfo *sourceFrame;`
    open var sourceFrame: WKFrameInfo { fatalError() }
    // `@property (nullable, nonatomic, readonly, copy) WKFrameInfo *targetFrame;`
    open var targetFrame: WKFrameInfo? { fatalError() }
    // `@property (nonatomic, readonly) WKNavigationType navigationType;`
    open var navigationType: WKNavigationType { fatalError() }
    // `@property (nonatomic, readonly, copy) NSURLRequest *request;`
    open var request: URLRequest { fatalError() }
    // `@property (nonatomic, readonly) BOOL shouldPerformDownload WK_API_AVAILABLE(macos(11.3), ios(14.5));`
    open var shouldPerformDownload: Bool { fatalError() }
}

// WKNavigationResponse.h: `WK_SWIFT_UI_ACTOR @interface WKNavigationResponse : NSObject`
@MainActor open class WKNavigationResponse: NSObject {
    // `@property (nonatomic, readonly, getter=isForMainFrame) BOOL forMainFrame;`
    open var isForMainFrame: Bool { fatalError() }
    // `@property (nonatomic, readonly, copy) NSURLResponse *response;`
    open var response: URLResponse { fatalError() }
    // `@property (nonatomic, readonly) BOOL canShowMIMEType;`
    open var canShowMIMEType: Bool { fatalError() }
}

// WKNavigation.h: `WK_SWIFT_UI_ACTOR @interface WKNavigation : NSObject`
@MainActor open class WKNavigation: NSObject {}

// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationActionPolicy) { Cancel, Allow, Download }`
public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationResponsePolicy) { Cancel, Allow, Download }`
public enum WKNavigationResponsePolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

// Blocks marked WK_SWIFT_UI_ACTOR are imported as `@MainActor @Sendable` closures.
// WKNavigationDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKNavigationDelegate <NSObject>`, every method @optional
// (modelled as protocol extension defaults, which is how an optional requirement looks to an implementer).
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    // `- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    //   decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationActionPolicy))decisionHandler;`
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    // `- (void)webView:(WKWebView *)webView decidePolicyForNavigationResponse:(WKNavigationResponse *)navigationResponse
    //   decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationResponsePolicy))decisionHandler;`
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    // `- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(null_unspecified WKNavigation *)navigation;`
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    // `- (void)webView:(WKWebView *)webView didReceiveServerRedirectForProvisionalNavigation:(null_unspecified WKNavigation *)navigation;`
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    // `- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(null_unspecified WKNavigation *)navigation withError:(NSError *)error;`
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    // `- (void)webView:(WKWebView *)webView didCommitNavigation:(null_unspecified WKNavigation *)navigation;`
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    // `- (void)webView:(WKWebView *)webView didFinishNavigation:(null_unspecified WKNavigation *)navigation;`
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    // `- (void)webView:(WKWebView *)webView didFailNavigation:(null_unspecified WKNavigation *)navigation withError:(NSError *)error;`
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    // `- (void)webViewWebContentProcessDidTerminate:(WKWebView *)webView;`
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
    // The `async` forms the ClangImporter adds for the two `WK_SWIFT_ASYNC(3)` methods above. Optional in
    // WebKit, modelled here without a default so that an implementation whose shape drifts fails this check,
    // as its `@objc(...)` selector makes it fail against a real SDK.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    // `- (void)webView:(WKWebView *)webView didReceiveAuthenticationChallenge:(NSURLAuthenticationChallenge *)challenge
    //   completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSURLSessionAuthChallengeDisposition disposition,
    //   NSURLCredential * _Nullable credential))completionHandler WK_SWIFT_ASYNC_NAME(webView(_:respondTo:));`
    // in its `async` form (the block form is in the extension below), without a default like the two above.
    func webView(_ webView: WKWebView, respondTo challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, URLCredential?)
    // `- (void)webView:(WKWebView *)webView navigationAction:(WKNavigationAction *)navigationAction
    //   didBecomeDownload:(WKDownload *)download WK_API_AVAILABLE(macos(11.3), ios(14.5));` (the selector's
    //   `Download` is pruned: it repeats the parameter's type name)
    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)
    // `- (void)webView:(WKWebView *)webView navigationResponse:(WKNavigationResponse *)navigationResponse
    //   didBecomeDownload:(WKDownload *)download WK_API_AVAILABLE(macos(11.3), ios(14.5));`
    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) { fatalError() }
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) { fatalError() }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { fatalError() }
    public func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
    ) { fatalError() }
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) { fatalError() }
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { fatalError() }
    public func webView(
        _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) { fatalError() }
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { fatalError() }
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        fatalError()
    }
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) { fatalError() }
    public func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
        fatalError()
    }
    public func webView(
        _ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload
    ) { fatalError() }
}

// WKDownload.h: `WK_CLASS_AVAILABLE(macos(11.3), ios(14.5)) WK_SWIFT_UI_ACTOR
// @interface WKDownload : NSObject<NSProgressReporting>` (only the member the engine uses).
@MainActor open class WKDownload: NSObject {
    // `@property (nonatomic, weak) id <WKDownloadDelegate> delegate;`
    weak open var delegate: (any WKDownloadDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
}

// WKDownloadDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKDownloadDelegate <NSObject>`; its one @required method in
// its `async` form (modelled without a default, as WKNavigationDelegate's `async` forms are), and two @optional ones
// (protocol extension defaults below).
@MainActor public protocol WKDownloadDelegate: NSObjectProtocol {
    // `- (void)download:(WKDownload *)download decideDestinationUsingResponse:(NSURLResponse *)response
    //   suggestedFilename:(NSString *)suggestedFilename completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSURL *
    //   _Nullable destination))completionHandler;` in the `async` form the ClangImporter adds for it.
    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String)
        async -> URL?
    // `- (void)downloadDidFinish:(WKDownload *)download;`
    func downloadDidFinish(_ download: WKDownload)
    // `- (void)download:(WKDownload *)download didFailWithError:(NSError *)error resumeData:(nullable NSData *)
    //   resumeData;`
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}

extension WKDownloadDelegate {
    public func downloadDidFinish(_ download: WKDownload) { fatalError() }
    public func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) { fatalError() }
}

// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKPermissionDecision) { Prompt, Grant, Deny }` (ios 15.0)
public enum WKPermissionDecision: Int, @unchecked Sendable {
    case prompt = 0
    case grant = 1
    case deny = 2
}

// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKMediaCaptureType) { Camera, Microphone, CameraAndMicrophone }` (ios 15.0)
public enum WKMediaCaptureType: Int, @unchecked Sendable {
    case camera = 0
    case microphone = 1
    case cameraAndMicrophone = 2
}

// WKWindowFeatures.h: `WK_SWIFT_UI_ACTOR @interface WKWindowFeatures : NSObject` (the features a page asked for).
@MainActor open class WKWindowFeatures: NSObject {}

// WKUIDelegate.h: `@protocol WKUIDelegate <NSObject>` (no WK_SWIFT_UI_ACTOR on the protocol), every method @optional.
// The completion blocks of the three methods that have `async` forms are imported as `@Sendable`, as the
// ClangImporter imports the completion handler of every method it also imports as `async`.
public protocol WKUIDelegate: NSObjectProtocol {
    // `- (nullable WKWebView *)webView:(WKWebView *)webView createWebViewWithConfiguration:(WKWebViewConfiguration *)
    //   configuration forNavigationAction:(WKNavigationAction *)navigationAction windowFeatures:(WKWindowFeatures *)
    //   windowFeatures;` ("If you do not implement this method, the web view will cancel the navigation.")
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    // `- (void)webViewDidClose:(WKWebView *)webView WK_API_AVAILABLE(macos(10.11), ios(9.0));`
    func webViewDidClose(_ webView: WKWebView)
    // `- (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message
    //   initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(void))completionHandler;`
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable () -> Void)
    // `- (void)webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message
    //   initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(BOOL result))completionHandler;`
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable (Bool) -> Void)
    // `- (void)webView:(WKWebView *)webView runJavaScriptTextInputPanelWithPrompt:(NSString *)prompt
    //   defaultText:(nullable NSString *)defaultText initiatedByFrame:(WKFrameInfo *)frame
    //   completionHandler:(void (^)(NSString * _Nullable result))completionHandler;`
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable (String?) -> Void)
    // `- (void)webView:(WKWebView *)webView requestMediaCapturePermissionForOrigin:(WKSecurityOrigin *)origin
    //   initiatedByFrame:(WKFrameInfo *)frame type:(WKMediaCaptureType)type
    //   decisionHandler:(void (^)(WKPermissionDecision decision))decisionHandler;` (ios 15.0)
    func webView(
        _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
        decisionHandler: @escaping @Sendable (WKPermissionDecision) -> Void)
    // The `async` forms the ClangImporter adds for the four completion-handler methods above (the last block
    // argument becomes the result; the media one is named by its `WK_SWIFT_ASYNC_NAME(webView(_:
    // decideMediaCapturePermissionsFor:initiatedBy:type:))`). Optional in WebKit, modelled here without a
    // default, as above.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    ) async
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    ) async -> Bool
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String?
    func webView(
        _ webView: WKWebView, decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
        initiatedBy frame: WKFrameInfo, type: WKMediaCaptureType
    ) async -> WKPermissionDecision
}

extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? { fatalError() }
    public func webViewDidClose(_ webView: WKWebView) { fatalError() }
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable () -> Void
    ) { fatalError() }
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable (Bool) -> Void
    ) { fatalError() }
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @Sendable (String?) -> Void
    ) { fatalError() }
    public func webView(
        _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
        decisionHandler: @escaping @Sendable (WKPermissionDecision) -> Void
    ) { fatalError() }
}

// WKContentWorld.h: `WK_SWIFT_UI_ACTOR @interface WKContentWorld : NSObject` with `@property (class, nonatomic,
// readonly) WKContentWorld *pageWorld;` (imported as `page`).
@MainActor open class WKContentWorld: NSObject {
    open class var page: WKContentWorld { fatalError() }
    // `+ (WKContentWorld *)worldWithName:(NSString *)name NS_SWIFT_NAME(world(name:));`
    open class func world(name: String) -> WKContentWorld { fatalError() }
}

// WKUserScript.h: `typedef NS_ENUM(NSInteger, WKUserScriptInjectionTime) { WKUserScriptInjectionTimeAtDocumentStart,
// WKUserScriptInjectionTimeAtDocumentEnd }`
public enum WKUserScriptInjectionTime: Int, @unchecked Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}

// WKUserScript.h: `WK_CLASS_AVAILABLE(macos(10.10), ios(8.0)) @interface WKUserScript : NSObject <NSCopying>` (no
// WK_SWIFT_UI_ACTOR).
open class WKUserScript: NSObject {
    // `- (instancetype)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime
    //   forMainFrameOnly:(BOOL)forMainFrameOnly inContentWorld:(WKContentWorld *)contentWorld
    //   WK_API_AVAILABLE(macos(11.0), ios(14.0));`
    public init(
        source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) { fatalError() }
    // `@property (nonatomic, readonly, copy) NSString *source;`
    open var source: String { fatalError() }
}

// WKScriptMessage.h: `WK_SWIFT_UI_ACTOR @interface WKScriptMessage : NSObject`
@MainActor open class WKScriptMessage: NSObject {
    // `@property (nonatomic, readonly, copy) id body;`
    open var body: Any { fatalError() }
    // `@property (nullable, nonatomic, readonly, weak) WKWebView *webView;`
    weak open var webView: WKWebView? { fatalError() }
    // `@property (nonatomic, readonly, copy) WKFrameInfo *frameInfo;`
    open var frameInfo: WKFrameInfo { fatalError() }
    // `@property (nonatomic, readonly, copy) NSString *name;`
    open var name: String { fatalError() }
}

// WKScriptMessageHandler.h: `WK_SWIFT_UI_ACTOR @protocol WKScriptMessageHandler <NSObject>`, one @required method.
@MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    // `- (void)userContentController:(WKUserContentController *)userContentController
    //   didReceiveScriptMessage:(WKScriptMessage *)message;`
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

// WKUserContentController.h: `WK_SWIFT_UI_ACTOR @interface WKUserContentController : NSObject <NSSecureCoding>`
@MainActor open class WKUserContentController: NSObject {
    public override init() { fatalError() }
    // `- (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;`
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { fatalError() }
    // `- (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler
    //   contentWorld:(WKContentWorld *)world name:(NSString *)name WK_API_AVAILABLE(macos(11.0), ios(14.0));`
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String)
    {
        fatalError()
    }
    // `- (void)removeScriptMessageHandlerForName:(NSString *)name;`
    open func removeScriptMessageHandler(forName name: String) { fatalError() }
    // `- (void)removeAllScriptMessageHandlers;` (ios 14.0)
    open func removeAllScriptMessageHandlers() { fatalError() }
    // `@property (nonatomic, readonly, copy) NSArray<WKUserScript *> *userScripts;`
    open var userScripts: [WKUserScript] { fatalError() }
    // `- (void)addUserScript:(WKUserScript *)userScript;`
    open func addUserScript(_ userScript: WKUserScript) { fatalError() }
    // `- (void)removeAllUserScripts;`
    open func removeAllUserScripts() { fatalError() }
}

// WKWebsiteDataStore.h: `WK_SWIFT_UI_ACTOR @interface WKWebsiteDataStore : NSObject <NSSecureCoding>`
@MainActor open class WKWebsiteDataStore: NSObject {
    // `+ (WKWebsiteDataStore *)defaultDataStore;`, `+ (WKWebsiteDataStore *)nonPersistentDataStore;`
    open class func `default`() -> WKWebsiteDataStore { fatalError() }
    open class func nonPersistent() -> WKWebsiteDataStore { fatalError() }
    // `@property (nonatomic, readonly, getter=isPersistent) BOOL persistent;`
    open var isPersistent: Bool { fatalError() }
    // `+ (NSSet<NSString *> *)allWebsiteDataTypes;`
    open class func allWebsiteDataTypes() -> Set<String> { fatalError() }
    // `- (void)removeDataOfTypes:(NSSet<NSString *> *)dataTypes modifiedSince:(NSDate *)date
    //   completionHandler:(WK_SWIFT_UI_ACTOR void (^)(void))completionHandler;`
    open func removeData(
        ofTypes dataTypes: Set<String>, modifiedSince date: Date,
        completionHandler: @escaping @MainActor @Sendable () -> Void
    ) { fatalError() }
    // `@property (nonatomic, readonly) WKHTTPCookieStore *httpCookieStore WK_API_AVAILABLE(macos(10.13), ios(11.0));`
    open var httpCookieStore: WKHTTPCookieStore { fatalError() }
    // `@property (nonatomic, readonly, nullable) NSUUID *identifier WK_API_AVAILABLE(macos(14.0), ios(17.0));`
    open var identifier: UUID? { fatalError() }
    // `+ (WKWebsiteDataStore *)dataStoreForIdentifier:(NSUUID *)identifier WK_API_AVAILABLE(macos(14.0), ios(17.0));`
    // (a class factory whose name ends in the class's, imported as an initializer)
    public convenience init(forIdentifier identifier: UUID) { fatalError() }
    // `+ (void)removeDataStoreForIdentifier:(NSUUID *)identifier
    //   completionHandler:(WK_SWIFT_UI_ACTOR void(^)(NSError * _Nullable))completionHandler WK_API_AVAILABLE(macos(14.0), ios(17.0));`
    open class func remove(
        forIdentifier identifier: UUID, completionHandler: @escaping @MainActor @Sendable ((any Error)?) -> Void
    ) { fatalError() }
}

// WKHTTPCookieStore.h: `WK_CLASS_AVAILABLE(macos(10.13), ios(11.0)) WK_SWIFT_UI_ACTOR @interface WKHTTPCookieStore : NSObject`
// (`- (instancetype)init NS_UNAVAILABLE;`: no initializer is declared here, none is used)
@MainActor open class WKHTTPCookieStore: NSObject {
    // `- (void)getAllCookies:(WK_SWIFT_UI_ACTOR void (^)(NSArray<NSHTTPCookie *> *))completionHandler;`
    open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
        fatalError()
    }
    // `- (void)setCookie:(NSHTTPCookie *)cookie completionHandler:(nullable WK_SWIFT_UI_ACTOR void (^)(void))
    //   completionHandler;` (a nullable trailing block is imported with a `nil` default)
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        fatalError()
    }
    // `- (void)deleteCookie:(NSHTTPCookie *)cookie completionHandler:(nullable WK_SWIFT_UI_ACTOR void (^)(void))
    //   completionHandler WK_SWIFT_ASYNC_NAME(deleteCookie(_:));` in its `async` form (WK_SWIFT_ASYNC_NAME)
    open func deleteCookie(_ cookie: HTTPCookie) async { fatalError() }
    // `- (void)addObserver:(id<WKHTTPCookieStoreObserver>)observer;` (pruned to `add(_:)`; not retained)
    open func add(_ observer: any WKHTTPCookieStoreObserver) { fatalError() }
    // `- (void)removeObserver:(id<WKHTTPCookieStoreObserver>)observer;` (pruned to `remove(_:)`)
    open func remove(_ observer: any WKHTTPCookieStoreObserver) { fatalError() }
}

// WKHTTPCookieStore.h: `WK_API_AVAILABLE(macos(10.13), ios(11.0)) WK_SWIFT_UI_ACTOR @protocol
// WKHTTPCookieStoreObserver <NSObject>`, its one method @optional (modelled as a protocol extension default).
@MainActor public protocol WKHTTPCookieStoreObserver: NSObjectProtocol {
    // `- (void)cookiesDidChangeInCookieStore:(WKHTTPCookieStore *)cookieStore;`
    func cookiesDidChange(in cookieStore: WKHTTPCookieStore)
}

extension WKHTTPCookieStoreObserver {
    public func cookiesDidChange(in cookieStore: WKHTTPCookieStore) { fatalError() }
}

// WKWebViewConfiguration.h: `WK_SWIFT_UI_ACTOR @interface WKWebViewConfiguration : NSObject <NSSecureCoding, NSCopying>`
@MainActor open class WKWebViewConfiguration: NSObject {
    public override init() { fatalError() }
    // `@property (nonatomic, strong) WKWebsiteDataStore *websiteDataStore;`
    open var websiteDataStore: WKWebsiteDataStore {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, strong) WKUserContentController *userContentController;`
    open var userContentController: WKUserContentController {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nullable, nonatomic, copy) NSString *applicationNameForUserAgent;`
    open var applicationNameForUserAgent: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// WKWebView.h: `WK_SWIFT_UI_ACTOR @interface WKWebView : UIView` (iOS).
@MainActor open class WKWebView: UIView {
    // `- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // `@property (nonatomic, readonly, copy) WKWebViewConfiguration *configuration;`
    open var configuration: WKWebViewConfiguration { fatalError() }
    // `@property (nonatomic, readonly, strong) UIScrollView *scrollView;` (iOS only; WKWebView.h in the iOS 16.5
    // SDK)
    open var scrollView: UIScrollView { fatalError() }
    // `@property (nullable, nonatomic, weak) id <WKNavigationDelegate> navigationDelegate;`
    weak open var navigationDelegate: (any WKNavigationDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nullable, nonatomic, weak) id <WKUIDelegate> UIDelegate;` (imported as `uiDelegate`)
    weak open var uiDelegate: (any WKUIDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (nullable WKNavigation *)loadRequest:(NSURLRequest *)request;`
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError() }
    // `- (nullable WKNavigation *)goBack;`
    @discardableResult open func goBack() -> WKNavigation? { fatalError() }
    // `- (void)stopLoading;`
    open func stopLoading() { fatalError() }
    // `@property (nonatomic, readonly) BOOL canGoBack;`
    open var canGoBack: Bool { fatalError() }
    // `@property (nullable, nonatomic, readonly, copy) NSURL *URL;` (imported as `url`)
    open var url: URL? { fatalError() }
    // `@property (nullable, nonatomic, readonly, copy) NSString *title;`
    open var title: String? { fatalError() }
    // `@property (nonatomic, readonly) double estimatedProgress;`
    open var estimatedProgress: Double { fatalError() }
    // `@property (nullable, nonatomic, copy) NSString *customUserAgent;`
    open var customUserAgent: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, getter=isOpaque) BOOL opaque;` (UIView, UIView.h)
    open var isOpaque: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic) BOOL allowsBackForwardNavigationGestures;`
    open var allowsBackForwardNavigationGestures: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, getter=isInspectable) BOOL inspectable NS_SWIFT_NAME(isInspectable)
    //   API_AVAILABLE(macos(13.3), ios(16.4));` (the iOS 16.4 SDK's WKWebView.h)
    open var isInspectable: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic, null_resettable, copy) UIColor *underPageBackgroundColor WK_API_AVAILABLE(ios(15.0));`
    open var underPageBackgroundColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (void)evaluateJavaScript:(NSString *)javaScriptString completionHandler:(void (^ _Nullable)(_Nullable id,
    //   NSError * _Nullable error))completionHandler;`
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) { fatalError() }
}

// WebKit overlay (WebKit.swiftmodule): `@available(iOS 14.0, macOS 11.0, *) extension WebKit.WKWebView {
//   @_Concurrency.MainActor @preconcurrency public func evaluateJavaScript(_ javaScript: Swift.String,
//   in frame: WebKit.WKFrameInfo? = nil, in contentWorld: WebKit.WKContentWorld,
//   completionHandler: ((Swift.Result<Any, any Swift.Error>) -> Swift.Void)? = nil) }`
extension WKWebView {
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: ((Result<Any, any Error>) -> Void)? = nil
    ) { fatalError() }
}

// WKError.h: `WK_EXTERN NSString * const WKErrorDomain;` and `typedef NS_ENUM(NSInteger, WKErrorCode)`, the codes used.
public let WKErrorDomain: String = { fatalError() }()

// Stub of Apple's AuthenticationServices: the web authentication session the WKWebView engine hands sign-in pop-ups
// to. Sources: AuthenticationServices.framework/Headers/ASWebAuthenticationSession.h and ASFoundation.h (the iOS
// SDK's headers; the iOS 18.0 SDK declares the same members), imported by the ClangImporter's rules, and Apple's
// documentation of the iOS 18 Swift declarations (`class ASWebAuthenticationSession`,
// `@MainActor protocol ASWebAuthenticationPresentationContextProviding : NSObjectProtocol`).
@_exported import Foundation
@_exported import UIKit

// ASFoundation.h: `typedef UIWindow * ASPresentationAnchor;` (iOS)
public typealias ASPresentationAnchor = UIWindow

// ASWebAuthenticationSession.h: `AS_EXTERN API_AVAILABLE(ios(12.0), ...) @interface ASWebAuthenticationSession : NSObject`
open class ASWebAuthenticationSession: NSObject {
    // `typedef void (^ASWebAuthenticationSessionCompletionHandler)(NSURL *_Nullable callbackURL,
    //   NSError *_Nullable error) NS_SWIFT_NAME(ASWebAuthenticationSession.CompletionHandler);`
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void
    // `- (instancetype)initWithURL:(NSURL *)URL callbackURLScheme:(nullable NSString *)callbackURLScheme
    //   completionHandler:(ASWebAuthenticationSessionCompletionHandler)completionHandler;`
    public init(
        url URL: URL, callbackURLScheme: String?,
        completionHandler: @escaping ASWebAuthenticationSession.CompletionHandler
    ) { fatalError() }
    // `@property (nonatomic, weak) id <ASWebAuthenticationPresentationContextProviding> presentationContextProvider
    //   API_AVAILABLE(ios(13.0), macos(10.15));`
    weak open var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `@property (nonatomic) BOOL prefersEphemeralWebBrowserSession API_AVAILABLE(ios(13.0), macos(10.15), watchos(6.2));`
    open var prefersEphemeralWebBrowserSession: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (BOOL)start;`
    open func start() -> Bool { fatalError() }
    // `- (void)cancel;`
    open func cancel() { fatalError() }
}

// ASWebAuthenticationSession.h: `API_AVAILABLE(ios(13.0), macos(10.15)) @protocol
// ASWebAuthenticationPresentationContextProviding <NSObject>`, one required method; main-actor in the iOS 18 SDK.
@MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    // `- (ASPresentationAnchor)presentationAnchorForWebAuthenticationSession:(ASWebAuthenticationSession *)session;`
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

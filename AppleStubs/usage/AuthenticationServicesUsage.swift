// Uses every declaration of AppleStubs/AuthenticationServices: ASPresentationAnchor, ASWebAuthenticationSession
// (CompletionHandler, the initializer, presentationContextProvider, prefersEphemeralWebBrowserSession, start, cancel)
// and ASWebAuthenticationPresentationContextProviding, through a conforming type and a generic function.
import AuthenticationServices
import Foundation
import UIKit

final class UsageAnchorProvider: NSObject, ASWebAuthenticationPresentationContextProviding {
    let anchor: UIWindow

    init(anchor: UIWindow) { self.anchor = anchor }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }
}

@MainActor func anchor<P: ASWebAuthenticationPresentationContextProviding>(
    _ provider: P, _ session: ASWebAuthenticationSession
) -> ASPresentationAnchor {
    provider.presentationAnchor(for: session)
}

@MainActor func authenticationServicesUsage(window: UIWindow) {
    let handler: ASWebAuthenticationSession.CompletionHandler = { (url: URL?, error: (any Error)?) in
        _ = (url, error)
    }
    let session = ASWebAuthenticationSession(
        url: URL(string: "https://idp.example/authorize")!, callbackURLScheme: "com.example.app",
        completionHandler: handler)
    let provider = UsageAnchorProvider(anchor: window)
    session.presentationContextProvider = provider
    _ = session.presentationContextProvider
    session.prefersEphemeralWebBrowserSession = !session.prefersEphemeralWebBrowserSession
    let started: Bool = session.start()
    if started { session.cancel() }
    let _: UIWindow = anchor(provider, session)
}

import Foundation
import NowSDK
import NowWeb

/// An access token without expiry, as the token provider hands it out.
func token(_ value: String) -> AccessToken {
    AccessToken(value: value, expiresAt: nil)
}

/// The answer to a navigation question.
typealias Decision = WebSessionMachine.Decision

/// Shared values for the core's unit tests: one instance, one clock origin, and shorthands for events.
enum CoreFixtures {
    static let instance = URL(string: "https://acme.service-now.com")!
    static let scope = InstanceScope(instanceURL: instance)!
    static let detector = LoginPageDetector(scope: scope)
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// An absolute URL on the instance, or elsewhere when `string` is absolute.
    static func url(_ string: String) -> URL {
        URL(string: string, relativeTo: instance)!.absoluteURL
    }

    static func machine(
        _ initial: String = "/now/nav/ui/home",
        detector: LoginPageDetector = detector,
        configuration: WebSessionMachine.Configuration = .init()
    ) -> WebSessionMachine {
        WebSessionMachine(initialURL: url(initial), detector: detector, configuration: configuration)
    }
}

extension WebSessionMachine {
    /// The policy question for a hop, `seconds` after the fixtures' start.
    mutating func navigate(
        _ url: String, kind: NavigationKind = .linkActivated, mainFrame: Bool? = true, at seconds: Double = 0,
        session: WebSessionEstimate.Verdict = .unknown
    ) -> Decision {
        let action = NavigationAction(url: CoreFixtures.url(url), isMainFrame: mainFrame, kind: kind)
        return decide(action, at: CoreFixtures.start.addingTimeInterval(seconds), session: session)
    }

    /// An engine event `seconds` after the fixtures' start.
    mutating func engine(_ event: WebEngineEvent, at seconds: Double = 0) -> [Action] {
        handle(.engine(event, at: CoreFixtures.start.addingTimeInterval(seconds)))
    }

    /// A main-frame page load as the engine reports it: policy, response, commit, finish. Returns the policy
    /// with every action that followed.
    mutating func show(_ url: String, kind: NavigationKind = .linkActivated, at seconds: Double = 0) -> Decision {
        let target = CoreFixtures.url(url)
        let response = WebResponse(url: target, statusCode: 200, headers: ["X-Is-Logged-In": "true"], isMainFrame: true)
        let decision = navigate(url, kind: kind, at: seconds)
        let actions =
            engine(.responseReceived(response), at: seconds) + engine(.committed(target), at: seconds)
            + engine(.finished(target), at: seconds)
        return Decision(decision.policy, then: decision.actions + actions)
    }

    /// A machine that has bridged with `token` and shows its initial page.
    static func bridged(_ value: String = "tok-1", configuration: Configuration = .init()) -> WebSessionMachine {
        var machine = CoreFixtures.machine(configuration: configuration)
        _ = machine.handle(.loadPage)
        _ = machine.handle(.tokenReceived(token(value), at: CoreFixtures.start))
        _ = machine.show("/now/nav/ui/home", kind: .issued)
        return machine
    }
}

extension WebSessionMachine.Action {
    /// The record of a session that ended `seconds` after the fixtures' start, which follows a detected expiry.
    static func ended(at seconds: Double = 0) -> Self {
        .recordSession(.sessionEnded(at: CoreFixtures.start.addingTimeInterval(seconds)))
    }

    /// The record of a session started by a bridge whose token (without expiry) came at the fixtures' start.
    static let started: Self = .recordSession(.sessionStarted(at: CoreFixtures.start, tokenExpiresAt: nil))

    /// The token keeper's note of that bridge.
    static let kept: Self = .keepTokenFresh(.bridged(tokenExpiresAt: nil, at: CoreFixtures.start))
}

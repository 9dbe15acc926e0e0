import Foundation
import NowSDK
import Testing

@testable import NowWeb

/// When a page is covered (app switcher, screen capture) and when copied text is cleared, from the app's option
/// and the organisation's managed keys; a configuration that cannot be read asks for every measure.
@Suite struct PrivacyScreenPolicyTests {
    private typealias Policy = PrivacyScreenPolicy
    private let record = URL(string: "https://acme.service-now.com/hr_case.do?sys_id=1")!
    private let list = URL(string: "https://acme.service-now.com/incident_list.do")!

    private func policy(
        _ options: NowWebService.Options.PrivacyScreen = .init(), managed: [String: any Sendable]? = nil
    ) -> Policy {
        Policy(options: options, managed: .init(AdministeredConfiguration.read(from: .scripted(managed))))
    }

    @Test func everyPageIsCoveredInTheAppSwitcherByDefault() {
        let policy = policy()
        #expect(policy.isCovered(appState: .inactive, isCaptured: false, url: list))
        #expect(policy.isCovered(appState: .background, isCaptured: false, url: nil))
        #expect(!policy.isCovered(appState: .active, isCaptured: false, url: list))
    }

    @Test func theOrganisationCoversTheAppSwitcherWhenTheAppDoesNot() {
        let options = NowWebService.Options.PrivacyScreen(coversInAppSwitcher: false)
        #expect(!policy(options).isCovered(appState: .inactive, isCaptured: false, url: list))
        let managed = policy(options, managed: ["NowWebPrivacyScreen": true])
        #expect(managed.isCovered(appState: .inactive, isCaptured: false, url: list))
        #expect(
            !policy(options, managed: ["NowWebPrivacyScreen": false]).isCovered(
                appState: .inactive, isCaptured: false, url: list))
    }

    @Test func onlySensitivePagesAreCoveredWhileTheScreenIsCaptured() {
        let byPath = policy(.init(sensitivePathPrefixes: ["/hr_case.do"]))
        #expect(byPath.isCovered(appState: .active, isCaptured: true, url: record))
        #expect(!byPath.isCovered(appState: .active, isCaptured: true, url: list))
        #expect(!byPath.isCovered(appState: .active, isCaptured: false, url: record))
        #expect(!byPath.isCovered(appState: .active, isCaptured: true, url: nil))
    }

    @Test func theAppsClosureAndTheOrganisationsPathsMarkPagesSensitive() {
        let byClosure = policy(.init(isSensitive: { $0.path.hasSuffix("_list.do") }))
        #expect(byClosure.isCovered(appState: .active, isCaptured: true, url: list))
        #expect(!byClosure.isCovered(appState: .active, isCaptured: true, url: record))
        let managed = policy(managed: ["NowWebSensitivePaths": ["/HR_CASE.do"]])
        #expect(managed.isCovered(appState: .active, isCaptured: true, url: record))
        #expect(!managed.isCovered(appState: .active, isCaptured: true, url: list))
    }

    @Test func anUnreadableConfigurationCoversEveryPageAndClearsCopiedText() {
        let options = NowWebService.Options.PrivacyScreen(coversInAppSwitcher: false)
        for broken: [String: any Sendable] in [["NowWebSensitivePaths": "/hr_case.do"], ["NowWebPrivacyScreen": "yes"]]
        {
            let policy = policy(options, managed: broken)
            #expect(policy.isCovered(appState: .inactive, isCaptured: false, url: list))
            #expect(policy.isCovered(appState: .active, isCaptured: true, url: list))
            #expect(policy.clearsPasteboard(copiedChangeCount: 4, currentChangeCount: 4))
        }
        let throwing = Policy(
            options: options,
            managed: .init(
                AdministeredConfiguration.read(
                    from: .init { () throws(NowManagedConfiguration.Problem) in
                        throw .unreadableFile(
                            path: "/etc/nowweb/managed-configuration.json", reason: "not a JSON object")
                    })))
        #expect(throwing.isCovered(appState: .active, isCaptured: true, url: list))
    }

    @Test func copiedTextIsClearedOnlyWhenAskedAndStillOnThePasteboard() {
        #expect(!policy().clearsPasteboard(copiedChangeCount: 4, currentChangeCount: 4))
        let asked = policy(.init(clearsCopiedTextOnBackground: true))
        #expect(asked.clearsPasteboard(copiedChangeCount: 4, currentChangeCount: 4))
        #expect(!asked.clearsPasteboard(copiedChangeCount: 4, currentChangeCount: 5))
        #expect(!asked.clearsPasteboard(copiedChangeCount: nil, currentChangeCount: 4))
        let managed = policy(managed: ["NowWebClearCopiedText": true])
        #expect(managed.clearsPasteboard(copiedChangeCount: 7, currentChangeCount: 7))
    }
}

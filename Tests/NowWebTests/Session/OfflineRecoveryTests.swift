import Foundation
import NowSDK
import Testing

@testable import NowWeb

@Suite("OfflineRecovery")
struct OfflineRecoveryTests {
    let page = URL(string: "https://acme.service-now.com/now/nav/ui/home")!

    @Test(arguments: [
        "NSURLErrorDomain -1009", "NSURLErrorDomain -1005", "NSURLErrorDomain -1003",
        "g-io-error-quark 28: Network is unreachable", "g-io-error-quark 27: No route to host",
        "g-resolver-error-quark 0: Error resolving “acme.service-now.com”: Name or service not known",
        "g-resolver-error-quark 1: Temporary failure in name resolution",
    ])
    func platformErrorsThatNameAMissingNetworkAreOffline(reason: String) {
        #expect(OfflineRecovery.isOffline(.network(reason), connectivity: nil))
        #expect(OfflineRecovery.isOffline(.network(reason), connectivity: .online))
    }

    @Test(arguments: [
        "NSURLErrorDomain -1001", "NSURLErrorDomain -1202", "g-io-error-quark 39: Connection refused",
        "g-io-error-quark 280", "g-tls-error-quark 3: Unacceptable TLS certificate", "The request failed.",
        "NSURLErrorDomain", "NSURLErrorDomain -1009x", "", "g-io-error-quark28",
    ])
    func otherNetworkFailuresAreOfflineOnlyWhenTheSourceSaysSo(reason: String) {
        #expect(!OfflineRecovery.isOffline(.network(reason), connectivity: .online))
        #expect(!OfflineRecovery.isOffline(.network(reason), connectivity: nil))
        #expect(OfflineRecovery.isOffline(.network(reason), connectivity: .offline))
    }

    @Test(arguments: [
        WebEngineError.cancelled, .badResponse("x"), .contentProcessTerminated, .javaScriptUnavailable,
        .engineUnavailable("x"),
    ])
    func failuresThatAreNotTheNetworksNeverAre(error: WebEngineError) {
        #expect(!OfflineRecovery.isOffline(error, connectivity: .offline))
    }

    @Test func aTokenThatCouldNotBeHadIsOfflineOnlyWhileTheSourceSaysSo() {
        let transient = NowWebError.tokenUnavailable(mustSignIn: false)
        #expect(OfflineRecovery.isOffline(transient, connectivity: .offline))
        #expect(!OfflineRecovery.isOffline(transient, connectivity: .online))
        #expect(!OfflineRecovery.isOffline(transient, connectivity: nil))
        #expect(!OfflineRecovery.isOffline(.tokenUnavailable(mustSignIn: true), connectivity: .offline))
    }

    @Test(arguments: [
        NowWebError.badResponse(page: nil, reason: "HTTP 503"), .loginLoop(page: URL(string: "https://a.b/x")!),
        .trustRefused(page: nil, reason: "pin"), .recoveryBudgetExhausted(recoveries: 3, window: 300),
        .signInRequired, .contentProcessTerminated(page: nil), .engineUnavailable(reason: "no display"),
    ])
    func aServerThatAnsweredOrAnyOtherFailureIsNeverOffline(error: NowWebError) {
        #expect(!OfflineRecovery.isOffline(error, connectivity: .offline))
        var recovery = OfflineRecovery()
        _ = recovery.connectivityChanged(.offline)
        #expect(recovery.loadFailed(page, error: error) == [])
        #expect(!recovery.isShowingBanner)
    }

    @Test func aNetworkFailureOfTheControllerIsJudgedByItsReason() {
        let named = NowWebError.networkFailure(page: page, reason: "g-io-error-quark 28: Network is unreachable")
        let refused = NowWebError.networkFailure(page: page, reason: "g-io-error-quark 39: Connection refused")
        #expect(OfflineRecovery.isOffline(named, connectivity: .online))
        #expect(!OfflineRecovery.isOffline(refused, connectivity: .online))
        #expect(OfflineRecovery.isOffline(refused, connectivity: .offline))
    }

    @Test func aPageOfflineAtLoadShowsTheBannerAndReloadsOnceWhenTheNetworkIsBack() {
        var recovery = OfflineRecovery()
        #expect(recovery.connectivityChanged(.offline) == [])
        #expect(
            recovery.loadFailed(page, error: .networkFailure(page: page, reason: "The request failed.")) == [
                .showBanner(page)
            ])
        #expect(recovery.isShowingBanner)
        #expect(recovery.connectivityChanged(.offline) == [], "still offline: nothing")
        #expect(recovery.connectivityChanged(.online) == [.reload(page)])
        #expect(recovery.connectivityChanged(.offline) == [])
        #expect(recovery.connectivityChanged(.online) == [], "once: the reload is still out")
        #expect(recovery.loadFinished() == [.hideBanner])
        #expect(!recovery.isShowingBanner)
        #expect(recovery.connectivityChanged(.online) == [])
    }

    @Test func aReloadThatFailsAgainWaitsForTheNextTimeTheNetworkComesBack() {
        var recovery = OfflineRecovery()
        _ = recovery.connectivityChanged(.offline)
        _ = recovery.loadFailed(page, error: .networkFailure(page: page, reason: "NSURLErrorDomain -1009"))
        #expect(recovery.connectivityChanged(.online) == [.reload(page)])
        let redirected = URL(string: "https://acme.service-now.com/elsewhere")!
        #expect(
            recovery.loadFailed(redirected, error: .networkFailure(page: redirected, reason: "NSURLErrorDomain -1009"))
                == [.showBanner(page)])
        #expect(recovery.connectivityChanged(.online) == [.reload(page)], "the page first asked for")
    }

    @Test func theSourceSayingOfflineHoldsNothingBackALoopbackLoadStillFinishes() {
        var recovery = OfflineRecovery()
        _ = recovery.connectivityChanged(.offline)
        #expect(recovery.loadFinished() == [])
        #expect(!recovery.isShowingBanner)
        #expect(recovery.connectivityChanged(.online) == [])
    }

    @Test func anotherKindOfFailureEndsTheWaitAndHidesTheBanner() {
        var recovery = OfflineRecovery()
        _ = recovery.loadFailed(
            page, error: .networkFailure(page: page, reason: "g-io-error-quark 28: Network is unreachable"))
        #expect(recovery.loadFailed(page, error: .badResponse(page: page, reason: "500")) == [.hideBanner])
        #expect(recovery.connectivityChanged(.online) == [])
        #expect(recovery.loadFailed(page, error: .badResponse(page: page, reason: "500")) == [])
    }

    @Test func retryReloadsAWaitingPageOnceAndOnlyThen() {
        var recovery = OfflineRecovery()
        #expect(recovery.retryRequested() == [])
        _ = recovery.loadFailed(page, error: .networkFailure(page: page, reason: "NSURLErrorDomain -1009"))
        #expect(recovery.retryRequested() == [.reload(page)])
        #expect(recovery.retryRequested() == [])
        #expect(recovery.connectivityChanged(.online) == [])
    }
}

import Foundation
import NowSDK
import NowWeb
import NowWebTesting
import Testing

/// `auth.reauthenticate`: the page's payload read as hostile input, and the app's hook answering the page.
@Suite @MainActor struct CabrilloReauthenticationTests {
    let bridge = ControllerCabrilloTests()

    func outcome(_ options: JSONValue) throws(CabrilloError) -> CabrilloOutcome {
        try CabrilloDispatcher().outcome(
            for: CabrilloCall(method: CabrilloMethod("auth", "reauthenticate"), options: options))
    }

    @Test func theUserThePageNamesBecomesTheRequest() throws {
        let user: JSONValue = .object([
            "sysId": .string("6816f79cc0a8016401c5a33be04be441"), "userName": .string("abel.tuter"),
            "firstName": .string("Abel"), "lastName": .null,
        ])
        let command = try #require(try outcome(.object(["user": user])).command)
        let expected = NowWebReauthentication.User(
            sysID: "6816f79cc0a8016401c5a33be04be441", userName: "abel.tuter", firstName: "Abel")
        #expect(command == .reauthenticate(NowWebReauthentication(purpose: .eSignature, user: expected)))
        #expect(command.isAnsweredLater)
        #expect(CabrilloMethod.offered.contains(.reauthenticate))
    }

    @Test(arguments: [
        (JSONValue.null, "user is not an object"),
        (.object(["user": .string("abel")]), "user is not an object"),
        (.object(["user": .object(["sysId": .number(7)])]), "user.sysId is not a string"),
        (.object(["user": .object(["userName": .array([])])]), "user.userName is not a string"),
        (
            .object(["user": .object(["lastName": .string(String(repeating: "x", count: 257))])]),
            "user.lastName is longer than 256 characters"
        ),
    ])
    func aPayloadOfTheWrongShapeIsError400(_ options: JSONValue, _ reason: String) {
        #expect(throws: CabrilloError.invalidOptions(.reauthenticate, reason)) { try outcome(options) }
        #expect(CabrilloError.invalidOptions(.reauthenticate, reason).status == 400)
    }

    @Test func aRefusedPayloadStillTellsThePortalItIsNotReauthenticated() async throws {
        try await bridge.withController { _, engine, _ throws in
            engine.emit(bridge.call(.reauthenticate, .object(["user": .number(1)])))
            let answer = try #require(try bridge.replies(engine).first)
            #expect(answer["results"] == .object(["reauthenticated": .bool(false)]))
            #expect(answer["error"]?["status"] == .number(400))
        }
    }

    @Test(arguments: [true, false])
    func theHooksAnswerReachesThePageInTheFrameThatAsked(_ confirmed: Bool) async throws {
        try await bridge.withController { controller, engine, _ throws in
            let hook = ReauthenticationHook(answer: .success(confirmed))
            controller.delegate = hook
            engine.emit(bridge.call(.reauthenticate, .object(["user": .object(["userName": .string("abel.tuter")])])))
            while engine.evaluatedCallbacks.isEmpty { await Task.yield() }
            #expect(hook.requests.map(\.user?.userName) == ["abel.tuter"])
            #expect(engine.evaluatedCallbacks.map(\.frame) == [ControllerCabrilloTests.frame])
            let answer = try #require(try bridge.replies(engine).first)
            #expect(answer["results"] == .object(["reauthenticated": .bool(confirmed)]))
            #expect(answer["error"] == nil)
        }
    }

    @Test func aHookThatCannotAskTellsThePageWhy() async throws {
        try await bridge.withController { controller, engine, _ throws in
            let hook = ReauthenticationHook(answer: .failure(.unavailable(.reauthenticate, "no passcode")))
            controller.delegate = hook
            engine.emit(bridge.call(.reauthenticate, .object(["user": .object([:])])))
            while engine.evaluatedCallbacks.isEmpty { await Task.yield() }
            let answer = try #require(try bridge.replies(engine).first)
            #expect(answer["results"] == .object(["reauthenticated": .bool(false)]))
            #expect(answer["error"]?["status"] == .number(503))
            #expect(answer["error"]?["message"]?.stringValue?.hasSuffix("no passcode") == true)
        }
    }

    /// The default hook on a platform without LocalAuthentication: not re-authenticated, and the error names the
    /// delegate method that would answer.
    @Test func theDefaultHookNamesTheMethodToImplement() async throws {
        try await bridge.withController { controller, engine, _ throws in
            let delegate = DefaultHookDelegate()
            controller.delegate = delegate
            engine.emit(bridge.call(.reauthenticate, .object(["user": .object([:])])))
            while engine.evaluatedCallbacks.isEmpty { await Task.yield() }
            let answer = try #require(try bridge.replies(engine).first)
            #expect(answer["results"] == .object(["reauthenticated": .bool(false)]))
            #expect(answer["error"]?["status"] == .number(503))
            let message = answer["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("nowWebViewController(_:reauthenticate:)"), "\(message)")
        }
    }

    @Test func aSecondRequestWhileOneRunsIsAnsweredAtOnce() async throws {
        try await bridge.withController { controller, engine, _ throws in
            let hook = ReauthenticationHook(answer: nil)
            controller.delegate = hook
            engine.emit(bridge.call(.reauthenticate, .object(["user": .object([:])])))
            await hook.waitForRequest()
            engine.emit(bridge.call(.reauthenticate, .object(["user": .object([:])])))
            let busy = try #require(try bridge.replies(engine).first)
            #expect(
                busy["error"]?["message"]?.stringValue?.hasSuffix("another re-authentication is in progress") == true)
            hook.finish(true)
            while engine.evaluatedCallbacks.count < 2 { await Task.yield() }
            #expect(try bridge.replies(engine).last?["results"] == .object(["reauthenticated": .bool(true)]))
            #expect(hook.requests.count == 1)
        }
    }
}

/// A delegate whose re-authentication hook answers as scripted, or, with no script, when the test says.
@MainActor
final class ReauthenticationHook: NowWebViewControllerDelegate {
    private let answer: Result<Bool, CabrilloError>?
    private(set) var requests: [NowWebReauthentication] = []
    private var pending: CheckedContinuation<Bool, Never>?
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(answer: Result<Bool, CabrilloError>?) {
        self.answer = answer
    }

    func nowWebViewController(
        _ nowWebViewController: NowWebViewController, reauthenticate request: NowWebReauthentication
    ) async throws -> Bool {
        requests.append(request)
        if let answer { return try answer.get() }
        return await withCheckedContinuation { continuation in
            pending = continuation
            for waiter in waiters { waiter.resume() }
            waiters = []
        }
    }

    func waitForRequest() async {
        guard pending == nil else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func finish(_ confirmed: Bool) {
        pending?.resume(returning: confirmed)
        pending = nil
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {}
}

/// A delegate that keeps every default, the re-authentication hook's among them.
@MainActor
final class DefaultHookDelegate: NowWebViewControllerDelegate {
    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {}
}

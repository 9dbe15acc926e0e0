import Foundation
import NowSDK
import NowWebTesting
import Testing

@testable import NowWeb
@testable import NowWebHeadless

/// The headless engine puts HTTP authentication to the app's trust hook (FoundationNetworking delivers no
/// server-trust challenge, so that is all it can ask about on Linux).
@MainActor
@Suite struct HeadlessTrustHookTests {
    struct Answers: NowTrustEvaluating {
        let answer: NowCredentialAnswer
        func answer(_ challenge: NowCredentialChallenge) async -> NowCredentialAnswer { answer }
        func requiresCertificateCheck(host: String) -> Bool { false }
    }

    static func engine(_ answer: NowCredentialAnswer) -> (HeadlessWebEngine, RecordingEngineDelegate) {
        var configuration = HeadlessWebEngine.Configuration()
        configuration.trust = Answers(answer: answer)
        let engine = HeadlessWebEngine(dataStore: WebDataStore(), configuration: configuration)
        let recorder = RecordingEngineDelegate()
        engine.delegate = recorder
        return (engine, recorder)
    }

    static func withGate(_ body: (InstanceEmulator, URL) async throws -> Void) async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.basicAuthenticationPath = "/gate.do"
        let instance = try await InstanceEmulator.start(configuration)
        do {
            try await body(instance, instance.baseURL.appending(path: "gate.do"))
        } catch {
            await instance.shutdown()
            throw error
        }
        await instance.shutdown()
    }

    @Test func theHooksPasswordOpensTheGate() async throws {
        try await Self.withGate { instance, gate in
            let user = try #require(instance.configuration.users.first)
            let (engine, recorder) = Self.engine(.password(user: user.name, password: user.password))
            engine.load(WebRequest(url: gate))
            await engine.waitUntilIdle()
            #expect(recorder.events.contains(.finished(gate)), "\(recorder.events)")
            #expect(instance.requestLog.filter { $0.path == "/gate.do" }.map(\.status) == [401, 200])
        }
    }

    @Test func theHooksRefusalFailsThePageWithItsReason() async throws {
        try await Self.withGate { _, gate in
            let (engine, recorder) = Self.engine(.refuse(reason: "no password for the gate"))
            engine.load(WebRequest(url: gate))
            await engine.waitUntilIdle()
            let failure = recorder.events.compactMap { event -> String? in
                if case .failed(_, .trustRefused(let reason)) = event { reason } else { nil }
            }
            #expect(
                failure.count == 1 && failure.first?.contains("no password for the gate") == true, "\(recorder.events)")
        }
    }
}

import Foundation
import NowSDK
import NowWeb

// swift-check: preamble my-engine
/// Checks that a `WebEngine` keeps the engine contract, against a running ``InstanceEmulator``: the
/// order of events, main-frame flags, a policy question before each request goes out, a cancelled hop kept
/// off the wire, redirects reported, commit, finish and failure, the bridge header only on the issued request
/// and never on another origin, the re-entrancy rule, and files to save refused.
///
/// It checks the contract that NowWeb's session machine relies on, not an engine's own features. Run every
/// check against each engine you ship, with a fresh engine per check:
///
/// ```swift
/// @Test(arguments: WebEngineConformance.Check.allCases) @MainActor
/// func myEngineConforms(_ check: WebEngineConformance.Check) async throws {
///     let conformance = WebEngineConformance { try await MyEngine() }
///     let problems = try await conformance.run(check)
///     #expect(problems.isEmpty, "\(problems)")
/// }
/// ```
@MainActor
public struct WebEngineConformance {
    /// One rule of the contract.
    public enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
        /// An issued load is asked about (main frame, `.issued`) before its request reaches the server, then
        /// reported as main-frame response, commit and finish, in that order.
        case policyBeforeTheRequestThenResponseCommitFinish
        /// A load answered `.cancel` never reaches the server, is reported as cancelled and commits nothing.
        case cancelKeepsTheRequestOffTheWire
        /// A server redirect is asked about (not as a subframe) before it goes out, and reported as a
        /// main-frame `redirected` before the commit of where it led.
        case redirectsAreAskedAboutAndReported
        /// A redirect answered `.cancel` never reaches the server and is reported as cancelled.
        case cancelledRedirectStaysOffTheWire
        /// The headers of a request go on that request only: not on its subresources or later loads.
        case bridgeHeaderOnlyOnTheIssuedRequest
        /// The headers of a request never reach another origin, even when the server redirects there.
        case bridgeHeaderNeverCrossesOrigins
        /// No delegate call from inside a command; a load started from inside an event runs to its commit,
        /// and the load it replaced says nothing more once the new one was asked about.
        case reentrancyRule
        /// A file to save (an attachment) is reported as `downloadRefused`, never committed, and the engine
        /// moves on: where a file goes is the app's decision, never a page's.
        case filesToSaveAreRefused

        /// The raw value.
        public var description: String { rawValue }
    }

    /// Makes a fresh engine for one check.
    public typealias Factory = @MainActor () async throws -> any WebEngine

    /// How long a check waits for the engine to finish a load before it reports that it did not.
    public var timeout: Duration
    private let makeEngine: Factory

    /// Makes a suite that runs its checks on engines made by `makeEngine`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for each load. Default: 30 seconds.
    ///   - makeEngine: Makes a fresh engine, with no cookies of its own, for each check.
    public init(timeout: Duration = .seconds(30), makeEngine: @escaping Factory) {
        self.timeout = timeout
        self.makeEngine = makeEngine
    }

    /// Runs `check` on a fresh engine against a fresh emulator.
    ///
    /// - Returns: What the engine did against the contract, each in one sentence; empty when it conforms.
    /// - Throws: When the engine or the emulator cannot be made.
    public func run(_ check: Check) async throws -> [String] {
        var configuration = InstanceEmulator.Configuration()
        if check == .bridgeHeaderNeverCrossesOrigins { configuration.expiryVariant = .samlRedirect }
        let emulator = try await InstanceEmulator.start(configuration)
        do {
            let engine = try await makeEngine()
            let recorder = ConformanceRecorder(emulator: emulator)
            engine.delegate = recorder
            let session = ConformanceSession(engine: engine, recorder: recorder, emulator: emulator, timeout: timeout)
            let problems = await session.run(check)
            engine.delegate = nil
            await emulator.shutdown()
            return problems + recorder.problems
        } catch {
            await emulator.shutdown()
            throw error
        }
    }
}

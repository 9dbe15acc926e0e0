import NowWebTesting
import Testing

/// Runs a suite while no other suite of the test process configures or logs out NowSDK's process-wide SDK
/// (`ProcessWideSDK`): the web layer's tests log it out too.
struct ProcessWideSDKTrait: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ProcessWideSDK.exclusively(function)
    }
}

extension Trait where Self == ProcessWideSDKTrait {
    /// The suite has NowSDK's process-wide SDK to itself.
    static var processWideSDK: Self { Self() }
}

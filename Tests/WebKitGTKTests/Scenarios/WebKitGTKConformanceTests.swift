#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebKitGTK
    import NowWebTesting
    import Testing

    extension WebKitGTKSuite {
        /// The engine contract, checked against a real WebKit.
        @Suite @MainActor struct ConformanceTests {
            @Test(arguments: WebEngineConformance.Check.allCases)
            func webKitGTKEngineKeepsTheContract(_ check: WebEngineConformance.Check) async throws {
                let conformance = WebEngineConformance { try await WebKitGTKEngine() }
                let problems = try await conformance.run(check)
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }
#endif

#if canImport(Combine)
    import Combine
    import Foundation
    import NowSDK

    /// Makes a web service for `instanceUrl` and publishes it once, or the reason it failed.
    ///
    /// The vendor deprecated this form; prefer ``makeWebService(instanceUrl:)`` with `await`.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: A publisher of the service, which fails with `NowServiceError`.
    @available(*, deprecated, message: "Use the async form: try await NowWeb.makeWebService(instanceUrl:)")
    public func makeWebService(instanceUrl: URL) -> AnyPublisher<NowWebService, NowServiceError> {
        Deferred {
            Future { promise in
                // Combine documents a Future's promise as callable once from any thread.
                nonisolated(unsafe) let fulfil = promise
                makeWebService(instanceUrl: instanceUrl) { result in fulfil(result) }
            }
        }
        .eraseToAnyPublisher()
    }
#endif

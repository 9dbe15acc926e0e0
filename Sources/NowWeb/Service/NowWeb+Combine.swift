#if canImport(Combine)
    import Combine
    import Foundation
    import NowSDK

    /// Makes a web service for `instanceUrl` and publishes it once, or the reason it failed.
    ///
    /// The vendor deprecated its Combine form; prefer ``makeWebService(instanceUrl:)`` with `await`.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: A publisher of the service, which fails with `NowServiceError`.
    public func makeWebServicePublisher(instanceUrl: URL) -> AnyPublisher<NowWebService, NowServiceError> {
        Deferred {
            Future { promise in
                // Combine documents a Future's promise as callable once from any thread.
                nonisolated(unsafe) let fulfil = promise
                makeWebService(instanceUrl: instanceUrl) { result in fulfil(result) }
            }
        }
        .eraseToAnyPublisher()
    }

    /// The vendor's Combine form, under the name of the async form: a synchronous call site would pick it
    /// silently and get a publisher nobody subscribes to, so it is unavailable and names its new spelling.
    ///
    /// - Parameter instanceUrl: The instance.
    /// - Returns: A publisher of the service, which fails with `NowServiceError`.
    @available(
        *, unavailable, renamed: "makeWebServicePublisher(instanceUrl:)",
        message: "Use try await NowWeb.makeWebService(instanceUrl:), or makeWebServicePublisher(instanceUrl:)"
    )
    public func makeWebService(instanceUrl: URL) -> AnyPublisher<NowWebService, NowServiceError> {
        makeWebServicePublisher(instanceUrl: instanceUrl)
    }
#endif

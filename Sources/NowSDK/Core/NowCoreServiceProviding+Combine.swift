#if canImport(Combine)
    import Combine
    import Foundation

    // The vendor's deprecated Combine forms of the core: each runs the async form once per subscription and
    // fails with the vendor's error type.
    extension NowCoreServiceProviding {
        /// An access token for `service`, published once; the vendor's deprecated Combine form.
        ///
        /// - Parameter service: The service asking.
        /// - Returns: A publisher of the token that fails with ``AccessTokenProviderError``.
        @available(*, deprecated, message: "Use the async form: try await requestAccessToken(for:)")
        @discardableResult
        public func requestAccessToken(for service: any NowService) -> AnyPublisher<
            AccessToken, AccessTokenProviderError
        > {
            oneShot({ try await self.requestAccessToken(for: service) }, failure: { AccessTokenProviderError($0) })
        }

        /// A new access token after the current one was rejected, published once; the vendor's deprecated
        /// Combine form.
        ///
        /// - Parameter service: The service whose token was rejected.
        /// - Returns: A publisher of the token that fails with ``AccessTokenProviderError``.
        @available(*, deprecated, message: "Use the async form: try await accessTokenDidFail(for:)")
        @discardableResult
        public func accessTokenDidFail(for service: any NowService) -> AnyPublisher<
            AccessToken, AccessTokenProviderError
        > {
            oneShot(
                { try await self.accessTokenDidFail(for: service, rejected: nil) },
                failure: { AccessTokenProviderError($0) })
        }

        /// The service's settings, published once; the vendor's deprecated Combine form.
        ///
        /// - Parameter service: The service asking.
        /// - Returns: A publisher of the settings that fails with ``SettingsError``.
        @available(*, deprecated, message: "Use the async form: try await requestSettings(for:)")
        @discardableResult
        public func requestSettings(for service: any NowService) -> AnyPublisher<NowServiceSettings, SettingsError> {
            oneShot({ try await self.requestSettings(for: service) }, failure: { SettingsError($0) })
        }

        /// The service's settings fetched again, published once; the vendor's deprecated Combine form.
        ///
        /// - Parameter service: The service asking.
        /// - Returns: A publisher of the settings that fails with ``SettingsError``.
        @available(*, deprecated, message: "Use the async form: try await refreshSettings(for:)")
        @discardableResult
        public func refreshSettings(for service: any NowService) -> AnyPublisher<NowServiceSettings, SettingsError> {
            oneShot({ try await self.refreshSettings(for: service) }, failure: { SettingsError($0) })
        }

        private func oneShot<Output: Sendable, Failure: Error>(
            _ work: @escaping @Sendable () async throws -> Output,
            failure: @escaping @Sendable (any Error) -> Failure
        ) -> AnyPublisher<Output, Failure> {
            Deferred {
                Future { promise in
                    // Combine documents a Future's promise as callable once from any thread.
                    nonisolated(unsafe) let fulfil = promise
                    Task {
                        do { fulfil(.success(try await work())) } catch { fulfil(.failure(failure(error))) }
                    }
                }
            }
            .eraseToAnyPublisher()
        }
    }
#endif

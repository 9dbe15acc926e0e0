#if canImport(Combine)
    import Combine
    import NowInternal

    extension NowCoreServiceProviding {
        /// The service's settings whenever they are fetched or refreshed, as a Combine publisher (the vendor's
        /// `settingsPublisher(for:)`); the same values as ``settingsUpdates(for:)``.
        ///
        /// - Parameter service: The service asking.
        /// - Returns: A publisher that never fails and finishes when the core's stream ends.
        public func settingsPublisher(for service: any NowService) -> AnyPublisher<NowServiceSettings, Never> {
            SettingsUpdatesPublisher { settingsUpdates(for: service) }.eraseToAnyPublisher()
        }
    }

    /// Relays an `AsyncStream` of settings to one Combine subscriber per subscription, from the first demand on.
    struct SettingsUpdatesPublisher: Publisher {
        typealias Output = NowServiceSettings
        typealias Failure = Never

        let makeStream: () -> AsyncStream<NowServiceSettings>

        func receive<S: Subscriber>(subscriber: S) where S.Input == NowServiceSettings, S.Failure == Never {
            subscriber.receive(subscription: Relay(subscriber: AnySubscriber(subscriber), stream: makeStream()))
        }

        /// One subscription: a task that forwards the stream once demand arrives; cancelling ends it. The
        /// subscriber is type-erased so that the relay task captures no generic metatype (Swift 6 requires a
        /// `SendableMetatype` for that, which Combine's subscribers are not).
        private final class Relay: Subscription, Sendable {
            // Combine delivers to a subscriber from any thread; the relay task is its only caller.
            private nonisolated(unsafe) let subscriber: AnySubscriber<NowServiceSettings, Never>
            private let stream: AsyncStream<NowServiceSettings>
            private let task = Locked<Task<Void, Never>?>(nil)

            init(subscriber: AnySubscriber<NowServiceSettings, Never>, stream: AsyncStream<NowServiceSettings>) {
                self.subscriber = subscriber
                self.stream = stream
            }

            func request(_ demand: Subscribers.Demand) {
                task.withLock { task in
                    guard task == nil else { return }
                    task = Task { [self] in
                        for await settings in stream { _ = subscriber.receive(settings) }
                        subscriber.receive(completion: .finished)
                    }
                }
            }

            func cancel() {
                task.withLock { $0?.cancel() }
            }
        }
    }
#endif

import Foundation

extension NowCoreServiceProviding {
    /// A network service that sends through an ephemeral `URLSession` transport.
    ///
    /// - Parameter service: The service whose instance requests go to.
    /// - Returns: The network service.
    public func requestNetworkService(for service: any NowService) -> NowNetworkService {
        NowNetworkService(service: service, core: self, transport: NowURLSessionTransport())
    }

    /// The settings as ``requestSettings(for:)`` hands them: a core that keeps no settings has none to refresh.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The settings.
    public func refreshSettings(for service: any NowService) async throws -> NowServiceSettings {
        try await requestSettings(for: service)
    }

    /// Refuses every permission: a core without the app's delegate cannot ask it.
    ///
    /// - Parameter permission: The capability asked for.
    /// - Returns: `false`.
    @MainActor public func canRequestPermission(_ permission: DevicePermission) -> Bool { false }

    /// Does nothing: a core that keeps no settings has none to refresh.
    public func refreshAllSettings() async {}

    /// No account and no list of stores: a core that says nothing of them.
    public var webDataStoreFiling: NowWebDataStoreFiling { NowWebDataStoreFiling() }

    /// The service's settings once, when they can be had, then the end of the stream.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: A stream of at most one value.
    public func settingsUpdates(for service: any NowService) -> AsyncStream<NowServiceSettings> {
        AsyncStream { continuation in
            let task = Task {
                if let settings = try? await requestSettings(for: service) { continuation.yield(settings) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Refreshes the settings of every service in the background and returns at once; the vendor's
    /// `NowSDK.core()?.refreshAllSettings()`. Subscribe to ``settingsUpdates(for:)`` to hear the result, or
    /// `await` the async form to wait for it.
    public func refreshAllSettings() {
        Task { await refreshAllSettings() }
    }
}

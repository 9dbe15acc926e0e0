import Foundation
import NowInternal

extension NowCoreService {
    /// A network service for the service's instance that sends through the configured transport.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The network service.
    public func requestNetworkService(for service: any NowService) -> NowNetworkService {
        NowNetworkService(service: service, core: self, transport: configuration.transport)
    }

    /// Fetches again the settings of every instance and app asked for since the last logout; a failure for
    /// one is logged and keeps its previous settings.
    public func refreshAllSettings() async {
        let known = settingsCache.withLock { Array($0.keys) }
        await withTaskGroup(of: Void.self) { group in
            for configuration in known {
                group.addTask {
                    do {
                        _ = try await self.refreshSettings(configuration: configuration)
                    } catch {
                        self.logger.error("settings refresh failed: \(error.localizedDescription)")
                    }
                }
            }
        }
    }

    /// The service's settings now (when already fetched) and after every fetch or refresh, until the stream is
    /// dropped.
    ///
    /// - Parameter service: The service asking.
    /// - Returns: The stream of settings.
    public func settingsUpdates(for service: any NowService) -> AsyncStream<NowServiceSettings> {
        let configuration = service.configuration
        let (stream, continuation) = AsyncStream.pair(of: NowServiceSettings.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        settingsStreams.withLock { streams in
            if let current = settingsCache.withLock({ $0[configuration] }) { continuation.yield(current) }
            streams[configuration, default: [:]][id] = continuation
        }
        continuation.onTermination = { [weak self] _ in
            self?.settingsStreams.withLock { $0[configuration]?[id] = nil }
        }
        return stream
    }

    /// Hands `settings` to the streams of `configuration`.
    func publishSettings(_ settings: NowServiceSettings, for configuration: NowServiceConfiguration) {
        settingsStreams.withLock { streams in
            for continuation in streams[configuration, default: [:]].values { continuation.yield(settings) }
        }
    }
}

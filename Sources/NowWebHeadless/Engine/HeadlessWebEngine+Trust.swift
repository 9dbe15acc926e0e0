import Foundation
import NowSDK
import NowWeb

extension HeadlessWebEngine {
    /// The trust hook of the engine's configuration; nothing else (its cookies are its data store's, and it
    /// draws no page).
    package var capabilities: WebEngineCapabilities { WebEngineCapabilities(trustHook: configuration.trust) }
}

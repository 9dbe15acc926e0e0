import Foundation
import NowSDK
import NowWeb

extension HeadlessWebEngine: TrustEvaluatingEngine {
    /// The trust hook of the engine's configuration.
    package var trustHook: any NowTrustEvaluating { configuration.trust }
}

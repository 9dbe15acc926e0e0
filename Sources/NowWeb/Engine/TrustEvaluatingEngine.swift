import Foundation
import NowSDK

/// A ``WebEngine`` configured with the app's trust hook, which NowWeb's own requests for the engine's pages (an
/// attachment's upload or download) put their challenges to as well.
@MainActor
package protocol TrustEvaluatingEngine: WebEngine {
    /// The app's trust hook the engine was configured with.
    var trustHook: any NowTrustEvaluating { get }
}

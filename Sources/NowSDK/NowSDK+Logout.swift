import Foundation

/// Logs a part of a logout that did not complete (a web data store that could not be wiped), with the
/// configured core's logger, or the default log sink before `configure(with:)`. `logout()` keeps the
/// vendor's signature and cannot throw, so this is where such failures are reported.
///
/// - Parameter message: What did not complete, without secrets.
package func reportLogoutFailure(_ message: String) {
    let logger =
        (core() as? NowCoreService)?.logger
        ?? NowLogger(level: .error, sink: NowSDKConfiguration.defaultLogSink, now: { Date() })
    logger.error("logout: \(message)")
}

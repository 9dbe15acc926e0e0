#if canImport(os)
    import os

    /// Writes entries to the unified logging system under subsystem `dev.nowweb.sdk`.
    public struct NowOSLogSink: NowLogSink {
        private let logger: Logger

        /// Creates the sink.
        ///
        /// - Parameter subsystem: The unified logging subsystem; `dev.nowweb.sdk` by default.
        public init(subsystem: String = "dev.nowweb.sdk") {
            logger = Logger(subsystem: subsystem, category: "NowSDK")
        }

        /// Writes `entry`; messages hold no secrets, so they are logged as public.
        public func write(_ entry: NowLogEntry) {
            switch entry.level {
            case .debug: logger.debug("\(entry.message, privacy: .public)")
            case .info: logger.info("\(entry.message, privacy: .public)")
            case .error: logger.error("\(entry.message, privacy: .public)")
            case .fatal: logger.fault("\(entry.message, privacy: .public)")
            case .none: break
            }
        }
    }
#endif

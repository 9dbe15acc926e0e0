#if canImport(os)
    import os

    /// Writes entries to the unified logging system under subsystem `dev.nowweb.sdk`.
    ///
    /// Messages are logged as private by default: the unified log shows them on the device while a debugger
    /// or Console is attached, and `<private>` in a sysdiagnose or any log collected later. The SDK's messages
    /// are redacted already (no token, secret, query or cookie value), so the default costs nothing but a
    /// safety margin: a redaction slip would otherwise leave the device in every collected log.
    public struct NowOSLogSink: NowLogSink {
        private let logger: Logger
        private let publicMessages: Bool

        /// Creates the sink.
        ///
        /// - Parameters:
        ///   - subsystem: The unified logging subsystem; `dev.nowweb.sdk` by default.
        ///   - publicMessages: Whether messages are logged as public, readable in collected logs; `false`
        ///     (private) by default.
        public init(subsystem: String = "dev.nowweb.sdk", publicMessages: Bool = false) {
            logger = Logger(subsystem: subsystem, category: "NowSDK")
            self.publicMessages = publicMessages
        }

        /// Writes `entry`, as private unless the sink was made with `publicMessages`.
        public func write(_ entry: NowLogEntry) {
            let message = entry.message
            // The privacy of an interpolation is fixed where it is written, so each level is spelled twice.
            if publicMessages {
                switch entry.level {
                case .debug: logger.debug("\(message, privacy: .public)")
                case .info: logger.info("\(message, privacy: .public)")
                case .error: logger.error("\(message, privacy: .public)")
                case .fatal: logger.fault("\(message, privacy: .public)")
                case .none: break
                }
            } else {
                switch entry.level {
                case .debug: logger.debug("\(message, privacy: .private)")
                case .info: logger.info("\(message, privacy: .private)")
                case .error: logger.error("\(message, privacy: .private)")
                case .fatal: logger.fault("\(message, privacy: .private)")
                case .none: break
                }
            }
        }
    }
#endif

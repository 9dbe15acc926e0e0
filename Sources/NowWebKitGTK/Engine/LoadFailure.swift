#if WebKitGTK
    import CWebKitGTK
    import NowInternal
    import NowWeb

    /// Maps the `GError` of WebKit's `load-failed` signal to a ``WebEngineError``.
    enum LoadFailure {
        /// Whether `error` is WebKit's internal error (`WebKitErrorDomain` 300), what every load in flight gets
        /// when the network process dies; WebKit starts a new one for the next load.
        static func isNetworkProcessCrash(_ error: UnsafeMutablePointer<GError>?) -> Bool {
            guard let error, error.pointee.code == 300 else { return false }
            return string(g_quark_to_string(error.pointee.domain)) == "WebKitErrorDomain"
        }

        /// The engine error for `error`; every URL in the message is redacted, so no query leaks.
        static func engineError(_ error: UnsafeMutablePointer<GError>?) -> WebEngineError {
            guard let error else { return .network("unknown failure") }
            let domain = error.pointee.domain
            let code = error.pointee.code
            // 102: frame load interrupted (our policy cancel or a newer load); 302: load cancelled (stop).
            if domain == webkit_policy_error_quark()
                && code == WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue
                || domain == webkit_network_error_quark() && code == WEBKIT_NETWORK_ERROR_CANCELLED.rawValue
            {
                return .cancelled
            }
            let message = Redaction.message(string(error.pointee.message) ?? "")
            if domain == webkit_policy_error_quark() {
                return .badResponse("WebKit policy error \(code): \(message)")
            }
            return .network("\(string(g_quark_to_string(domain)) ?? "error") \(code): \(message)")
        }
    }
#endif

#if WebKitGTK
    import Foundation

    /// What can go wrong in the WebKitGTK engine outside a page load (loads report ``WebEngineError``).
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum WebKitGTKError: Error, Sendable, Equatable {
        /// GTK could not open a display.
        case noDisplay
        /// The engine was closed before the operation could finish.
        case closed
        /// A script run through ``WebKitGTKEngine/evaluateJavaScript(_:)`` threw; carries its message.
        case javaScript(String)
        /// WebKit could not take a snapshot of the page, or the PNG could not be written.
        case snapshot(String)
        /// A data store's directories or website data could not be created or removed.
        case dataStore(String)
    }

    extension WebKitGTKError: LocalizedError, CustomStringConvertible {
        /// The same text as ``errorDescription``, so that test failures and logs say what to do.
        public var description: String { errorDescription ?? "WebKitGTK error" }

        /// A description that says what to do; it never contains page content beyond a script's error text.
        public var errorDescription: String? {
            switch self {
            case .noDisplay:
                "no display: run under xvfb-run (for example `xvfb-run -a swift test`) or set DISPLAY"
            case .closed:
                "the web engine was closed; make a new one"
            case .javaScript(let message):
                "the script failed: \(message)"
            case .snapshot(let reason):
                "could not take a snapshot of the page (\(reason)); load a page first and check the output path"
            case .dataStore(let reason):
                "could not prepare or clear the web data store (\(reason)); check the directory's permissions"
            }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowWeb

    // The settings an app chooses through `NowWebPage.configure(_:)`.
    extension WebKitGTKEngine: PageConfigurableEngine {
        /// The developer-tools setting in force.
        public var pageConfiguration: NowWebPage.Configuration {
            NowWebPage.Configuration(isInspectable: configuration.isInspectable)
        }

        /// Sets the view's `enable-developer-extras`, in order with the engine's other commands, so before any
        /// load asked for after it.
        public func applyPageConfiguration(_ pageConfiguration: NowWebPage.Configuration) {
            configuration.isInspectable = pageConfiguration.isInspectable
            commands.yield(.inspectable(pageConfiguration.isInspectable))
        }
    }
#endif

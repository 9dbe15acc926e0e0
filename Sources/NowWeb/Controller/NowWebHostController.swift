import Foundation

#if canImport(UIKit)
    import UIKit

    /// What ``NowWebViewController`` inherits from: `UIViewController` where UIKit exists, so that apps push it
    /// onto a `UINavigationController`, present it, or wrap it for SwiftUI.
    public typealias NowWebHostController = UIViewController
#else
    /// What ``NowWebViewController`` inherits from: `UIViewController` where UIKit exists; on this platform a
    /// class with the few members the controller shares with it (the title, and the initializers every
    /// `UIViewController` subclass has), so that the controller's code is the same everywhere.
    @MainActor
    open class NowWebHostController {
        /// The title the host shows for the controller (on iOS: the navigation bar's).
        open var title: String?

        /// Makes the controller; `nibName` and `bundle` exist for parity with `UIViewController` and are ignored.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: Ignored.
        ///   - nibBundleOrNil: Ignored.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

        /// Restoring a controller from an archive is not supported: returns `nil`.
        ///
        /// - Parameter coder: Ignored.
        public required init?(coder: NSCoder) { return nil }
    }
#endif

import Foundation
import NowInternal
import NowSDK

extension NowWebService.Options {
    private static let installedConnectivity = Locked<(any NowConnectivitySource)?>(nil)

    /// The connectivity source of options that name none: the one an engine module installed
    /// (`NowWebKitGTK.install()`), else the platform's (`NWPathMonitor` where the Network framework exists),
    /// else none. Options made before a change keep the source they were made with.
    package static var defaultConnectivity: (any NowConnectivitySource)? {
        get { installedConnectivity.withLock { $0 } ?? platformConnectivity }
        set { installedConnectivity.withLock { $0 = newValue } }
    }

    /// The platform's own monitor, where there is one.
    private static var platformConnectivity: (any NowConnectivitySource)? {
        #if canImport(Network)
            PathMonitorConnectivity()
        #else
            nil
        #endif
    }
}

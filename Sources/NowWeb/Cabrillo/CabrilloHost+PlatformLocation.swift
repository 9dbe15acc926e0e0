import Foundation

#if canImport(CoreLocation)
    extension CabrilloHost {
        /// Core Location's reading of the device's location.
        static func platformLocationSource() -> (any DeviceLocating)? { CoreLocationLocator() }
    }
#else
    extension CabrilloHost {
        /// No location source NowWeb can read on this platform.
        static func platformLocationSource() -> (any DeviceLocating)? { nil }
    }
#endif

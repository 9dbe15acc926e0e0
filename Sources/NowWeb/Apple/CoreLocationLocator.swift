#if canImport(CoreLocation)
    import CoreLocation
    import Foundation

    /// Reads the device's location once with Core Location, for Cabrillo `geolocation.getCurrentLocation`, after
    /// the app's `DevicePermissionDelegate` allowed `.location`. When the user has not decided yet, it asks for
    /// when-in-use authorization first: the app's Info.plist must give `NSLocationWhenInUseUsageDescription`
    /// (docs/APPLE.md), or iOS refuses without asking.
    @MainActor
    final class CoreLocationLocator: NSObject, DeviceLocating, CLLocationManagerDelegate {
        private let manager = CLLocationManager()
        private var decided: CheckedContinuation<Void, Never>?
        private var reading: CheckedContinuation<DeviceLocationReading, Never>?

        func currentLocation() async -> DeviceLocationReading {
            guard decided == nil, reading == nil else { return .failed("another location request is in progress") }
            manager.delegate = self
            if manager.authorizationStatus == .notDetermined {
                await withCheckedContinuation { continuation in
                    decided = continuation
                    manager.requestWhenInUseAuthorization()
                }
            }
            switch manager.authorizationStatus {
            case .authorizedWhenInUse, .authorizedAlways: break
            case .denied, .restricted: return .refused
            default: return .failed("the system gave no answer about the location")
            }
            return await withCheckedContinuation { continuation in
                reading = continuation
                manager.requestLocation()
            }
        }

        // Core Location calls its delegate on the thread that made the manager (the main thread here); the answer
        // hops to the main actor, since `MainActor.assumeIsolated` is newer than the iOS 16 SDK's Swift.
        nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            let status = manager.authorizationStatus
            Task { @MainActor in self.authorizationChanged(to: status) }
        }

        nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            guard let coordinate = locations.last?.coordinate else { return }
            let located = DeviceLocationReading.located(latitude: coordinate.latitude, longitude: coordinate.longitude)
            Task { @MainActor in self.finish(located) }
        }

        nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            let reason = (error as NSError).localizedDescription
            Task { @MainActor in self.finish(.failed(reason)) }
        }

        private func authorizationChanged(to status: CLAuthorizationStatus) {
            guard status != .notDetermined else { return }
            decided?.resume()
            decided = nil
        }

        private func finish(_ result: DeviceLocationReading) {
            reading?.resume(returning: result)
            reading = nil
        }
    }
#endif

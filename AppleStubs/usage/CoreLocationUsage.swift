// Uses every declaration of AppleStubs/CoreLocation: CLLocationManager (initializer, delegate, authorizationStatus
// and each of its cases, requestWhenInUseAuthorization, requestLocation), CLLocationManagerDelegate (each
// requirement implemented), CLLocation.coordinate and CLLocationCoordinate2D with CLLocationDegrees.
import CoreLocation
import Foundation

final class UsageLocationDelegate: NSObject, CLLocationManagerDelegate {
    private(set) var latitudes: [CLLocationDegrees] = []

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        let coordinate: CLLocationCoordinate2D? = locations.last?.coordinate
        latitudes.append((coordinate?.latitude ?? 0) + (coordinate?.longitude ?? 0))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        latitudes.removeAll()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .notDetermined: manager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways: manager.requestLocation()
        case .denied, .restricted: manager.delegate = nil
        @unknown default: break
        }
    }
}

func usageLocationManager(_ delegate: UsageLocationDelegate) -> CLLocationManager {
    let manager = CLLocationManager()
    manager.delegate = delegate
    return manager
}

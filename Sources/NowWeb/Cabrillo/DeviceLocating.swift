import Foundation
import NowSDK

/// Where Cabrillo `geolocation.getCurrentLocation` reads the device's location: on iOS Core Location
/// (`CoreLocationLocator`), elsewhere none unless the app or a test gives one.
///
/// NowWeb asks only after the app's `DevicePermissionDelegate` allowed ``DevicePermission/location`` for the
/// page; a conformer may still ask the system (and the user) for its own authorization, and answers
/// ``DeviceLocationReading/refused`` when it is refused.
package protocol DeviceLocating: AnyObject, Sendable {
    /// The device's current location, or why there is none.
    @MainActor func currentLocation() async -> DeviceLocationReading
}

/// What a ``DeviceLocating`` read.
package enum DeviceLocationReading: Sendable, Equatable {
    /// The device is at `latitude`, `longitude` (degrees, WGS 84).
    case located(latitude: Double, longitude: Double)
    /// The system (or the user, in its prompt or in Settings) refused the location.
    case refused
    /// The location could not be read; the reason says why.
    case failed(String)

    /// The answer a page gets: `{coordinate: {latitude, longitude}}`, error 403 when refused, 503 when the
    /// location could not be read (a coordinate out of range counts as not read).
    package var cabrilloAnswer: Result<JSONValue, CabrilloError> {
        switch self {
        case .located(let latitude, let longitude):
            guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                return .failure(.unavailable(.getCurrentLocation, "the location source gave no valid coordinate"))
            }
            let coordinate = JSONValue.object(["latitude": .number(latitude), "longitude": .number(longitude)])
            return .success(.object(["coordinate": coordinate]))
        case .refused:
            return .failure(.permissionDenied(.getCurrentLocation, .location))
        case .failed(let reason):
            return .failure(.unavailable(.getCurrentLocation, "the location could not be read (\(reason))"))
        }
    }
}

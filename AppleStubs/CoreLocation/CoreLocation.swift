// CoreLocation.framework/Headers/CLLocationManager.h, CLLocationManagerDelegate.h and CLLocation.h (iOS 16.4 SDK;
// the stored iOS 18.0 SDK lacks them). Only what the package uses: one location read after when-in-use
// authorization.
import Foundation

// `typedef double CLLocationDegrees;` (CLLocation.h)
public typealias CLLocationDegrees = Double

// `struct CLLocationCoordinate2D { CLLocationDegrees latitude; CLLocationDegrees longitude; };` (CLLocation.h)
public struct CLLocationCoordinate2D: @unchecked Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
}

// `typedef NS_ENUM(int, CLAuthorizationStatus)` (CLLocationManager.h)
public enum CLAuthorizationStatus: Int32, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

// `@interface CLLocation : NSObject <NSCopying, NSSecureCoding>` with
// `@property(readonly, nonatomic) CLLocationCoordinate2D coordinate;` (CLLocation.h)
open class CLLocation: NSObject {
    open var coordinate: CLLocationCoordinate2D { fatalError() }
}

// `@protocol CLLocationManagerDelegate<NSObject>`, every method `@optional`: modelled as protocol-extension
// defaults.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    // `- (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations`
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    // `- (void)locationManager:(CLLocationManager *)manager didFailWithError:(NSError *)error;`
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    // `- (void)locationManagerDidChangeAuthorization:(CLLocationManager *)manager` (ios 14.0)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        fatalError()
    }
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { fatalError() }
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { fatalError() }
}

// `@interface CLLocationManager : NSObject` (CLLocationManager.h)
open class CLLocationManager: NSObject {
    // `- (instancetype)init` (NSObject's).
    public override init() { fatalError() }
    // `@property(weak, nonatomic, nullable) id<CLLocationManagerDelegate> delegate;`
    weak open var delegate: (any CLLocationManagerDelegate)?
    // `@property (nonatomic, readonly) CLAuthorizationStatus authorizationStatus` (ios 14.0)
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    // `- (void)requestWhenInUseAuthorization` (ios 8.0)
    open func requestWhenInUseAuthorization() { fatalError() }
    // `- (void)requestLocation` (ios 9.0)
    open func requestLocation() { fatalError() }
}

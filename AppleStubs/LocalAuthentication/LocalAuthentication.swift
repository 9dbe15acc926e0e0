// LocalAuthentication.framework/Headers/LAContext.h and LAError.h (iOS 16.4 SDK; the stored iOS 18.0 SDK lacks
// them). Only what the package uses: a context evaluating the device-owner policy, and the error domain.
import Foundation

// `typedef NS_ENUM(NSInteger, LAPolicy)` with `LAPolicyDeviceOwnerAuthentication = kLAPolicyDeviceOwnerAuthentication`
// (2, LAPublicDefines.h).
public enum LAPolicy: Int, @unchecked Sendable {
    case deviceOwnerAuthentication = 2
}

// `extern NSString *const __nonnull LAErrorDomain` (LAError.h).
public let LAErrorDomain: String = "com.apple.LocalAuthentication"

// `API_AVAILABLE(macos(10.10), ios(8.0)) @interface LAContext : NSObject`
open class LAContext: NSObject {
    // `- (instancetype)init` (NSObject's).
    public override init() { fatalError() }
    // `- (void)evaluatePolicy:(LAPolicy)policy localizedReason:(NSString *)localizedReason
    //   reply:(void(^)(BOOL success, NSError * __nullable error))reply NS_SWIFT_ASYNC_THROWS_ON_FALSE(0);`, in the
    // `async throws` form the ClangImporter makes of it.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { fatalError() }
}

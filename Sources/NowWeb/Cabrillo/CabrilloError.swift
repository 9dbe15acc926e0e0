import Foundation
import NowSDK

/// Why the Cabrillo bridge could not serve a page's message. Calls carry it back to the page inside their
/// answer as `error: {status, message}`.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum CabrilloError: Error, Sendable, Equatable, LocalizedError {
    /// The handler name is not `com.servicenow.cabrillo.<namespace>.<method>`.
    case unknownHandler(String)
    /// The message is not a Cabrillo envelope; the reason says what is wrong.
    case malformedEnvelope(String)
    /// This host does not implement the method.
    case unsupported(CabrilloMethod)
    /// The method's options are not what it needs; the reason says what is wrong.
    case invalidOptions(CabrilloMethod, String)
    /// A document from outside the instance called the method; only the instance's pages drive the host.
    case untrustedOrigin(CabrilloMethod)
    /// The host offers the method but cannot serve it here; the reason says why and what to do instead.
    case unavailable(CabrilloMethod, String)
    /// The app refused the device permission the method needs.
    case permissionDenied(CabrilloMethod, DevicePermission)
    /// The host is busy with an earlier call of the method (a modal is already shown); the reason says what.
    case conflict(CabrilloMethod, String)

    /// An HTTP-like status for the page: 501 for an unsupported method, 403 for an untrusted origin or a refused
    /// permission, 503 for an unavailable method, 409 for a conflict, 400 otherwise.
    package var status: Int {
        switch self {
        case .unsupported: return 501
        case .untrustedOrigin, .permissionDenied: return 403
        case .unavailable: return 503
        case .conflict: return 409
        default: return 400
        }
    }

    /// The text the page receives as `error.message`.
    package var message: String { errorDescription ?? "Cabrillo error" }

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .unknownHandler(let name):
            return "\(name.prefix(120)) is not a Cabrillo method. Post to com.servicenow.cabrillo.<namespace>.<method>."
        case .malformedEnvelope(let reason):
            return "The Cabrillo message could not be read (\(reason)). Send {callbackName, callbackContext, options}."
        case .unsupported(let method):
            return "\(method) is not supported by this NowWeb host. Check cabrillo availability before calling it."
        case .invalidOptions(let method, let reason):
            return "\(method) received unusable options (\(reason)). Check the arguments passed to it."
        case .untrustedOrigin(let method):
            return "\(method) was called from a page outside the instance. Call it from the instance's own pages."
        case .unavailable(let method, let reason):
            return "\(method) is not available in this NowWeb host: \(reason)"
        case .permissionDenied(let method, let permission):
            return "\(method) needs the \(permission.rawValue) permission, which the app refused."
        case .conflict(let method, let reason):
            return "\(method) cannot be served now: \(reason). Wait until it is done, then call it again."
        }
    }
}

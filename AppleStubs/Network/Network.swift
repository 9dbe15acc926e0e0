// Stub of Apple's Network framework: the path monitor NowWeb's connectivity source listens to.
// Source: iPhoneOS18.0.sdk/System/Library/Frameworks/Network.framework/Modules/Network.swiftmodule/
// arm64-apple-ios.swiftinterface (NWPath, NWPathMonitor).
import Dispatch

// `public struct NWPath : Swift.Equatable, Swift.CustomDebugStringConvertible, Swift.Sendable` (iOS 12.0+).
public struct NWPath: Equatable, Sendable {
    // `public enum Status : Swift.Sendable { case satisfied, unsatisfied, requiresConnection }`
    public enum Status: Sendable {
        case satisfied
        case unsatisfied
        case requiresConnection
    }
    // `public let status: Network.NWPath.Status`
    public let status: Status
}

// `final public class NWPathMonitor` (iOS 12.0+), and `extension Network.NWPathMonitor : Swift.Sendable, ...`
// (iOS 17.0+).
public final class NWPathMonitor {
    // `public init()`
    public init() {}
    // `@preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: Network.NWPath) -> Swift.Void)?`
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { fatalError() }
        set { fatalError() }
    }
    // `final public func start(queue: Dispatch.DispatchQueue)`
    public func start(queue: DispatchQueue) { fatalError() }
    // `final public func cancel()`
    public func cancel() { fatalError() }
}

@available(iOS 17.0, *)
extension NWPathMonitor: Sendable {}

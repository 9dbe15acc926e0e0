import NowInternal

// swift-check: nocheck a conformer's outline: the requirements other than `identity` are left out
/// Which core service a web service signed in through: the key its data stores are filed under, so that a
/// core's logout wipes exactly the stores of its services.
///
/// A class core is identified by its object (the default of ``NowCoreServiceProviding/identity``). A core
/// that is a value makes one identity when it is made and keeps it in every copy:
///
/// ```swift-nocheck
/// struct LoggingCore: NowCoreServiceProviding {
///     let wrapped: NowCoreService
///     var identity: NowCoreIdentity { wrapped.identity }  // logging out of `wrapped` wipes our stores too
///     // ...
/// }
/// ```
public struct NowCoreIdentity: Hashable, Sendable, CustomStringConvertible {
    private enum Value: Hashable, Sendable {
        case object(ObjectIdentifier)
        case made(UInt64)
    }

    private static let counter = Locked<UInt64>(0)

    private let value: Value

    /// A new identity, different from every other one made in this process.
    public init() {
        value = .made(
            Self.counter.withLock { counter in
                counter += 1
                return counter
            })
    }

    /// The identity of `object`, the same for every reference to it.
    ///
    /// - Parameter object: The core (or the object a core value stands for).
    public init(of object: AnyObject) {
        value = .object(ObjectIdentifier(object))
    }

    /// `NowCoreIdentity(object …)` or `NowCoreIdentity(#n)`, for logs and test failures.
    public var description: String {
        switch value {
        case .object(let id): "NowCoreIdentity(object \(id.hashValue))"
        case .made(let number): "NowCoreIdentity(#\(number))"
        }
    }
}

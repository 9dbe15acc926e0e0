// Stub of Apple's os module: the unified-logging `Logger` and its message interpolation.
// Source: iPhoneOS18.0.sdk/usr/lib/swift/os.swiftmodule/arm64-apple-ios.swiftinterface (Logger, OSLogMessage,
// OSLogInterpolation, OSLogPrivacy, OSLogStringAlignment).

// `public struct Logger` (iOS 14.0+).
public struct Logger: @unchecked Sendable {
    // `public init(subsystem: Swift.String, category: Swift.String)`
    public init(subsystem: String, category: String) { fatalError() }
    // `@_transparent @_optimize(none) @_semantics("oslog.requires_constant_arguments") public func debug(_ message:
    //   os.OSLogMessage)` and the other levels. The semantics attribute makes the compiler require a string
    // literal as the message and constant `align:` and `privacy:` arguments, as it does against the SDK.
    @_semantics("oslog.requires_constant_arguments") public func debug(_ message: OSLogMessage) { fatalError() }
    @_semantics("oslog.requires_constant_arguments") public func info(_ message: OSLogMessage) { fatalError() }
    @_semantics("oslog.requires_constant_arguments") public func notice(_ message: OSLogMessage) { fatalError() }
    @_semantics("oslog.requires_constant_arguments") public func error(_ message: OSLogMessage) { fatalError() }
    @_semantics("oslog.requires_constant_arguments") public func fault(_ message: OSLogMessage) { fatalError() }
}

// `@frozen public struct OSLogMessage : Swift.ExpressibleByStringInterpolation, Swift.ExpressibleByStringLiteral`
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

// `@frozen public struct OSLogInterpolation : Swift.StringInterpolationProtocol`
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    // `@_semantics("constant_evaluable") ... @_semantics("oslog.requires_constant_arguments") public mutating func
    //   appendInterpolation(_ argumentString: @autoclosure @escaping () -> Swift.String,
    //   align: os.OSLogStringAlignment = .none, privacy: os.OSLogPrivacy = .auto)`
    @_semantics("constant_evaluable") @_semantics("oslog.requires_constant_arguments")
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { fatalError() }
}

// `@frozen public struct OSLogStringAlignment` with `@_semantics("constant_evaluable") ... public static var none:
// os.OSLogStringAlignment` (a constant argument is one of these static properties).
public struct OSLogStringAlignment {
    @_semantics("constant_evaluable") public static var none: OSLogStringAlignment { fatalError() }
}

// `@frozen public struct OSLogPrivacy` with `auto`, `public`, `private`, `sensitive`, each
// `@_semantics("constant_evaluable")`.
public struct OSLogPrivacy {
    @_semantics("constant_evaluable") public static var auto: OSLogPrivacy { fatalError() }
    @_semantics("constant_evaluable") public static var `public`: OSLogPrivacy { fatalError() }
    @_semantics("constant_evaluable") public static var `private`: OSLogPrivacy { fatalError() }
    @_semantics("constant_evaluable") public static var sensitive: OSLogPrivacy { fatalError() }
}

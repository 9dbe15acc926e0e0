// Transcribed from the iOS 18.0 SDK's UniformTypeIdentifiers.swiftmodule/arm64e-apple-ios.swiftinterface
// (`@available(iOS 14.0, *) public struct UTType : Swift.Sendable`). Only what the package uses.
import Foundation

public struct UTType: Sendable, Hashable {
    // `public init?(filenameExtension: Swift.String, conformingTo supertype: UniformTypeIdentifiers.UTType = .data)`
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }
    // `public init?(mimeType: Swift.String, conformingTo supertype: UniformTypeIdentifiers.UTType = .data)`
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { fatalError() }
    // `public init?(_ identifier: Swift.String)`
    public init?(_ identifier: String) { fatalError() }
    // `public var identifier: Swift.String { get }`
    public var identifier: String { fatalError() }
    // `public var preferredFilenameExtension: Swift.String? { get }`
    public var preferredFilenameExtension: String? { fatalError() }
    // `public func conforms(to type: UniformTypeIdentifiers.UTType) -> Swift.Bool`
    public func conforms(to type: UTType) -> Bool { fatalError() }
    // `public static var image: UniformTypeIdentifiers.UTType { get }`
    public static var image: UTType { fatalError() }
    // `public static var movie: UniformTypeIdentifiers.UTType { get }`
    public static var movie: UTType { fatalError() }
    // `public static var item: UniformTypeIdentifiers.UTType { get }`
    public static var item: UTType { fatalError() }
    // `public static var data: UniformTypeIdentifiers.UTType { get }`
    public static var data: UTType { fatalError() }
}

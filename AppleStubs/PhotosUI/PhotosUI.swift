// Stub of Apple's PhotosUI: the photo library picker. Sources: the iOS 18.0 SDK's
// PhotosUI.swiftmodule/arm64-apple-ios.swiftinterface (PHPickerFilter, PHPickerConfiguration, PHPickerResult, the
// delegate and PHPickerViewController's Swift refinement) and PhotosUI.framework/Headers/PHPicker.h; Foundation's
// NSItemProvider.h (iOS 16.4 SDK) for the item provider a result carries. Only what the package uses.
import Foundation
import UIKit

// Foundation's NSItemProvider.h: `API_AVAILABLE(macos(10.10), ios(8.0)) @interface NSItemProvider : NSObject
// <NSCopying>`. Approximation: declared here because swift-corelibs-foundation (Linux) has no NSItemProvider; on
// Apple platforms it is Foundation's.
open class NSItemProvider: NSObject {
    // `@property (copy, readonly, atomic) NSArray<NSString *> *registeredTypeIdentifiers;`
    open var registeredTypeIdentifiers: [String] { fatalError() }
    // `- (BOOL)hasItemConformingToTypeIdentifier:(NSString *)typeIdentifier;`
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { fatalError() }
    // `- (NSProgress *)loadFileRepresentationForTypeIdentifier:(NSString *)typeIdentifier
    //   completionHandler:(void(NS_SWIFT_SENDABLE ^)(NSURL * _Nullable url, NSError * _Nullable error))completionHandler;`
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress { fatalError() }
    // `@property (atomic, copy, nullable) NSString *suggestedName API_AVAILABLE(macos(10.14), ios(11.0));`
    open var suggestedName: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// `@available(iOS 14.0, macOS 13.0, watchOS 9.0, *) public struct PHPickerFilter : Swift.Equatable, Swift.Hashable,
// @unchecked Swift.Sendable`
public struct PHPickerFilter: Hashable, @unchecked Sendable {
    // `public static let images: PhotosUI.PHPickerFilter`
    public static let images: PHPickerFilter = { fatalError() }()
    // `public static let videos: PhotosUI.PHPickerFilter`
    public static let videos: PHPickerFilter = { fatalError() }()
    // `public static func any(of subfilters: [PhotosUI.PHPickerFilter]) -> PhotosUI.PHPickerFilter`
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
}

// `@available(iOS 14.0, macOS 13.0, *) public struct PHPickerConfiguration : Swift.Equatable, Swift.Hashable,
// @unchecked Swift.Sendable`
public struct PHPickerConfiguration: Hashable, @unchecked Sendable {
    // `public enum AssetRepresentationMode : Swift.Sendable` (Equatable, Hashable by extensions of the interface)
    public enum AssetRepresentationMode: Sendable, Hashable {
        case automatic
        case current
        case compatible
    }
    // `public var preferredAssetRepresentationMode: PhotosUI.PHPickerConfiguration.AssetRepresentationMode`
    public var preferredAssetRepresentationMode: AssetRepresentationMode
    // `public var selectionLimit: Swift.Int`
    public var selectionLimit: Int
    // `public var filter: PhotosUI.PHPickerFilter?`
    public var filter: PHPickerFilter?
    // `public init()`
    public init() { fatalError() }
}

// `@available(iOS 14.0, macOS 13.0, *) public struct PHPickerResult : Swift.Equatable, Swift.Hashable`
public struct PHPickerResult: Hashable {
    // `public let itemProvider: Foundation.NSItemProvider`
    public let itemProvider: NSItemProvider
}

// `@preconcurrency @_Concurrency.MainActor public protocol PHPickerViewControllerDelegate : AnyObject`
@MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
    // `@_Concurrency.MainActor @preconcurrency func picker(_ picker: PhotosUI.PHPickerViewController,
    // didFinishPicking results: [PhotosUI.PHPickerResult])`
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

// PHPicker.h: `API_AVAILABLE(ios(14)) @interface PHPickerViewController : UIViewController`, with the interface's
// Swift refinement (`extension PhotosUI.PHPickerViewController`).
@MainActor open class PHPickerViewController: UIViewController {
    // `@_Concurrency.MainActor @preconcurrency convenience public init(configuration: PhotosUI.PHPickerConfiguration)`
    public convenience init(configuration: PHPickerConfiguration) { fatalError() }
    // `@_Concurrency.MainActor @preconcurrency weak public var delegate: (any PhotosUI.PHPickerViewControllerDelegate)?`
    weak public var delegate: (any PHPickerViewControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
}

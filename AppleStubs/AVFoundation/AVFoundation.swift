// Stub of Apple's AVFoundation: a capture session reading barcodes through the camera, for devices without
// VisionKit's data scanner. Sources: the iOS 16.4 SDK's AVFoundation.framework/Headers (AVCaptureSession.h,
// AVCaptureDevice.h, AVMetadataObject.h, AVCaptureInput.h, AVCaptureOutputBase.h, AVCaptureMetadataOutput.h,
// AVCaptureVideoPreviewLayer.h, AVMediaFormat.h, AVAnimation.h; the iOS 18.0 copy holds only the first three) and
// the Swift names of its AVFoundation.apinotes; every declaration here is iOS 8.0 or older. String constants typed `NS_TYPED_ENUM`,
// `NS_EXTENSIBLE_STRING_ENUM` or `NS_STRING_ENUM` are imported as structs with `rawValue` and `init(rawValue:)`
// (an extensible one also with `init(_:)`). Only what the package uses.
import Foundation
import QuartzCore

// AVMediaFormat.h: `typedef NSString * AVMediaType NS_EXTENSIBLE_STRING_ENUM;`
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    // `AVF_EXPORT AVMediaType const AVMediaTypeVideo;`
    public static let video: AVMediaType = { fatalError() }()
    // `AVF_EXPORT AVMediaType const AVMediaTypeAudio;`
    public static let audio: AVMediaType = { fatalError() }()
}

// AVAnimation.h: `typedef NSString * AVLayerVideoGravity NS_STRING_ENUM;`
public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    // `AVF_EXPORT AVLayerVideoGravity const AVLayerVideoGravityResizeAspectFill;`
    public static let resizeAspectFill: AVLayerVideoGravity = { fatalError() }()
}

// AVCaptureDevice.h: `typedef NS_ENUM(NSInteger, AVAuthorizationStatus)`
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

// AVCaptureDevice.h: `@interface AVCaptureDevice : NSObject`
open class AVCaptureDevice: NSObject {
    // `+ (nullable AVCaptureDevice *)defaultDeviceWithMediaType:(AVMediaType)mediaType;`, SwiftName `default(for:)`
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { fatalError() }
    // `+ (AVAuthorizationStatus)authorizationStatusForMediaType:(AVMediaType)mediaType;`, SwiftName
    // `authorizationStatus(for:)`
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { fatalError() }
    // `+ (void)requestAccessForMediaType:(AVMediaType)mediaType completionHandler:(void (^)(BOOL granted))handler;`,
    // SwiftName `requestAccess(for:completionHandler:)`, imported also as the async `requestAccess(for:) -> Bool`
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { fatalError() }
}

// AVCaptureInput.h: `@interface AVCaptureInput : NSObject`
open class AVCaptureInput: NSObject {}

// AVCaptureInput.h: `@interface AVCaptureDeviceInput : AVCaptureInput`
open class AVCaptureDeviceInput: AVCaptureInput {
    // `- (nullable instancetype)initWithDevice:(AVCaptureDevice *)device error:(NSError * _Nullable * _Nullable)outError;`
    public init(device: AVCaptureDevice) throws { fatalError() }
}

// AVCaptureOutputBase.h: `@interface AVCaptureOutput : NSObject`
open class AVCaptureOutput: NSObject {}

// AVCaptureSession.h: `@interface AVCaptureConnection : NSObject`
open class AVCaptureConnection: NSObject {}

// AVCaptureSession.h: `@interface AVCaptureSession : NSObject`
open class AVCaptureSession: NSObject {
    // `- (instancetype)init;` (NSObject's)
    public override init() { fatalError() }
    // `- (BOOL)canAddInput:(AVCaptureInput *)input;`
    open func canAddInput(_ input: AVCaptureInput) -> Bool { fatalError() }
    // `- (void)addInput:(AVCaptureInput *)input;`
    open func addInput(_ input: AVCaptureInput) { fatalError() }
    // `- (BOOL)canAddOutput:(AVCaptureOutput *)output;`
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { fatalError() }
    // `- (void)addOutput:(AVCaptureOutput *)output;`
    open func addOutput(_ output: AVCaptureOutput) { fatalError() }
    // `- (void)startRunning;`
    open func startRunning() { fatalError() }
    // `- (void)stopRunning;`
    open func stopRunning() { fatalError() }
}

// AVMetadataObject.h: `@interface AVMetadataObject : NSObject`
open class AVMetadataObject: NSObject {
    // `typedef NSString * AVMetadataObjectType NS_TYPED_ENUM;`, SwiftName `AVMetadataObject.ObjectType`
    public struct ObjectType: Hashable, Sendable, RawRepresentable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        // `AVF_EXPORT AVMetadataObjectType const AVMetadataObjectType...Code;`, SwiftNames from AVFoundation.apinotes
        public static let upce: ObjectType = { fatalError() }()
        public static let code39: ObjectType = { fatalError() }()
        public static let code39Mod43: ObjectType = { fatalError() }()
        public static let ean13: ObjectType = { fatalError() }()
        public static let ean8: ObjectType = { fatalError() }()
        public static let code93: ObjectType = { fatalError() }()
        public static let code128: ObjectType = { fatalError() }()
        public static let pdf417: ObjectType = { fatalError() }()
        public static let qr: ObjectType = { fatalError() }()
        public static let aztec: ObjectType = { fatalError() }()
        public static let interleaved2of5: ObjectType = { fatalError() }()
        public static let itf14: ObjectType = { fatalError() }()
        public static let dataMatrix: ObjectType = { fatalError() }()
    }
    // `@property(readonly) AVMetadataObjectType type;`
    open var type: ObjectType { fatalError() }
}

// AVMetadataObject.h: `@interface AVMetadataMachineReadableCodeObject : AVMetadataObject`
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    // `@property(readonly, nullable) NSString *stringValue;`
    open var stringValue: String? { fatalError() }
}

// AVCaptureMetadataOutput.h: `@protocol AVCaptureMetadataOutputObjectsDelegate <NSObject>`, its one method @optional
// (modelled as a protocol extension default, which is how an optional requirement looks to an implementer).
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    // `- (void)captureOutput:(AVCaptureOutput *)output didOutputMetadataObjects:(NSArray<__kindof AVMetadataObject *>
    // *)metadataObjects fromConnection:(AVCaptureConnection *)connection;`, SwiftName `metadataOutput(_:didOutput:from:)`
    // with the output typed `AVCaptureMetadataOutput *` (AVFoundation.apinotes)
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
    ) {}
}

// AVCaptureMetadataOutput.h: `@interface AVCaptureMetadataOutput : AVCaptureOutput`
open class AVCaptureMetadataOutput: AVCaptureOutput {
    // `- (instancetype)init;`
    public override init() { fatalError() }
    // `- (void)setMetadataObjectsDelegate:(nullable id<AVCaptureMetadataOutputObjectsDelegate>)objectsDelegate
    // queue:(nullable dispatch_queue_t)objectsCallbackQueue;`
    open func setMetadataObjectsDelegate(
        _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
    ) { fatalError() }
    // `@property(nonatomic, readonly) NSArray<AVMetadataObjectType> *availableMetadataObjectTypes;`
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { fatalError() }
    // `@property(nonatomic, copy, null_resettable) NSArray<AVMetadataObjectType> *metadataObjectTypes;`
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! {
        get { fatalError() }
        set { fatalError() }
    }
}

// AVCaptureVideoPreviewLayer.h: `@interface AVCaptureVideoPreviewLayer : CALayer`
open class AVCaptureVideoPreviewLayer: CALayer {
    // `- (instancetype)initWithSession:(AVCaptureSession *)session;`
    public init(session: AVCaptureSession) { fatalError() }
    // `@property(copy) AVLayerVideoGravity videoGravity;`
    open var videoGravity: AVLayerVideoGravity {
        get { fatalError() }
        set { fatalError() }
    }
}

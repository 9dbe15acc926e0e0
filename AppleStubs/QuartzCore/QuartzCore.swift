// Stub of Apple's QuartzCore: the layer a view has and a preview layer is. Source: the iOS 16.4 SDK's
// QuartzCore.framework/Headers/CALayer.h (the iOS 18.0 copy the stubs are otherwise transcribed from does not hold
// it). Only what the package uses.
import Foundation

// `API_AVAILABLE(macos(10.5), ios(2.0)) @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>`
open class CALayer: NSObject {
    // `- (instancetype)init;`
    public override init() { fatalError() }
    // `@property CGRect frame;`
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // `- (void)addSublayer:(CALayer *)layer;`
    open func addSublayer(_ layer: CALayer) { fatalError() }
}

// Uses every declaration of AppleStubs/QuartzCore: CALayer (its initializer, frame, addSublayer).
import Foundation
import QuartzCore

func layerUsage(_ parent: CALayer) {
    let layer = CALayer()
    layer.frame = parent.frame
    parent.addSublayer(layer)
}

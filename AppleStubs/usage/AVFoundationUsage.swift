// Uses every declaration of AppleStubs/AVFoundation: AVMediaType (both initializers, rawValue, video, audio),
// AVLayerVideoGravity (its initializer, rawValue, resizeAspectFill), AVAuthorizationStatus's cases, AVCaptureDevice
// (default(for:), authorizationStatus(for:), requestAccess(for:)), AVCaptureInput and AVCaptureDeviceInput(device:),
// AVCaptureOutput, AVCaptureConnection, AVCaptureSession (its initializer, canAddInput, addInput, canAddOutput,
// addOutput, startRunning, stopRunning), AVMetadataObject (type; ObjectType with its initializer, rawValue and its
// thirteen barcode types), AVMetadataMachineReadableCodeObject.stringValue, AVCaptureMetadataOutput (its initializer,
// setMetadataObjectsDelegate(_:queue:), availableMetadataObjectTypes, metadataObjectTypes),
// AVCaptureMetadataOutputObjectsDelegate (implemented) and AVCaptureVideoPreviewLayer (init(session:), videoGravity).
import AVFoundation
import Foundation
import QuartzCore

final class UsageMetadataDelegate: NSObject, AVCaptureMetadataOutputObjectsDelegate {
    private(set) var read: [String] = []

    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
    ) {
        for object in metadataObjects {
            if let code = object as? AVMetadataMachineReadableCodeObject {
                read.append(code.type.rawValue + (code.stringValue ?? ""))
            }
        }
        _ = (output as AVCaptureOutput, connection)
    }
}

func captureUsage(delegate: UsageMetadataDelegate) async throws -> CALayer? {
    let statuses: [AVAuthorizationStatus] = [.notDetermined, .restricted, .denied, .authorized]
    let media = [AVMediaType.video, AVMediaType.audio, AVMediaType("vide"), AVMediaType(rawValue: "soun")]
    guard statuses.contains(AVCaptureDevice.authorizationStatus(for: media[0])),
        await AVCaptureDevice.requestAccess(for: .video), let camera = AVCaptureDevice.default(for: .video)
    else { return nil }
    let session = AVCaptureSession()
    let input: AVCaptureInput = try AVCaptureDeviceInput(device: camera)
    if session.canAddInput(input) { session.addInput(input) }
    let output = AVCaptureMetadataOutput()
    if session.canAddOutput(output) { session.addOutput(output) }
    let types: [AVMetadataObject.ObjectType] = [
        .qr, .ean13, .ean8, .upce, .code39, .code39Mod43, .code93, .code128, .pdf417, .aztec, .interleaved2of5, .itf14,
        .dataMatrix, AVMetadataObject.ObjectType(rawValue: "x"),
    ]
    output.metadataObjectTypes = output.availableMetadataObjectTypes.filter { types.contains($0) }
    _ = (output.metadataObjectTypes, media.map(\.rawValue))
    output.setMetadataObjectsDelegate(delegate, queue: .main)
    session.startRunning()
    session.stopRunning()
    let preview = AVCaptureVideoPreviewLayer(session: session)
    preview.videoGravity = .resizeAspectFill
    _ = (preview.videoGravity.rawValue, AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize"))
    return preview
}

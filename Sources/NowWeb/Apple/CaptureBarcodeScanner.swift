#if canImport(UIKit) && canImport(AVFoundation) && canImport(Vision) && canImport(VisionKit)
    import AVFoundation
    import Foundation
    import QuartzCore
    import UIKit
    import VisionKit

    extension DataScannerBarcodeScanner {
        /// The device's scanner for `camera.getBarcode`: VisionKit's data scanner where `DataScannerViewController`
        /// is supported (A12 Bionic and later), else ``CaptureBarcodeScanner`` (AVFoundation).
        static func forDevice(presenter: UIViewController, mayUseCamera: @escaping @MainActor () -> Bool)
            -> any BarcodeScanning
        {
            DataScannerViewController.isSupported
                ? DataScannerBarcodeScanner(presenter: presenter, mayUseCamera: mayUseCamera)
                : CaptureBarcodeScanner(presenter: presenter, mayUseCamera: mayUseCamera)
        }
    }

    /// The scanner on iOS for Cabrillo `camera.getBarcode` on devices without VisionKit's data scanner: an
    /// AVFoundation capture session on the default video camera with a metadata output for barcodes, its preview
    /// full screen over the controller under a bar with Cancel, after the app's `DevicePermissionDelegate` allowed
    /// `.camera`.
    ///
    /// ``BarcodeScan/captureRefusal(hasCamera:mayUseCamera:authorization:)`` decides first (no camera, the app's or
    /// the user's refusal, a restricted camera); the first code with text is the answer
    /// (``BarcodeScan/firstReadable(_:)``, with AVFoundation's type name as the symbology); Cancel answers
    /// ``BarcodeScan/cancelled``.
    @MainActor
    final class CaptureBarcodeScanner: BarcodeScanning {
        private weak var presenter: UIViewController?
        private let mayUseCamera: @MainActor () -> Bool
        private var pending: CheckedContinuation<BarcodeScan, Never>?
        private weak var shown: UIViewController?
        private var capture: CaptureSession?

        /// A scanner presented over `presenter`, asking `mayUseCamera` (the app's `canRequestPermission(.camera)`)
        /// before each scan.
        init(presenter: UIViewController, mayUseCamera: @escaping @MainActor () -> Bool) {
            self.presenter = presenter
            self.mayUseCamera = mayUseCamera
        }

        func scanBarcode() async -> BarcodeScan {
            let camera = AVCaptureDevice.default(for: .video)
            let authorization: CameraAuthorization =
                switch AVCaptureDevice.authorizationStatus(for: .video) {
                case .notDetermined: .notDetermined
                case .restricted: .restricted
                case .denied: .denied
                default: .authorized
                }
            if let refusal = BarcodeScan.captureRefusal(
                hasCamera: camera != nil, mayUseCamera: camera != nil && mayUseCamera(), authorization: authorization)
            {
                return refusal
            }
            guard let camera else { return .unavailable("this device has no camera") }
            if authorization == .notDetermined, !(await AVCaptureDevice.requestAccess(for: .video)) { return .denied }
            guard pending == nil, let presenter, presenter.presentedViewController == nil else {
                return .unavailable("a scan is already showing, or there is nothing to show it over")
            }
            let session = AVCaptureSession()
            let output = AVCaptureMetadataOutput()
            guard let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input) else {
                return .unavailable("the camera cannot be opened")
            }
            session.addInput(input)
            guard session.canAddOutput(output) else { return .unavailable("the camera cannot read codes") }
            session.addOutput(output)
            // Known only once the session has the camera: asking for a type the output cannot report raises.
            output.metadataObjectTypes = BarcodeScan.typesToScan(
                available: output.availableMetadataObjectTypes, wanted: Self.barcodeTypes)
            let relay = MetadataRelay { [weak self] codes in self?.read(codes) }
            output.setMetadataObjectsDelegate(relay, queue: .main)
            let capture = CaptureSession(session: session, relay: relay)
            self.capture = capture

            let preview = CapturePreviewController(layer: AVCaptureVideoPreviewLayer(session: session))
            let container = DataScannerBarcodeScanner.fullScreen(preview) { [weak self] in self?.finish(.cancelled) }
            shown = container
            return await withCheckedContinuation { continuation in
                pending = continuation
                presenter.present(container, animated: true) { capture.start() }
            }
        }

        /// The barcode types asked of the output (those of iOS 8 and before, which every camera reads).
        private static let barcodeTypes: [AVMetadataObject.ObjectType] = [
            .qr, .ean13, .ean8, .upce, .code39, .code39Mod43, .code93, .code128, .pdf417, .aztec, .interleaved2of5,
            .itf14, .dataMatrix,
        ]

        private func read(_ codes: [(payload: String?, symbology: String?)]) {
            guard let scan = BarcodeScan.firstReadable(codes) else { return }
            finish(scan)
        }

        private func finish(_ scan: BarcodeScan) {
            guard let pending else { return }
            self.pending = nil
            capture?.stop()
            capture = nil
            shown?.dismiss(animated: true)
            shown = nil
            pending.resume(returning: scan)
        }
    }

    /// A capture session started and stopped on a serial queue of its own, as AVFoundation asks (`startRunning`
    /// blocks until the camera runs). `@unchecked Sendable`: the session is touched only on that queue once
    /// configured, and the relay is immutable.
    private final class CaptureSession: @unchecked Sendable {
        private let session: AVCaptureSession
        private let relay: MetadataRelay
        private let queue = DispatchQueue(label: "NowWeb.CaptureBarcodeScanner")

        init(session: AVCaptureSession, relay: MetadataRelay) {
            self.session = session
            self.relay = relay
        }

        func start() { queue.async { self.session.startRunning() } }
        func stop() { queue.async { self.session.stopRunning() } }
    }

    /// Receives the output's metadata objects (on the main queue) and hands their type and text to the scanner;
    /// an object of AVFoundation's, whose delegate protocol has no actor.
    private final class MetadataRelay: NSObject, AVCaptureMetadataOutputObjectsDelegate, @unchecked Sendable {
        private let onRead: @MainActor @Sendable ([(payload: String?, symbology: String?)]) -> Void

        init(onRead: @escaping @MainActor @Sendable ([(payload: String?, symbology: String?)]) -> Void) {
            self.onRead = onRead
        }

        func metadataOutput(
            _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
            from connection: AVCaptureConnection
        ) {
            let codes: [(payload: String?, symbology: String?)] = metadataObjects.compactMap { object in
                guard let code = object as? AVMetadataMachineReadableCodeObject else { return nil }
                return (code.stringValue, code.type.rawValue)
            }
            guard !codes.isEmpty else { return }
            let onRead = onRead
            Task { @MainActor in onRead(codes) }
        }
    }

    /// The camera's picture, filling the screen under the navigation bar.
    private final class CapturePreviewController: UIViewController {
        private let preview: AVCaptureVideoPreviewLayer

        init(layer: AVCaptureVideoPreviewLayer) {
            preview = layer
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            preview.videoGravity = .resizeAspectFill
            view.layer.addSublayer(preview)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            preview.frame = view.bounds
        }
    }
#endif

import Foundation
import NowSDK

/// What a barcode scanner came back with, on any platform (VisionKit's `DataScannerViewController`, an
/// AVFoundation capture session, a test's script).
package enum BarcodeScan: Sendable, Equatable {
    /// A code was read: its payload text and, when known, its symbology (such as `org.iso.QRCode`).
    case scanned(payload: String, symbology: String?)
    /// The user closed the scanner.
    case cancelled
    /// The app's `DevicePermissionDelegate` refused the camera.
    case denied
    /// This device cannot scan: no camera, or no scanner on this platform. The reason says which.
    case unavailable(String)

    /// The longest payload handed to a page, in characters.
    package static let maximumPayloadCharacters = 4096

    /// The answer to Cabrillo `camera.getBarcode` this scan makes: the barcode string (what the page's promise
    /// resolves to), `null` on cancel (falsy, as `attachments.addFile` resolves on cancel), or the error.
    ///
    /// A payload without text, or longer than ``maximumPayloadCharacters``, is refused; control characters
    /// other than tab and line breaks are dropped.
    package var cabrilloAnswer: Result<JSONValue, CabrilloError> {
        switch self {
        case .scanned(let payload, _):
            let kept = String(
                payload.unicodeScalars.filter {
                    $0 == "\t" || $0 == "\n" || $0 == "\r" || !CharacterSet.controlCharacters.contains($0)
                }
                .map(Character.init))
            guard !kept.isEmpty else { return .failure(.unavailable(.getBarcode, "the code read has no text")) }
            guard kept.count <= Self.maximumPayloadCharacters else {
                return .failure(
                    .unavailable(
                        .getBarcode, "the code read is longer than \(Self.maximumPayloadCharacters) characters"))
            }
            return .success(.string(kept))
        case .cancelled: return .success(.null)
        case .denied: return .failure(.permissionDenied(.getBarcode, .camera))
        case .unavailable(let reason): return .failure(.unavailable(.getBarcode, reason))
        }
    }
}

extension BarcodeScan {
    /// Why a camera scanner cannot start, or `nil` when it can: checked in this order, so that a device without a
    /// scanner never asks the app for the camera, and an app's refusal is reported as such even while the camera is
    /// busy.
    ///
    /// - Parameters:
    ///   - isSupported: the device has a scanner (VisionKit: `DataScannerViewController.isSupported`).
    ///   - mayUseCamera: the app's `DevicePermissionDelegate` allows `.camera`.
    ///   - isAvailable: the camera can be used now (VisionKit: `DataScannerViewController.isAvailable`: not
    ///     restricted by the device's settings or screen time).
    package static func refusal(isSupported: Bool, mayUseCamera: Bool, isAvailable: Bool) -> BarcodeScan? {
        guard isSupported else { return .unavailable("this device has no barcode scanner") }
        guard mayUseCamera else { return .denied }
        guard isAvailable else { return .unavailable("the camera is restricted or not available now") }
        return nil
    }

    /// The first code among what a scanner recognized that carries text (payload and symbology, in the scanner's
    /// order), or `nil` to keep scanning: a code without a text payload (binary content) is passed over.
    package static func firstReadable(_ recognized: [(payload: String?, symbology: String?)]) -> BarcodeScan? {
        for code in recognized {
            guard let payload = code.payload, !payload.isEmpty else { continue }
            return .scanned(payload: payload, symbology: code.symbology)
        }
        return nil
    }
}

/// What the system says of the app's use of the camera (iOS: `AVCaptureDevice.authorizationStatus(for: .video)`).
package enum CameraAuthorization: Sendable, Equatable {
    /// The user has not been asked yet: the system asks when the scan starts.
    case notDetermined
    /// The device's settings or screen time keep the app from the camera.
    case restricted
    /// The user refused the app the camera.
    case denied
    /// The user allowed the app the camera.
    case authorized
}

extension BarcodeScan {
    /// Why the AVFoundation scanner (for devices without VisionKit's data scanner) cannot start, or `nil` when it
    /// can: no camera answers unavailable without asking the app; the app's `DevicePermissionDelegate` refusing
    /// `.camera`, or the user having refused the app the camera, answers ``denied``; a restricted camera answers
    /// unavailable.
    package static func captureRefusal(
        hasCamera: Bool, mayUseCamera: Bool, authorization: CameraAuthorization
    ) -> BarcodeScan? {
        guard hasCamera else { return .unavailable("this device has no camera") }
        guard mayUseCamera else { return .denied }
        switch authorization {
        case .restricted: return .unavailable("the camera is restricted or not available now")
        case .denied: return .denied
        case .notDetermined, .authorized: return nil
        }
    }

    /// The metadata types a capture output is asked for: those of `wanted` (the barcode types) that it can
    /// report (`available`: `AVCaptureMetadataOutput.availableMetadataObjectTypes`, known only once its session has
    /// a camera input), in `available`'s order; asking for another raises an exception on iOS.
    package static func typesToScan<Kind: Hashable>(available: [Kind], wanted: [Kind]) -> [Kind] {
        let wanted = Set(wanted)
        return available.filter { wanted.contains($0) }
    }
}

/// A device capability that a web page may ask for (camera for barcode scanning, photos for attachments, ...).
public enum DevicePermission: String, Sendable, CaseIterable {
    /// The camera.
    case camera
    /// The device's location.
    case location
    /// The microphone.
    case microphone
    /// The photo library.
    case photoLibrary
    /// Speech recognition (the vendor's spelling, kept so that code written against it ports over).
    case speachRecognition
}

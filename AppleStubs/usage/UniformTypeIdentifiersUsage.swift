// Uses every declaration of AppleStubs/UniformTypeIdentifiers (11): UTType's three failable initializers (the
// identifier's, and by MIME type or extension with and without the supertype), `identifier`,
// `preferredFilenameExtension`, `conforms(to:)`, `item`, `data`, `image` and `movie`.
import Foundation
import UniformTypeIdentifiers

func contentTypes(_ mimeType: String, _ fileExtension: String) -> [UTType] {
    [
        UTType(mimeType: mimeType), UTType(mimeType: mimeType, conformingTo: .item),
        UTType(filenameExtension: fileExtension), UTType(filenameExtension: fileExtension, conformingTo: .data),
    ].compactMap { $0 } + [.item]
}

func mediaType(_ identifier: String) -> (String, String?, Bool)? {
    guard let type = UTType(identifier) else { return nil }
    return (type.identifier, type.preferredFilenameExtension, type.conforms(to: .image) || type.conforms(to: .movie))
}

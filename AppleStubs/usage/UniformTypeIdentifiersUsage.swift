// Uses every declaration of AppleStubs/UniformTypeIdentifiers (5): UTType's two failable initializers (with and
// without the supertype), `item` and `data`.
import Foundation
import UniformTypeIdentifiers

func contentTypes(_ mimeType: String, _ fileExtension: String) -> [UTType] {
    [
        UTType(mimeType: mimeType), UTType(mimeType: mimeType, conformingTo: .item),
        UTType(filenameExtension: fileExtension), UTType(filenameExtension: fileExtension, conformingTo: .data),
    ].compactMap { $0 } + [.item]
}

import Foundation
import NowWeb

/// A picker that hands over the files a test wrote, and records what it was asked for.
@MainActor
package final class ScriptedFilePicker: FilePicking {
    /// The files each pick hands over.
    package var files: [URL]
    /// Every request, in order.
    package private(set) var requests: [FilePickRequest] = []

    /// Makes a picker that hands over `files`.
    package init(_ files: [URL]) {
        self.files = files
    }

    /// Records `request` and hands over ``files``.
    package func pickFiles(for request: FilePickRequest) async -> [URL] {
        requests.append(request)
        return files
    }
}

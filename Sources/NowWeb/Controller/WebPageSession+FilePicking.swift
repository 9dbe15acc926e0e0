import Foundation

// A page's `<input type=file>`: the engine asks its delegate, the session, which asks the controller's picker.
extension WebPageSession {
    /// The files the host's picker returns for the page's chooser; `nil` (the engine's platform picker) when the
    /// host has none, or has gone.
    package func webEngine(_ engine: any WebEngine, pickFilesFor request: FilePickRequest) async -> [URL]? {
        guard let picker = host?.filePicker else { return nil }
        return await picker.pickFiles(for: request)
    }
}

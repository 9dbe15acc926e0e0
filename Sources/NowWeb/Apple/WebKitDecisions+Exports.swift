import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Exports on WKWebView: a file a document of the instance makes (a `blob:` or `data:` URL, a list's CSV, a report's
// PDF) is the one download WebKit may make (`WKDownload`, iOS 14.5), after ``PageExport`` accepted it, as on
// WebKitGTK: the engine answers `…PolicyDownload` (``Policy/download``) for it alone, gives the download a private
// file, checks its size again when it ends, and reports it as ``WebEngineEvent/exportReceived(file:name:)``.
// Every other file to save is refused as before (`WebKitDecisions+Downloads.swift`).
extension WebKitDecisions {
    /// The export a navigation `action` is, when ``PageExport`` accepts it at its start: a link the page asked to
    /// download (`shouldPerformDownload`) to a `blob:` or `data:` URL, asked for by a frame of the instance's origin
    /// (`sourceFrame`'s security origin, as WebKit knows it). `nil` for anything else, which goes the usual way (to
    /// the session machine, and a file to save is refused).
    ///
    /// - Parameters:
    ///   - action: WebKit's navigation action.
    ///   - instance: The instance's URL, `nil` before the first load (nothing is accepted: fail closed).
    ///   - othersUnderWay: Whether the engine is taking another export.
    /// - Returns: The export to answer ``Policy/download`` for, or `nil`.
    @MainActor
    package static func export(
        of action: some WebKitNavigationActionFacts, instance: URL?, othersUnderWay: Bool
    ) -> PageExport? {
        guard action.shouldPerformDownload, let url = action.request.url, PageExport.isExport(url) else { return nil }
        let export = PageExport(url: url, requester: WebKitMapping.origin(of: action.sourceFrame))
        return accepts(export, instance: instance, bytes: nil, othersUnderWay: othersUnderWay) ? export : nil
    }

    /// The answer to a navigation response that ``response(_:canShowMIMEType:)`` refused as a file to save, when
    /// it is an export ``PageExport`` accepts: ``Policy/download``, reported as nothing yet (the file is reported
    /// when it is complete). The export's requester is the frame origin the engine vouches for
    /// (``WebResponse/frameOrigin``; `nil` for the main frame's, which a `blob:` URL's own origin answers for and
    /// a `data:` URL cannot). Any other decision is returned as it is.
    ///
    /// - Parameters:
    ///   - decision: The decision ``response(_:canShowMIMEType:)`` made.
    ///   - expectedBytes: The response's announced length, if any (`expectedContentLength` when not negative).
    ///   - instance: The instance's URL, if known.
    ///   - othersUnderWay: Whether the engine is taking another export.
    /// - Returns: The decision to apply, and the export to take when it is ``Policy/download``.
    package static func export(
        from decision: ResponseDecision, expectedBytes: Int64?, instance: URL?, othersUnderWay: Bool
    ) -> (decision: ResponseDecision, export: PageExport?) {
        guard case .downloadRefused(let response)? = decision.event, PageExport.isExport(response.url) else {
            return (decision, nil)
        }
        let export = PageExport(url: response.url, requester: response.frameOrigin)
        guard accepts(export, instance: instance, bytes: expectedBytes, othersUnderWay: othersUnderWay) else {
            return (decision, nil)
        }
        return (ResponseDecision(event: nil, policy: .download), export)
    }

    /// Whether the export WebKit asks a file for (`download(_:decideDestinationUsing:suggestedFilename:)`) still
    /// goes on, with the length its response announces; `false` gives WebKit no file, which cancels it.
    package static func exportGoesOn(_ export: PageExport, instance: URL?, expectedBytes: Int64?) -> Bool {
        accepts(export, instance: instance, bytes: expectedBytes, othersUnderWay: false)
    }

    /// Whether a complete export of `bytes` reaches the app (`downloadDidFinish`); `false` deletes it.
    package static func exportIsDelivered(_ export: PageExport, instance: URL?, bytes: Int64?) -> Bool {
        // A size nobody can read refuses: the cap cannot be checked (fail closed).
        guard let bytes else { return false }
        return accepts(export, instance: instance, bytes: bytes, othersUnderWay: false)
    }

    /// The announced length of a response, `nil` when unknown (`NSURLResponseUnknownLength`, -1).
    package static func announcedBytes(_ expectedContentLength: Int64) -> Int64? {
        expectedContentLength < 0 ? nil : expectedContentLength
    }

    private static func accepts(_ export: PageExport, instance: URL?, bytes: Int64?, othersUnderWay: Bool) -> Bool {
        guard let instance else { return false }
        return export.verdict(instance: instance, bytes: bytes, othersUnderWay: othersUnderWay) == .accept
    }
}

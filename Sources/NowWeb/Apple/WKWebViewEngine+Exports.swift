#if canImport(WebKit)
    import Foundation
    import WebKit

    // Exports on WKWebView: a `blob:` or `data:` file a frame of the instance makes (a list's CSV, a report's PDF)
    // becomes a `WKDownload` once `PageExport` accepted it (`WebKitDecisions+Exports.swift`), one at a time; WebKit
    // writes it into a directory of the engine's own, readable by the user alone, its size is checked again when it
    // is complete, and the owner hears of the file (`WebEngineEvent.exportReceived`) and moves it into the app's
    // attachment directory, as on WebKitGTK.
    extension WKWebViewEngine {
        /// An export the engine is taking: the decision's facts, its download once WebKit made it, and its place.
        struct ExportUnderWay {
            /// What ``PageExport`` accepted.
            let export: PageExport
            /// The download WebKit made of it; `nil` between the `…PolicyDownload` answer and `didBecomeDownload`.
            var download: WKDownload?
            /// A directory of the engine's own (0700), deleted when the export ends; `nil` until WebKit asks for a file.
            var directory: URL?
            /// The name the page gave the file.
            var name = ""
        }

        /// `.download` for a navigation that is an export ``WebKitDecisions/export(of:instance:othersUnderWay:)``
        /// accepts, which the engine then takes; `nil` for any other navigation, which goes the usual way.
        func exportPolicy(for action: WKNavigationAction) -> WKNavigationActionPolicy? {
            guard
                let export = WebKitDecisions.export(
                    of: action, instance: instanceScope?.instanceURL, othersUnderWay: exportUnderWay != nil)
            else { return nil }
            exportUnderWay = ExportUnderWay(export: export)
            return .download
        }

        /// `decision` as ``WebKitDecisions/export(from:expectedBytes:instance:othersUnderWay:)`` changes it for a
        /// response that is an accepted export (``WebKitDecisions/Policy/download``), which the engine then takes.
        func exportDecision(_ decision: WebKitDecisions.ResponseDecision, for response: URLResponse)
            -> WebKitDecisions.ResponseDecision
        {
            let taken = WebKitDecisions.export(
                from: decision, expectedBytes: WebKitDecisions.announcedBytes(response.expectedContentLength),
                instance: instanceScope?.instanceURL, othersUnderWay: exportUnderWay != nil)
            if let export = taken.export { exportUnderWay = ExportUnderWay(export: export) }
            return taken.decision
        }

        /// Takes `download`, the one the engine answered `…PolicyDownload` for. Another (none was expected, or one is
        /// under way already) still gets the engine as its delegate, which gives it no file: WebKit cancels it.
        func exportBecameDownload(_ download: WKDownload) {
            download.delegate = callbacks
            guard var taking = exportUnderWay, taking.download == nil else { return }
            taking.download = download
            exportUnderWay = taking
        }

        /// The file WebKit writes the export into: in a new directory of the engine's, readable by the user alone,
        /// never at a name the page chose; `nil` (WebKit cancels the download) for a download the engine is not
        /// taking, an export larger than the cap announces, or a directory that cannot be made.
        func exportDestination(_ download: WKDownload, response: URLResponse, suggestedFilename: String) -> URL? {
            guard var taking = exportUnderWay, taking.download === download else { return nil }
            guard
                WebKitDecisions.exportGoesOn(
                    taking.export, instance: instanceScope?.instanceURL,
                    expectedBytes: WebKitDecisions.announcedBytes(response.expectedContentLength))
            else {
                exportUnderWay = nil
                return nil
            }
            let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-export-\(UUID())")
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch {
                exportUnderWay = nil
                return nil
            }
            taking.directory = directory
            taking.name = suggestedFilename
            exportUnderWay = taking
            return directory.appending(path: "export")
        }

        /// Hands a complete export to the owner (`delivering`) when its size is within the cap, as a file readable
        /// by the user alone; deletes it otherwise, and when the download failed.
        func endExport(_ download: WKDownload, delivering: Bool) {
            guard let taking = exportUnderWay, taking.download === download else { return }
            exportUnderWay = nil
            guard let directory = taking.directory else { return }
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appending(path: "export")
            let bytes = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize.map(Int64.init)
            guard delivering,
                WebKitDecisions.exportIsDelivered(taking.export, instance: instanceScope?.instanceURL, bytes: bytes)
            else { return }
            // The owner moves the file out; the directory goes now.
            let owned = directory.deletingLastPathComponent().appending(path: "\(UUID())-export")
            guard (try? FileManager.default.moveItem(at: file, to: owned)) != nil else { return }
            try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: owned.path)
            report(.exportReceived(file: owned, name: taking.name))
        }

        /// Forgets an export WebKit was told to download but never made a download of (the page went away first).
        func dropUnstartedExport() {
            if exportUnderWay?.download == nil { exportUnderWay = nil }
        }
    }
#endif

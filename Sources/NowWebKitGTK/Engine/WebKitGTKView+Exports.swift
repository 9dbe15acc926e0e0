#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// An export the view is taking: its download (one reference), the decision's facts, and where it goes.
    struct ExportUnderWay {
        let download: OpaquePointer
        let export: PageExport
        /// A directory of the view's own, readable by the user alone, deleted when the export ends.
        let directory: URL
        var file: URL?
        var name = ""
        var isRefused = false
    }

    // Exports: a file the instance's page makes (`blob:`/`data:` with `download`) is the one download WebKit may
    // complete, after `PageExport` accepted it, into a private directory; the owner hears of the file and moves
    // it into the app's directory. Its size is checked again as its bytes arrive.
    extension WebKitGTKView {
        /// Starts taking `download` when it is an export `PageExport` accepts; `false` to refuse it.
        func takesExport(_ download: OpaquePointer) -> Bool {
            let request = webkit_download_get_request(download)
            guard let uri = string(webkit_uri_request_get_uri(request)), let url = URL(string: uri),
                PageExport.isExport(url), let instance = instanceScope?.instanceURL
            else { return false }
            let export = PageExport(url: url, requester: Self.requesterOrigin(of: request))
            guard export.verdict(instance: instance, bytes: nil, othersUnderWay: exportUnderWay != nil) == .accept
            else { return false }
            let directory = FileManager.default.temporaryDirectory.appending(path: "nowweb-export-\(UUID())")
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch {
                return false
            }
            g_object_ref(rawObject(download))
            exportUnderWay = ExportUnderWay(download: download, export: export, directory: directory)
            connectExportSignals(download)
            return true
        }

        private func connectExportSignals(_ download: OpaquePointer) {
            let userData = Unmanaged.passUnretained(self).toOpaque()
            let destination: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> gboolean = {
                download, name, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).exportDestination(download, name: name) }
                return 1
            }
            connectSignal(rawObject(download), "decide-destination", destination, userData)
            let received: @convention(c) (OpaquePointer?, guint64, gpointer?) -> Void = { download, _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).exportReceivedData(download) }
            }
            connectSignal(rawObject(download), "received-data", received, userData)
            let failed: @convention(c) (OpaquePointer?, gpointer?, gpointer?) -> Void = { _, _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).exportUnderWay?.isRefused = true }
            }
            connectSignal(rawObject(download), "failed", failed, userData)
            let finished: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).endExport(delivering: true) }
            }
            connectSignal(rawObject(download), "finished", finished, userData)
        }

        /// Sends the export to a file of the private directory, never to a name the page chose.
        private func exportDestination(_ download: OpaquePointer?, name: UnsafePointer<CChar>?) {
            guard let download, var taking = exportUnderWay, taking.download == download else { return }
            let file = taking.directory.appending(path: "export")
            taking.file = file
            taking.name = name.map { String(cString: $0) } ?? ""
            exportUnderWay = taking
            webkit_download_set_destination(download, file.path)
        }

        /// Stops an export that grew over the limit; what was written is deleted when it ends.
        private func exportReceivedData(_ download: OpaquePointer?) {
            guard let download, let taking = exportUnderWay, taking.download == download, !taking.isRefused,
                let instance = instanceScope?.instanceURL
            else { return }
            let bytes = Int64(clamping: webkit_download_get_received_data_length(download))
            guard taking.export.verdict(instance: instance, bytes: bytes, othersUnderWay: false) != .accept else {
                return
            }
            exportUnderWay?.isRefused = true
            webkit_download_cancel(download)
        }

        /// Ends the export under way: hands a complete one to the owner (`delivering`), else deletes its file.
        func endExport(delivering: Bool) {
            guard let taking = exportUnderWay else { return }
            exportUnderWay = nil
            let userData = Unmanaged.passUnretained(self).toOpaque()
            g_signal_handlers_disconnect_matched(
                rawObject(taking.download), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, userData)
            if !delivering { webkit_download_cancel(taking.download) }
            g_object_unref(rawObject(taking.download))
            if delivering, !taking.isRefused, let file = taking.file, !isClosed {
                // The owner moves the file out; the directory goes once it has (or now, when nothing was written).
                let owned = taking.directory.deletingLastPathComponent().appending(path: "\(UUID())-export")
                if (try? FileManager.default.moveItem(at: file, to: owned)) != nil {
                    try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: owned.path)
                    reports.yield(.event(.exportReceived(file: owned, name: taking.name)))
                }
            }
            try? FileManager.default.removeItem(at: taking.directory)
        }
    }
#endif

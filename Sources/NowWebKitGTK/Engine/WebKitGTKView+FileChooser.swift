#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    // A page's `<input type=file>`: WebKit's `run-file-chooser` is answered by the owner's picker (the
    // controller's, else the GTK file chooser), and the page's own upload goes out with its session. The
    // request's types and multiple selection come from the input's `accept` and `multiple`; WebKitGTK does not
    // pass `capture` on.
    extension WebKitGTKView {
        /// Connects `run-file-chooser`.
        func connectFileChooser() {
            let run: @convention(c) (UnsafeMutablePointer<WebKitWebView>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, request, userData in
                GtkActor.assumeIsolated { WebKitGTKView.from(userData).fileChooserRequested(request) }
                return 1
            }
            connectSignal(rawObject(webView), "run-file-chooser", run, Unmanaged.passUnretained(self).toOpaque())
        }

        /// The pick `request` asks for: its MIME types (WebKit has turned the input's extensions into types)
        /// and whether several files may be picked.
        static func pickRequest(of request: OpaquePointer) -> FilePickRequest {
            var types: [String] = []
            if var entry = webkit_file_chooser_request_get_mime_types(request) {
                while let type = entry.pointee {
                    types.append(String(cString: type))
                    entry += 1
                }
            }
            return FilePickRequest(
                allowsMultiple: webkit_file_chooser_request_get_select_multiple(request) != 0,
                accept: types.joined(separator: ","))
        }

        private func fileChooserRequested(_ request: OpaquePointer?) {
            guard let request else { return }
            guard !isClosed else {
                webkit_file_chooser_request_cancel(request)
                return
            }
            // WebKit keeps the page's chooser open until the answer; keep the request alive until then.
            g_object_ref(rawObject(request))
            let pending = PendingFileChooser(request)
            reports.yield(
                .filePick(Self.pickRequest(of: request)) { files in
                    Task { @GtkActor in pending.answer(files) }
                })
        }
    }

    /// A page's file chooser WebKit keeps open until the owner answers.
    @GtkActor
    final class PendingFileChooser {
        private var request: OpaquePointer?

        init(_ request: OpaquePointer) {
            self.request = request
        }

        /// Selects `files` (local files only; none cancels) and releases the request; later calls do nothing.
        func answer(_ files: [URL]) {
            guard let request else { return }
            self.request = nil
            let paths = files.filter(\.isFileURL).map { strdup($0.path) }
            defer { for path in paths { free(path) } }
            if paths.isEmpty {
                webkit_file_chooser_request_cancel(request)
            } else {
                var list: [UnsafePointer<CChar>?] = paths.map { UnsafePointer($0) } + [nil]
                webkit_file_chooser_request_select_files(request, &list)
            }
            g_object_unref(rawObject(request))
        }

        isolated deinit {
            // An owner that never answered: nothing is picked.
            answer([])
        }
    }
#endif

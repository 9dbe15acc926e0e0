#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowWeb

    /// The platform picker on Linux: GTK's file chooser (`GtkFileChooserNative`, which goes through the desktop's
    /// portal where there is one). GTK 4.10's `GtkFileDialog` would replace it, but Debian 12 ships GTK 4.8.
    ///
    /// It offers the request's types (MIME types, and `.ext` suffixes) as a filter and one file unless the request
    /// allows several; it cannot take a photo, so `capture` opens the same chooser.
    @MainActor
    final class GTKFileChooser: FilePicking {
        /// The files the user chose, or none when they cancelled or GTK could not show the chooser.
        func pickFiles(for request: FilePickRequest) async -> [URL] {
            let files = try? await CallbackContinuation<[URL]>.awaiting { continuation in
                Task { @GtkActor in FileChooserDialog.present(request, then: continuation) }
            }
            return files ?? []
        }
    }

    /// One shown chooser; it keeps itself alive until GTK answers.
    @GtkActor
    private final class FileChooserDialog {
        private let native: OpaquePointer
        private let continuation: CallbackContinuation<[URL]>
        private var retained: Unmanaged<FileChooserDialog>?

        private init(_ native: OpaquePointer, _ continuation: CallbackContinuation<[URL]>) {
            self.native = native
            self.continuation = continuation
        }

        static func present(_ request: FilePickRequest, then continuation: CallbackContinuation<[URL]>) {
            guard
                let native = gtk_file_chooser_native_new(
                    request.allowsMultiple ? "Choose files" : "Choose a file", nil, GTK_FILE_CHOOSER_ACTION_OPEN,
                    "_Open", "_Cancel")
            else {
                continuation.resume(.success([]))
                return
            }
            let chooser = native
            gtk_file_chooser_set_select_multiple(chooser, request.allowsMultiple ? 1 : 0)
            if !request.accept.isEmpty, let filter = gtk_file_filter_new() {
                for pattern in request.accept {
                    if pattern.hasPrefix(".") {
                        gtk_file_filter_add_suffix(filter, String(pattern.dropFirst()))
                    } else {
                        gtk_file_filter_add_mime_type(filter, pattern)
                    }
                }
                gtk_file_chooser_add_filter(chooser, filter)
                g_object_unref(rawObject(filter))
            }
            let dialog = FileChooserDialog(native, continuation)
            dialog.retained = Unmanaged.passRetained(dialog)
            let response: @convention(c) (OpaquePointer?, gint, gpointer?) -> Void = { _, answer, userData in
                GtkActor.assumeIsolated {
                    Unmanaged<FileChooserDialog>.fromOpaque(userData!).takeUnretainedValue().finish(answer)
                }
            }
            connectSignal(rawObject(native), "response", response, Unmanaged.passUnretained(dialog).toOpaque())
            gtk_native_dialog_show(typedObject(rawObject(native)))
        }

        private func finish(_ answer: gint) {
            var files: [URL] = []
            if answer == GTK_RESPONSE_ACCEPT.rawValue, let list = gtk_file_chooser_get_files(native) {
                for index in 0..<g_list_model_get_n_items(list) {
                    guard let item = g_list_model_get_item(list, index) else { continue }
                    if let path = g_file_get_path(OpaquePointer(item)) {
                        files.append(URL(filePath: String(cString: path)))
                        g_free(path)
                    }
                    g_object_unref(item)
                }
                g_object_unref(rawObject(list))
            }
            continuation.resume(.success(files))
            gtk_native_dialog_destroy(typedObject(rawObject(native)))
            g_object_unref(rawObject(native))
            retained?.release()
            retained = nil
        }
    }
#endif

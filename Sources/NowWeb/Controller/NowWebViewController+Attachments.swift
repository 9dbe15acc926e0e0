import Foundation
import NowSDK

// Attachments and barcodes: what a page's Cabrillo `attachments.*` and `camera.getBarcode` calls and its links
// to instance files come to. The user picks or scans; NowWeb sends or fetches the file natively with the page's
// session (the engine's cookies and the page's `g_ck`, never the bearer) and answers the call in the frame that
// asked, unless the page has gone meanwhile.
extension NowWebViewController {
    /// Where NowWeb downloads an instance file the page opens (a `sys_attachment.do?sys_id=…` link, or Cabrillo
    /// `attachments.viewFile`): a directory of the app's, never one a page names. Each file is written under its
    /// sys_id and the server's name made safe, at most 50 MiB, and handed to the delegate's
    /// ``NowWebViewControllerDelegate/nowWebViewController(_:didDownloadAttachment:)``. Default `nil`: nothing is
    /// downloaded, and an opened instance file goes to `nowWebViewController(_:didReceive:)` as before.
    public var attachmentDirectory: URL? {
        get { attachments.directory }
        set { attachments.directory = newValue }
    }

    /// The picker for the page's `<input type=file>` and Cabrillo `attachments.addFile`; `nil` (the default) for
    /// the engine's platform picker.
    package var filePicker: (any FilePicking)? {
        get { attachments.filePicker }
        set { attachments.filePicker = newValue }
    }

    /// The app's scanner for Cabrillo `camera.getBarcode`; `nil` (the default) for the platform's (iOS: VisionKit's
    /// data scanner; elsewhere none: the call is answered unsupported).
    package var barcodeScanner: (any BarcodeScanning)? {
        get { attachments.barcodeScanner }
        set { attachments.barcodeScanner = newValue }
    }

    /// Runs a command answered later, then answers the held call `id` (none for a post) in its frame. The
    /// controller is held only between the steps, so one that goes away meanwhile answers nothing.
    func performLater(_ command: CabrilloCommand, answering id: Int?) {
        // No scanner: answered at once, as a method the host does not serve.
        if case .scanBarcode = command, activeBarcodeScanner == nil {
            if let id, let answer = cabrillo.answer(id, with: .failure(.unsupported(.getBarcode))) {
                webEngine.evaluate(answer.reply, in: answer.frame)
            }
            return
        }
        let current: Current = { [weak self] in self }
        Task {
            let result: Result<JSONValue, CabrilloError>
            switch command {
            case .addAttachments(let upload, let pick):
                result = await Self.addAttachments(upload, pick: pick, of: current)
            case .viewAttachment(let sysID):
                guard let instance = current()?.service.scope.instanceURL else { return }
                result = await Self.view(AttachmentDownload(sysID: sysID, instanceURL: instance), of: current)
            case .scanBarcode:
                guard let scanner = current()?.activeBarcodeScanner else { return }
                result = await scanner.scanBarcode().cabrilloAnswer
            default: return
            }
            guard let controller = current(), let id, let answer = controller.cabrillo.answer(id, with: result) else {
                return
            }
            controller.webEngine.evaluate(answer.reply, in: answer.frame)
        }
    }

    /// Downloads `url` when it is an attachment of the instance and the app chose a directory; `false` when the
    /// URL is no such file (it goes to the delegate as unsupported). While another download runs, the file is
    /// dropped (`true`): one at a time, so that a page opening file after file cannot fill the directory.
    func downloadOpenedAttachment(_ url: URL) -> Bool {
        guard attachmentDirectory != nil,
            let download = try? AttachmentDownload(url, instanceURL: service.scope.instanceURL)
        else { return false }
        guard !attachments.isDownloading else { return true }
        attachments.isDownloading = true
        let current: Current = { [weak self] in self }
        Task {
            let result = await Self.fetch(download, of: current)
            current()?.attachments.isDownloading = false
            guard case .failure(let error) = result, let controller = current() else { return }
            controller.delegate?.nowWebViewController(
                controller, didFailNavigationWith: NowWebError.attachmentFailed(reason: error.localizedDescription))
        }
        return true
    }

    /// The controller, while it lives: the steps of a command hold it only while they run, not across a pick.
    typealias Current = @MainActor () -> NowWebViewController?

    private static func addAttachments(
        _ upload: AttachmentUpload, pick: FilePickRequest, of current: Current
    ) async -> Result<JSONValue, CabrilloError> {
        let method: CabrilloMethod = upload.allowsMultiple ? .addFiles : .addFile
        guard let picker = current()?.attachmentPicker else {
            return .failure(.unavailable(method, "this host has no file picker"))
        }
        let pickFolder = current()?.attachments.pickFolder
        let files = await picker.pickFiles(for: pick)
        // The copies the iOS pickers made in the controller's folder go once the upload is done.
        defer { if let pickFolder { PickedMediaFile.discard(files, in: pickFolder) } }
        // Cancelled: falsy, as the instance's own host answers.
        guard !files.isEmpty else { return .success(.null) }
        guard let controller = current() else { return .failure(.unavailable(method, "the page has gone")) }
        guard let session = await controller.attachmentSession(withToken: true) else {
            return .failure(.unavailable(method, AttachmentError.noSession.localizedDescription))
        }
        let (instance, maximum, transfer) = (
            controller.service.scope.instanceURL, controller.attachments.maximumUploadBytes,
            controller.attachmentTransfer
        )
        let scaler = controller.webEngine.capabilities.imageScaler
        var records: [JSONValue] = []
        var errors: [JSONValue] = []
        for url in files.prefix(upload.allowsMultiple ? FilePickRequest.maximumFiles : 1) {
            let outcome: Result<JSONValue, AttachmentError>
            do throws(AttachmentError) {
                var file = try PickedFile(contentsOf: url, maximumBytes: maximum)
                if let resize = upload.resize, resize.applies(to: file), let scaler {
                    // Off the main actor: a camera's photo takes a moment to decode and scale.
                    let picked = file
                    file = await Task.detached { scaler.scaled(picked, to: resize) }.value ?? file
                }
                let request = try upload.request(
                    for: file, instanceURL: instance, maximumBytes: maximum, boundary: "NowWeb-\(UUID().uuidString)")
                outcome = await transfer.send(request, session: session)
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let record): records.append(record)
            case .failure(let error):
                let name = AttachmentFileName.safe(url.lastPathComponent, fallback: "file")
                errors.append(.object(["file_name": .string(name), "message": .string(error.localizedDescription)]))
                if !upload.allowsMultiple { return .failure(.unavailable(method, error.localizedDescription)) }
            }
        }
        if !upload.allowsMultiple { return .success(records.first ?? .null) }
        return .success(.object(["attachments": .array(records), "errors": .array(errors)]))
    }

    private static func view(_ download: AttachmentDownload, of current: Current) async -> Result<
        JSONValue, CabrilloError
    > {
        guard let controller = current(), controller.attachmentDirectory != nil else {
            return .failure(.unavailable(.viewFile, "the app chose no directory for attachments"))
        }
        guard !controller.attachments.isDownloading else {
            return .failure(.unavailable(.viewFile, "another download is under way"))
        }
        controller.attachments.isDownloading = true
        let result = await Self.fetch(download, of: current)
        current()?.attachments.isDownloading = false
        switch result {
        case .success: return .success(.null)
        case .failure(let error): return .failure(.unavailable(.viewFile, error.localizedDescription))
        }
    }

    /// Fetches `download` into the app's directory, readable by the user alone, and hands the file to the
    /// delegate. The caller holds the controller's one download slot (``AttachmentHost/isDownloading``).
    private static func fetch(_ download: AttachmentDownload, of current: Current) async
        -> Result<URL, AttachmentError>
    {
        guard let controller = current(), let directory = controller.attachmentDirectory,
            let session = await controller.attachmentSession(withToken: false)
        else { return .failure(.noSession) }
        let (transfer, maximum) = (controller.attachmentTransfer, controller.attachments.maximumDownloadBytes)
        var result = await transfer.fetch(download, session: session, into: directory, maximumBytes: maximum)
        if case .success(let file) = result {
            // The instance's file is the user's: not for other accounts of the device (R3-L-7).
            do {
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            } catch {
                try? FileManager.default.removeItem(at: file)
                result = .failure(.cannotWrite(directory.lastPathComponent))
            }
        }
        if case .success(let file) = result, let controller = current() {
            controller.delegate?.nowWebViewController(controller, didDownloadAttachment: file)
            #if canImport(UIKit) && canImport(QuickLook)
                controller.previewDownloadedAttachment(file)
            #endif
        }
        return result
    }

    /// The transfer for this controller's attachments, made on first use with the engine's trust hook (the real
    /// engine's behind a `DeferredWebEngine`, which forwards its capabilities).
    var attachmentTransfer: AttachmentTransfer {
        if let transfer = attachments.transfer { return transfer }
        let trust = webEngine.capabilities.trustHook ?? NowPlatformTrust()
        let transfer = AttachmentTransfer(trust: trust)
        // Kept only once the working engine exists: before, its trust hook is not known yet.
        if webEngine.workingEngine != nil { attachments.transfer = transfer }
        return transfer
    }

    /// The app's picker, else the engine's platform picker (GTK), else the platform's over the controller (iOS: the
    /// photo library, the camera or the document picker, as `FilePickRequest.platformPicker` chooses).
    var attachmentPicker: (any FilePicking)? {
        if let picker = filePicker ?? webEngine.capabilities.platformFilePicker { return picker }
        #if canImport(UIKit) && canImport(PhotosUI)
            return MediaFilePicker(
                presenter: self, folder: attachments.pickFolder,
                mayUseCamera: { [core = service.core] in core.canRequestPermission(.camera) })
        #elseif canImport(UIKit)
            return DocumentFilePicker(presenter: self)
        #else
            return nil
        #endif
    }

    /// The app's scanner, else the platform's over the controller (iOS: VisionKit's data scanner, or AVFoundation's
    /// capture session on a device without it, each asking the app's `DevicePermissionDelegate` for `.camera`); `nil`
    /// where there is none.
    var activeBarcodeScanner: (any BarcodeScanning)? {
        if let scanner = barcodeScanner { return scanner }
        #if canImport(UIKit) && canImport(Vision) && canImport(VisionKit) && canImport(AVFoundation)
            return DataScannerBarcodeScanner.forDevice(
                presenter: self, mayUseCamera: { [core = service.core] in core.canRequestPermission(.camera) })
        #else
            return nil
        #endif
    }

    /// The page's web session: the engine's cookies for the instance (its own view's, else those its data store
    /// knows: the headless jar, WKWebView's cookie store), and its `g_ck` when `withToken`.
    private func attachmentSession(withToken: Bool) async -> AttachmentTransfer.Session? {
        let instance = service.scope.instanceURL
        let fromEngine = await webEngine.capabilities.cookieHeader?(instance)
        let cookies: String?
        if let fromEngine {
            cookies = fromEngine
        } else {
            cookies = await service.dataStore.cookieHeader(for: instance)
        }
        guard let cookies else { return nil }
        guard withToken else { return AttachmentTransfer.Session(cookieHeader: cookies, userToken: nil) }
        let token = AttachmentTransfer.Session.userToken(
            try? await webEngine.evaluateJavaScript("typeof window.g_ck === 'string' ? window.g_ck : ''"))
        return AttachmentTransfer.Session(cookieHeader: cookies, userToken: token)
    }
}

import Foundation
import NowInternal

// The methods real portal and Next Experience pages call most after viewLayout, but the modal's
// (CabrilloDispatcher+Modal.swift).
extension CabrilloDispatcher {
    /// navigation.goto, geolocation.getCurrentLocation, attachments.addFile, addFiles and viewFile,
    /// camera.getBarcode.
    static let portalHandlers: [CabrilloMethod: Handler] = [
        .goto: command { call in gotoTarget(call).map(CabrilloCommand.navigate) },
        .getCurrentLocation: command { _ in .success(.getLocation) },
        .addFile: command { call in addAttachments(call) },
        .addFiles: command { call in addAttachments(call) },
        .viewFile: command { call in
            guard let sysID = call.options["attachment"]?["sys_id"]?.stringValue, SysID.isValid(sysID) else {
                return .failure(.invalidOptions(call.method, "attachment.sys_id is not a sys_id"))
            }
            return .success(.viewAttachment(sysID: sysID))
        },
        .getBarcode: command { _ in .success(.scanBarcode) },
    ]

    /// The pick and the upload `attachments.addFile` or `addFiles` asks for. The page's `options.accept` (a
    /// guess: no instance script sends it) narrows the types offered; `addFile`'s `maxWidth`/`maxHeight`/
    /// `jpgQuality` (image resizing) are not applied: the file goes as picked.
    static func addAttachments(_ call: CabrilloCall) -> Result<CabrilloCommand, CabrilloError> {
        do {
            let upload = try AttachmentUpload(call)
            let pick = FilePickRequest(
                allowsMultiple: upload.allowsMultiple, accept: call.options["accept"]?.stringValue ?? "")
            return .success(.addAttachments(upload, pick: pick))
        } catch {
            return .failure(error)
        }
    }

    /// The page `navigation.goto` asks for: `uri` (absolute, or relative to the instance), else a record
    /// (`table` and `sysId`; `-1` is a new record) or a list (`table`, optional encoded `query`), with an
    /// optional `view`. The URL may be off the instance; the controller checks that before loading it. A URL
    /// of a scheme ``InstanceScope/refusedSchemes`` names (code, local files, a page's own bytes) is refused
    /// here, as a main-frame navigation there is: it never reaches the app.
    static func gotoTarget(_ call: CabrilloCall) -> Result<URL, CabrilloError> {
        do { return .success(try readGotoTarget(call)) } catch { return .failure(error) }
    }

    private static func readGotoTarget(_ call: CabrilloCall) throws(CabrilloError) -> URL {
        if let uri = call.options["uri"]?.stringValue, !uri.isEmpty {
            guard let url = URL(string: uri) else { throw .invalidOptions(call.method, "uri is not a URL") }
            guard !InstanceScope.refuses(url) else {
                throw .invalidOptions(call.method, "uri has a scheme that is never opened")
            }
            return url
        }
        guard let table = call.options["table"]?.stringValue, !table.isEmpty else {
            throw .invalidOptions(call.method, "neither uri nor table was given")
        }
        guard table.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw .invalidOptions(call.method, "table is not a table name")
        }
        var components = URLComponents()
        var query: [URLQueryItem] = []
        if let sysId = call.options["sysId"]?.stringValue, !sysId.isEmpty {
            components.path = "/\(table).do"
            query.append(URLQueryItem(name: "sys_id", value: sysId))
        } else {
            components.path = "/\(table)_list.do"
            if let encoded = call.options["query"]?.stringValue, !encoded.isEmpty {
                query.append(URLQueryItem(name: "sysparm_query", value: encoded))
            }
        }
        if let view = call.options["view"]?.stringValue, !view.isEmpty {
            query.append(URLQueryItem(name: "sysparm_view", value: view))
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw .invalidOptions(call.method, "the record's URL cannot be built") }
        return url
    }
}

import Foundation
import NowInternal
import Testing

@testable import NowWeb

/// How a page's attachments call becomes a request to the instance, and what the page is answered.
@Suite struct AttachmentUploadTests {
    let instance = URL(string: "https://example.service-now.com")!
    let sysID = "0123456789abcdef0123456789abcdef"

    func call(_ options: [String: JSONValue]) -> CabrilloCall { call(.addFile, options) }

    func call(_ method: CabrilloMethod, _ options: [String: JSONValue]) -> CabrilloCall {
        CabrilloCall(method: method, options: .object(options))
    }

    @Test func aRecordGoesToTheAttachmentAPIWithTheFileAsTheBody() throws {
        let upload = try AttachmentUpload(call(["table": .string("incident"), "sysId": .string(sysID)]))
        let file = PickedFile(name: "photo 1.jpg", contentType: "image/jpeg", data: Data([1, 2, 3]))
        let request = try upload.request(for: file, instanceURL: instance, boundary: "b")
        #expect(
            request.url.absoluteString
                == "https://example.service-now.com/api/now/attachment/file?table_name=incident&table_sys_id=\(sysID)&file_name=photo%201.jpg"
        )
        #expect(request.contentType == "image/jpeg")
        #expect(request.body == Data([1, 2, 3]))
        #expect(upload.allowsMultiple == false)
    }

    @Test func theInstancesOwnApiPathIsSentAsMultipartWithItsFields() throws {
        let upload = try AttachmentUpload(
            call([
                "apiPath": .string(
                    "/angular.do?sysparm_type=ngk_attachments&action=add&load_attachment_record=true&sys_id=\(sysID)&table=incident"
                ),
                "uploadParamName": .string("attachFile"),
                "params": .object(["sysparm_table": .string("incident"), "sysparm_nostack": .bool(true)]),
            ]))
        let file = PickedFile(name: "../../etc/passwd", contentType: "text/plain", data: Data("hi".utf8))
        let request = try upload.request(for: file, instanceURL: instance, boundary: "XB")
        #expect(request.url.path == "/angular.do")
        #expect(request.url.host == "example.service-now.com")
        #expect(request.contentType == "multipart/form-data; boundary=XB")
        let body = String(decoding: request.body, as: UTF8.self)
        #expect(
            body == "--XB\r\nContent-Disposition: form-data; name=\"sysparm_nostack\"\r\n\r\ntrue\r\n"
                + "--XB\r\nContent-Disposition: form-data; name=\"sysparm_table\"\r\n\r\nincident\r\n"
                + "--XB\r\nContent-Disposition: form-data; name=\"attachFile\"; filename=\"passwd\"\r\n"
                + "Content-Type: text/plain\r\n\r\nhi\r\n--XB--\r\n")
    }

    @Test(arguments: [
        "https://evil.example/api/now/attachment/file", "//evil.example/api/now/attachment/file",
        "/api/now/table/incident", "/angular.do?sysparm_type=other", "api/now/attachment/file",
        "/\\evil.example/api/now/attachment/file",
    ])
    func anApiPathOffTheInstancesAttachmentEndpointsIsRefused(_ path: String) {
        #expect(throws: CabrilloError.invalidOptions(.addFile, "apiPath is not an attachment endpoint of the instance"))
        {
            try AttachmentUpload(call(["apiPath": .string(path)]))
        }
    }

    @Test func aRecordThatIsNotOneIsRefused() {
        for options: [String: JSONValue] in [
            [:], ["table": .string("../x"), "sysId": .string(sysID)],
            ["table": .string("incident"), "sysId": .string("7")],
        ] {
            #expect(throws: CabrilloError.self) { try AttachmentUpload(call(options)) }
        }
        #expect(throws: CabrilloError.invalidOptions(.addFile, "params.a is not a one-line value")) {
            try AttachmentUpload(
                call(["apiPath": .string("/api/now/attachment/upload"), "params": .object(["a": .string("x\r\ny")])]))
        }
    }

    @Test func addFilesAllowsSeveralUnlessSingleSelection() throws {
        let record: [String: JSONValue] = ["table": .string("incident"), "sysId": .string(sysID)]
        #expect(try AttachmentUpload(call(.addFiles, record)).allowsMultiple)
        var single = record
        single["isSingleSelection"] = .bool(true)
        #expect(try !AttachmentUpload(call(.addFiles, single)).allowsMultiple)
    }

    @Test func sizesAreBounded() throws {
        let upload = try AttachmentUpload(call(["table": .string("incident"), "sysId": .string(sysID)]))
        #expect(throws: AttachmentError.empty) {
            try upload.request(for: PickedFile(name: "a", data: Data()), instanceURL: instance, boundary: "b")
        }
        #expect(throws: AttachmentError.tooLarge(11, maximum: 10)) {
            try upload.request(
                for: PickedFile(name: "a", data: Data(count: 11)), instanceURL: instance, maximumBytes: 10,
                boundary: "b")
        }
    }

    @Test func theAnswerIsTheAttachmentRecord() throws {
        let body = Data(#"{"result":{"sys_id":"abc","file_name":"a.txt","size_bytes":"2"}}"#.utf8)
        let record = try AttachmentUpload.answer(status: 201, body: body).get()
        #expect(record["sys_id"]?.stringValue == "abc")
        #expect(record["file_name"]?.stringValue == "a.txt")
        #expect(AttachmentUpload.answer(status: 403, body: body) == .failure(.refused(403)))
        #expect(AttachmentUpload.answer(status: 200, body: Data("<html>".utf8)) == .failure(.unusableAnswer))
    }

    @Test func aDeepAnswerIsUnusableOnASmallStack() async {
        let body = Data(nestedObjects(depth: 300).utf8)
        let answer = await onSmallStack { AttachmentUpload.answer(status: 200, body: body) }
        #expect(answer == .failure(.unusableAnswer))
    }

    @Test func paramsNumbersAreWrittenAsTheInstanceReadsThem() throws {
        let upload = try AttachmentUpload(
            call([
                "apiPath": .string("/api/now/attachment/upload"),
                "params": .object(["n": .number(42), "m": .number(-0.0), "f": .number(2.5), "b": .number(-9e18)]),
            ]))
        guard case .multipart(_, let fields) = upload.encoding else {
            Issue.record("an upload endpoint is multipart")
            return
        }
        #expect(fields == ["n": "42", "m": "0", "f": "2.5", "b": "-9000000000000000000"])
    }

    @Test(arguments: [
        "０１２３４５６７８９ａｂｃｄｅｆ０１２３４５６７８９ａｂｃｄｅｆ", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdefa",
        "0123456789abcdef0123456789abcdeg", "0123456789abcdef0123456789abcde٣",
    ])
    func sysIDsAreThirtyTwoASCIIHexDigits(_ text: String) {
        #expect(!SysID.isValid(text))
        #expect(
            throws: CabrilloError.invalidOptions(.addFile, "neither apiPath nor a record's table and sysId was given")
        ) {
            try AttachmentUpload(call(["table": .string("incident"), "sysId": .string(text)]))
        }
    }

    @Test func sysIDsOfEitherCaseAreValid() {
        #expect(SysID.isValid(sysID))
        #expect(SysID.isValid(sysID.uppercased()))
    }
}

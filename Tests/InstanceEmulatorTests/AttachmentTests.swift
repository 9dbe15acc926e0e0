import Foundation
import NowWebTesting
import Testing

@Suite("Attachment API")
struct AttachmentTests {
    private let record = "0123456789abcdef0123456789abcdef"

    @Test func anUploadWithTheBearerIsStoredAndServedBackToItsUser() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let bearer = [("Authorization", "Bearer \(token)")]
            let upload = try await client.request(
                "POST", "/api/now/attachment/file?table_name=incident&table_sys_id=\(record)&file_name=a.txt",
                headers: bearer + [("Content-Type", "text/plain")], body: Array("hello".utf8))
            #expect(upload.status == 201)
            let result = try #require(try TestSupport.json(upload)["result"] as? [String: String])
            #expect(result["file_name"] == "a.txt")
            #expect(result["size_bytes"] == "5")
            #expect(result["table_sys_id"] == record)
            let sysID = try #require(result["sys_id"])
            let stored = try #require(instance.storedAttachments.first)
            #expect(stored.sysID == sysID)
            #expect(stored.cameWithBearerToken)
            #expect(stored.bytes == Data("hello".utf8))
            let download = try await client.request("GET", "/sys_attachment.do?sys_id=\(sysID)", headers: bearer)
            #expect(download.status == 200)
            #expect(download.text == "hello")
            #expect(download.header("Content-Disposition") == "attachment; filename=\"a.txt\"")
        }
    }

    @Test func anUploadWithoutASessionOrParametersIsRefused() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let path = "/api/now/attachment/file?table_name=incident&table_sys_id=\(record)&file_name=a.txt"
            #expect(try await client.request("POST", path, body: Array("x".utf8)).status == 401)
            let token = try #require(try await TestSupport.passwordToken(client)["access_token"] as? String)
            let bearer = [("Authorization", "Bearer \(token)")]
            #expect(try await client.request("POST", path, headers: bearer).status == 400)
            #expect(try await client.request("GET", path, headers: bearer).status == 405)
            #expect(instance.storedAttachments.isEmpty)
        }
    }
}

import Foundation
import NowInternal
import NowWebTesting

/// Small helpers shared by the emulator tests.
enum TestSupport {
    /// A configuration on the default users and clients with the system clock.
    static var configuration: InstanceEmulator.Configuration { InstanceEmulator.Configuration() }

    /// The token JSON for a password grant by the public mobile client.
    static func passwordToken(
        _ client: LoopbackHTTPClient, user: String = "abel.tuter", password: String = "Abel.Tuter-1"
    ) async throws -> [String: Any] {
        let response = try await client.request(
            "POST", "/oauth_token.do", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: form([
                ("grant_type", "password"), ("client_id", "nowweb-mobile"), ("username", user),
                ("password", password),
            ]))
        return try json(response)
    }

    /// Form-encodes `pairs` into a body.
    static func form(_ pairs: [(String, String)]) -> [UInt8] { Array(FormEncoding.encode(pairs).utf8) }

    /// The response body as a JSON object (empty when it is not one).
    static func json(_ response: LoopbackHTTPClient.Response) throws -> [String: Any] {
        (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
    }

    /// A `Cookie` header value from `Set-Cookie` pairs.
    static func cookieHeader(_ cookies: [String: String]) -> String {
        cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}

/// Listening sockets of this process, by inode, so that a test can tell its own server's socket from one that
/// another test's server opened later on the same (freed) port.
enum ListeningSockets {
    /// The inode of the socket listening on `127.0.0.1:port`, if any.
    static func inode(port: UInt16) -> UInt64? {
        // Read to the end: proc files report a size of 0, which whole-file readers take at its word.
        let table = String(
            decoding: FileHandle(forReadingAtPath: "/proc/net/tcp")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let local = "0100007F:" + String(format: "%04X", port)
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // Fields: sl local_address rem_address st ... inode (the tenth); st 0A is LISTEN.
            guard fields.count > 9, fields[1] == local, fields[3] == "0A" else { continue }
            return UInt64(fields[9])
        }
        return nil
    }

    /// Whether this process still holds the socket with `inode` open.
    static func isOpen(_ inode: UInt64) -> Bool {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.contains { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
                == "socket:[\(inode)]"
        }
    }
}

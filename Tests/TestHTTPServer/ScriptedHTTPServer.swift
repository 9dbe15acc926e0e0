import Foundation
import NowInternal

#if canImport(Glibc)
    import Glibc
#endif

/// A bare HTTP/1.1 server on 127.0.0.1, port 0, whose answers a test scripts: a response, silence, or a dropped
/// connection. It records every request it reads.
package final class ScriptedHTTPServer: Sendable {
    package struct Request: Sendable {
        package var method: String
        package var path: String
        package var headers: [String: String]
    }

    package enum Reply: Sendable {
        case respond(status: Int, headers: [String: String], body: String)
        case hang
        case drop
        /// Writes `head` and `body` as they are, then closes the connection: a body without `Content-Length`.
        case raw(head: String, body: String)
    }

    package let baseURL: URL
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let log = Locked<[Request]>([])
    // Open connections. A descriptor leaves this set under the lock before it is closed, so `stop()` never shuts
    // down a number the process has reused for another socket.
    private let connections = Locked<Set<Int32>>([])

    // Glibc imports the socket type as an enum case, Darwin as an Int32.
    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
        private static let streamType = SOCK_STREAM
    #endif

    package init(handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        let listener = socket(AF_INET, Self.streamType, 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 128) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread { [self] in acceptLoop() }.start()
    }

    package var requests: [Request] { log.current }

    package func stop() {
        // Only shut the listener down: the accept loop closes it, so that no thread uses a reused descriptor.
        shutdown(listener, Int32(SHUT_RDWR))
        connections.withLock { open in
            for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                close(listener)
                return
            }
            connections.withLock { _ = $0.insert(connection) }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            connections.withLock { open in
                open.remove(connection)
                close(connection)
            }
        }
        var buffer = [UInt8]()
        while true {
            guard let request = readRequest(connection, buffer: &buffer) else { return }
            log.withLock { $0.append(request) }
            switch handler(request) {
            case .drop:
                return
            case .raw(let head, let body):
                let bytes = Array((head + "\r\n\r\n" + body).utf8)
                _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                return
            case .hang:
                var byte: UInt8 = 0
                while read(connection, &byte, 1) > 0 {}
                return
            case .respond(let status, let headers, let body):
                var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.utf8.count)\r\n"
                for (name, value) in headers { head += "\(name): \(value)\r\n" }
                let bytes = Array((head + "\r\n" + body).utf8)
                guard bytes.withUnsafeBytes({ write(connection, $0.baseAddress, $0.count) }) == bytes.count else {
                    return
                }
            }
        }
    }

    private func readRequest(_ connection: Int32, buffer: inout [UInt8]) -> Request? {
        let terminator = Array("\r\n\r\n".utf8)
        while true {
            if let end = buffer.indices.dropLast(3).first(where: { Array(buffer[$0..<($0 + 4)]) == terminator }) {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(..<(end + 4))
                var lines = head.components(separatedBy: "\r\n")
                let requestLine = lines.removeFirst().split(separator: " ")
                guard requestLine.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}

extension ScriptedHTTPServer.Reply {
    package static let missing = Self.respond(status: 404, headers: [:], body: "")

    package static func html(_ body: String, headers: [String: String] = [:]) -> Self {
        .respond(status: 200, headers: headers.merging(["Content-Type": "text/html"]) { $1 }, body: body)
    }

    package static func redirect(_ location: String, headers: [String: String] = [:]) -> Self {
        .respond(status: 302, headers: headers.merging(["Location": location]) { $1 }, body: "")
    }
}

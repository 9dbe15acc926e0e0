import Foundation

/// Parses one HTTP/1.1 request from the front of a byte buffer; a pure function of the bytes.
package struct HTTPRequestParser: Sendable {
    /// What the bytes so far amount to.
    package enum Outcome: Sendable {
        /// More bytes are needed; `expectsContinue` once the head asked for `100 Continue`.
        case incomplete(expectsContinue: Bool)
        /// A whole request, which used the first `consumed` bytes.
        case request(HTTPRequest, consumed: Int)
        /// The request is unacceptable: answer with `status` and close.
        case failure(status: Int, reason: String)
    }

    /// The largest request head (request line and headers) accepted, in bytes.
    package var maximumHeadBytes: Int
    /// The largest request body accepted, in bytes.
    package var maximumBodyBytes: Int

    /// A parser with the given limits.
    package init(maximumHeadBytes: Int, maximumBodyBytes: Int) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Examines `buffer` and reports whether it starts with a complete, acceptable request.
    package func parse(_ buffer: [UInt8]) -> Outcome {
        guard let headEnd = HTTPHead.terminator(in: buffer) else {
            if buffer.count > maximumHeadBytes { return .failure(status: 413, reason: "request head too large") }
            if let first = buffer.first, !(65...90).contains(first) {
                return .failure(status: 400, reason: "request line does not start with a method")
            }
            return .incomplete(expectsContinue: false)
        }
        guard headEnd <= maximumHeadBytes else { return .failure(status: 413, reason: "request head too large") }
        let lines = HTTPHead.lines(buffer[0..<headEnd])
        // An empty head (`CRLF CRLF` alone) has no request line at all.
        guard let firstLine = lines.first else { return .failure(status: 400, reason: "empty request head") }
        let requestLine = firstLine.split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty,
            requestLine[0].utf8.allSatisfy({ (65...90).contains($0) }),
            requestLine[1].hasPrefix("/"),
            requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0"
        else { return .failure(status: 400, reason: "malformed request line") }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let field = HTTPHead.field(line), Self.isToken(field.name[...]) else {
                return .failure(status: 400, reason: "malformed header line")
            }
            headers.append(field)
        }
        let target = requestLine[1]
        let questionMark = target.firstIndex(of: "?")
        var request = HTTPRequest(
            method: String(requestLine[0]),
            path: String(target[..<(questionMark ?? target.endIndex)]),
            query: questionMark.map { String(target[target.index(after: $0)...]) },
            version: String(requestLine[2]), headers: headers, body: Data())
        if request.version == "HTTP/1.1", request.header("Host") == nil {
            return .failure(status: 400, reason: "missing Host header")
        }
        if request.header("Transfer-Encoding") != nil {
            return .failure(status: 501, reason: "chunked request bodies are not supported")
        }
        let lengths = Set(headers.filter { HTTPHead.namesEqual($0.name, "Content-Length") }.map(\.value))
        guard lengths.count <= 1, let length = lengths.isEmpty ? 0 : Int(lengths.first!), length >= 0 else {
            return .failure(status: 400, reason: "invalid Content-Length")
        }
        guard length <= maximumBodyBytes else { return .failure(status: 413, reason: "request body too large") }
        let bodyStart = headEnd + 4
        guard buffer.count >= bodyStart + length else {
            let expects = request.header("Expect")?.lowercased() == "100-continue"
            return .incomplete(expectsContinue: expects)
        }
        request.body = Data(buffer[bodyStart..<bodyStart + length])
        return .request(request, consumed: bodyStart + length)
    }

    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 > 32 && $0 < 127 && !"()<>@,;:\\\"/[]?={}".utf8.contains($0) }
    }
}

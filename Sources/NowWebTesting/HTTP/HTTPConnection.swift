import Foundation
import NowInternal

#if canImport(Glibc)
    import Glibc
#endif

/// Serves one client connection: reads requests, answers them in order, honours keep-alive and limits.
struct HTTPConnection {
    let wire: ConnectionWire
    let configuration: HTTPServer.Configuration
    let handler: HTTPServer.Handler
    let stopSignal: StopSignal

    func serve() {
        let parser = HTTPRequestParser(
            maximumHeadBytes: configuration.maximumHeadBytes, maximumBodyBytes: configuration.maximumBodyBytes)
        var buffer: [UInt8] = []
        var requestStart: ContinuousClock.Instant?
        var sentContinue = false
        var served = 0
        while !stopSignal.isStopped {
            switch parser.parse(buffer) {
            case .failure(let status, let reason):
                reject(status: status, reason: reason)
                return
            case .request(var request, let consumed):
                request.isFirstOnConnection = served == 0
                served += 1
                buffer.removeFirst(consumed)
                requestStart = buffer.isEmpty ? nil : .now
                sentContinue = false
                let response = handler(request)
                let keepAlive = request.keepsAlive && !response.closesConnection
                guard deliver(response, keepAlive: keepAlive, headOnly: request.method == "HEAD") else { return }
                guard keepAlive else {
                    wire.finish()
                    return
                }
            case .incomplete(let expectsContinue):
                if expectsContinue, !sentContinue {
                    sentContinue = true
                    wire.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
                let timeout =
                    requestStart.map { configuration.requestTimeout - (.now - $0) } ?? configuration.idleTimeout
                switch wire.receive(into: &buffer, timeout: max(timeout, .zero)) {
                case .bytes:
                    if requestStart == nil { requestStart = .now }
                case .timedOut:
                    if requestStart != nil { reject(status: 408, reason: "the request did not arrive in time") }
                    wire.finish()
                    return
                case .closed:
                    if !buffer.isEmpty { reject(status: 400, reason: "the request ended early") }
                    return
                }
            }
        }
    }

    private func reject(status: Int, reason: String) {
        var response = HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: reason + "\n")
        response.closesConnection = true
        _ = deliver(response, keepAlive: false, headOnly: false)
    }

    /// Writes `response` as its delivery says; returns whether the connection is still usable.
    private func deliver(_ response: HTTPResponse, keepAlive: Bool, headOnly: Bool) -> Bool {
        if response.delay > .zero, stopSignal.wait(for: response.delay) { return false }
        let head = response.head(date: HTTPDate.string(from: configuration.now()), keepAlive: keepAlive)
        if headOnly, response.delivery == .whole { return wire.send(head) }
        switch response.delivery {
        case .whole:
            guard let rate = response.bytesPerSecond, rate > 0 else {
                return wire.send(head + response.body)
            }
            let chunk = max(1, rate / 20)
            return trickle(head + response.body, chunkBytes: chunk, interval: .milliseconds(50))
        case .never:
            var discarded: [UInt8] = []
            while !stopSignal.isStopped {
                if case .closed = wire.receive(into: &discarded, timeout: .seconds(1)) { break }
                discarded.removeAll(keepingCapacity: true)
            }
            return false
        case .drop:
            return false
        case .truncated(let bytes):
            wire.send(head + response.body.prefix(bytes))
            return false
        case .slow(let chunkBytes, let interval):
            guard wire.send(head) else { return false }
            return trickle(response.body, chunkBytes: max(1, chunkBytes), interval: interval)
        case .reset(let bytes):
            wire.send(head + response.body.prefix(bytes))
            LoopbackSocket.setResetOnClose(wire.descriptor)
            return false
        }
    }

    private func trickle(_ bytes: [UInt8], chunkBytes: Int, interval: Duration) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunkBytes, bytes.count)
            guard wire.send(Array(bytes[offset..<end])) else { return false }
            offset = end
            if offset < bytes.count, stopSignal.wait(for: interval) { return false }
        }
        return true
    }
}

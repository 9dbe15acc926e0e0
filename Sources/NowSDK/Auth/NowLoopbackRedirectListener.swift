import Foundation
import NowInternal

/// Receives the authorization redirect on `http://127.0.0.1:<port>/callback`, as RFC 8252 §7.3 describes for
/// native apps without a custom URL scheme (command-line tools on Linux, desktop apps).
///
/// The listener binds a port the system picks when it is made, answers the redirect with a page telling the
/// user to return to the app, answers anything else with 404, and closes after one redirect. It serves up to
/// 16 connections at once, each with 5 seconds to send its request, so an idle connection cannot hold up the
/// redirect; when a 17th arrives, the oldest connection that has not sent a request line gives way, never one
/// that has, so connections opened by another local process cannot push the browser's redirect out.
public final class NowLoopbackRedirectListener: Sendable {
    /// Listener settings.
    public struct Configuration: Sendable {
        /// The redirect path; `/callback` by default.
        public var path = "/callback"
        /// How long to wait for the redirect before giving up; 5 minutes by default.
        public var timeout: Duration = .seconds(300)
        /// The HTML page shown in the browser after the redirect; a short "return to the app" page by default.
        public var successPage =
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Signed in</title></head>"
            + "<body><p>Signed in. You can close this window and return to the app.</p></body></html>"

        /// The defaults.
        public init() {}
    }

    /// The redirect URI to register in the authorization request.
    public let redirectUri: URL
    private let configuration: Configuration
    // The serving thread owns the descriptor while it runs, so that `close()` never closes a descriptor number
    // the thread is still polling (the number could be reused by another file meanwhile).
    private struct State {
        var descriptor: Int32?
        var serving = false
        var stopRequested = false
    }

    private let state: Locked<State>

    /// Binds a listener on 127.0.0.1 with a free port.
    ///
    /// - Parameter configuration: Path, timeout and page; the defaults by default.
    /// - Throws: ``NowAuthorizationError/redirectListenerFailed(code:)`` when no socket could be bound.
    public init(configuration: Configuration = Configuration()) throws {
        let descriptor: Int32
        let port: UInt16
        do {
            // Room for a burst of arrivals in the system's queue: beyond it a connection is dropped and retried a
            // second later, which could outlast the browser's time to send its request.
            (descriptor, port) = try LoopbackSocket.listen(backlog: 32)
        } catch {
            throw NowAuthorizationError.redirectListenerFailed(code: error.code)
        }
        self.configuration = configuration
        state = Locked(State(descriptor: descriptor))
        redirectUri = URL(string: "http://127.0.0.1:\(port)\(configuration.path)")!
    }

    deinit { close() }

    /// Waits for the browser to arrive at the redirect URI and returns the full URL it asked for.
    ///
    /// - Returns: The redirect URL with its query (`code`, `state` or `error`).
    /// - Throws: ``NowAuthorizationError/signInRequired(_:)`` with `authorizationNotCompleted` on timeout,
    ///   cancellation, or when the listener was closed.
    public func waitForRedirect() async throws -> URL {
        try await waitForRedirect(where: { _ in true })
    }

    /// Waits for a redirect that `accepts` takes; other arrivals at the redirect path are answered with a page
    /// saying so, and the listener keeps waiting.
    ///
    /// A sign-in passes a check of its `state`, so that a stale browser tab or another page that sends a
    /// request to the port cannot end (or win) the sign-in in progress.
    package func waitForRedirect(where accepts: @escaping @Sendable (URL) -> Bool) async throws -> URL {
        let cancelled = Locked(false)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let thread = Thread { [self] in
                    continuation.resume(with: serve(cancelled: cancelled, accepts: accepts))
                }
                thread.name = "NowSDK loopback redirect"
                thread.start()
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
    }

    /// Stops listening; a pending ``waitForRedirect()`` ends with `authorizationNotCompleted`.
    public func close() {
        let idle = state.withLock { state -> Int32? in
            if state.serving {
                state.stopRequested = true
                return nil
            }
            defer { state.descriptor = nil }
            return state.descriptor
        }
        if let idle { LoopbackSocket.close(idle) }
    }

    /// Serves every connection at once until an accepted redirect arrives: one poll over the listener and
    /// every open connection, so that a connection that sends nothing (a browser's speculative preconnect)
    /// never holds up the real redirect. Polls briefly so cancellation and timeout are noticed.
    private func serve(cancelled: Locked<Bool>, accepts: (URL) -> Bool) -> Result<URL, NowAuthorizationError> {
        let claimed = state.withLock { state -> Int32? in
            guard !state.serving, let descriptor = state.descriptor else { return nil }
            state.serving = true
            return descriptor
        }
        guard let listening = claimed else { return .failure(.signInRequired(.authorizationNotCompleted)) }
        var connections: [PendingConnection] = []
        defer {
            for connection in connections { LoopbackSocket.close(connection.descriptor) }
            state.withLock { state in
                state.descriptor = nil
                state.serving = false
            }
            LoopbackSocket.close(listening)
        }
        let deadline = ContinuousClock.now.advanced(by: configuration.timeout)
        while !cancelled.current, !state.current.stopRequested, ContinuousClock.now < deadline {
            let ready = LoopbackSocket.readable([listening] + connections.map(\.descriptor), milliseconds: 50)
            // What arrived on the open connections is read before another is accepted, so that a request the
            // browser has sent is in hand before any eviction is decided.
            var index = 0
            while index < connections.count {
                switch connections[index].step(isReadable: ready.contains(connections[index].descriptor)) {
                case .waiting:
                    index += 1
                case .failed:
                    LoopbackSocket.close(connections.remove(at: index).descriptor)
                case .head(let head):
                    let connection = connections.remove(at: index)
                    if let url = answer(head, on: connection.descriptor, accepts: accepts) { return .success(url) }
                }
            }
            if ready.contains(listening), let accepted = LoopbackSocket.accept(listening) {
                Self.admit(accepted, into: &connections)
            }
        }
        return .failure(.signInRequired(.authorizationNotCompleted))
    }

    /// Adds `accepted` to `connections`; when they are at their limit, the oldest one that has not sent a request
    /// line gives way, and when every one has (each is then answered or dropped within its time to send its
    /// head), `accepted` is closed. A connection that has sent its request line is never given up for another
    /// arrival, so a local process that keeps opening connections cannot push the browser's redirect out.
    private static func admit(_ accepted: Int32, into connections: inout [PendingConnection]) {
        if connections.count >= maximumConnections {
            guard let silent = connections.firstIndex(where: { !$0.sentRequestLine }) else {
                LoopbackSocket.close(accepted)
                return
            }
            LoopbackSocket.close(connections.remove(at: silent).descriptor)
        }
        connections.append(PendingConnection(accepted, until: .now.advanced(by: requestTimeout)))
    }

    /// Answers one request head and closes its connection; the redirect URL when it is the one awaited.
    private func answer(_ head: String, on connection: Int32, accepts: (URL) -> Bool) -> URL? {
        defer { LoopbackSocket.close(connection) }
        guard let target = Self.getTarget(of: head),
            target.split(separator: "?", maxSplits: 1).first.map(String.init) == configuration.path,
            let url = URL(string: "http://127.0.0.1:\(redirectUri.port ?? 0)\(target)")
        else {
            LoopbackSocket.sendAll(connection, Array(Self.response(status: "404 Not Found", body: "Not found").utf8))
            return nil
        }
        guard accepts(url) else {
            let page = "This sign-in answer is not for the sign-in in progress. Return to the app and try again."
            LoopbackSocket.sendAll(connection, Array(Self.response(status: "400 Bad Request", body: page).utf8))
            return nil
        }
        LoopbackSocket.sendAll(connection, Array(Self.response(status: "200 OK", body: configuration.successPage).utf8))
        return url
    }

    /// How many connections may wait for their request at once; when another arrives, the oldest that has not
    /// sent a request line goes.
    static let maximumConnections = 16
    /// How long a connection may take to send its request head.
    static let requestTimeout: Duration = .seconds(5)

    private static func getTarget(of head: String) -> String? {
        // "\r\n" is one Character in Swift, so the request line is cut at the CRLF string, not at "\r".
        let requestLine = head.components(separatedBy: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "GET", parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else {
            return nil
        }
        return String(parts[1])
    }

    private static func response(status: String, body: String) -> String {
        "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n\(body)"
    }
}

import Foundation
import NowWebTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("HTTP server")
struct HTTPServerTests {
    @Test func serves200ConcurrentKeepAliveConnections() async throws {
        // Both ends of 200 connections live in this process, beside other suites' sockets; Debian's default
        // soft limit of 1024 descriptors would make that depend on what else runs at the same time.
        Self.raiseDescriptorLimit(to: 4096)
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            let path = try #require(instance.assetPaths.first)
            let clients = try (0..<200).map { _ in try LoopbackHTTPClient(port: port) }
            for _ in 0..<3 {
                for client in clients { client.send(raw: Array("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) }
                let statuses = try await LoopbackHTTPClient.onOwnThread {
                    try clients.map { try $0.readResponse().status }
                }
                #expect(statuses.count == 200 && statuses.allSatisfy { $0 == 200 })
            }
            #expect(instance.openConnectionCount == 200)
        }
    }

    @Test func malformedRequestGets400AndTheServerKeepsServing() async throws {
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            for garbage in [
                "GARBAGE\r\n\r\n", "GET /x HTTP/9.9\r\nHost: a\r\n\r\n", "GET /x HTTP/1.1\r\nno colon\r\n\r\n",
                "\u{1}\u{2}\u{3}", "GET /x HTTP/1.1\r\n\r\n",
                "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: -4\r\n\r\n", "\r\n\r\n",
            ] {
                let client = try LoopbackHTTPClient(port: port)
                client.send(raw: Array(garbage.utf8))
                #expect(try await client.readResponse().status == 400, "for \(garbage.debugDescription)")
                #expect(await client.waitForClose(timeout: .seconds(5)))
            }
            let client = try LoopbackHTTPClient(port: port)
            #expect(try await client.request("GET", "/login.do").status == 200)
        }
    }

    @Test func aCookieHeaderWithoutANameIsAnsweredAndTheServerKeepsServing() async throws {
        try await withInstanceEmulator { instance in
            let port = UInt16(instance.baseURL.port!)
            let client = try LoopbackHTTPClient(port: port)
            client.send(raw: Array("GET /login.do HTTP/1.1\r\nHost: a\r\nCookie: =\r\n\r\n".utf8))
            #expect(try await client.readResponse().status == 200)
            #expect(try await LoopbackHTTPClient(port: port).request("GET", "/login.do").status == 200)
        }
    }

    @Test func oversizedHeadAndBodyGet413() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.maximumRequestHeadBytes = 4096
        configuration.maximumRequestBodyBytes = 1024
        try await withInstanceEmulator(configuration) { instance in
            let port = UInt16(instance.baseURL.port!)
            let head = try LoopbackHTTPClient(port: port)
            #expect(
                try await head.request("GET", "/login.do", headers: [("X-Big", String(repeating: "a", count: 8000))])
                    .status
                    == 413)
            let body = try LoopbackHTTPClient(port: port)
            #expect(try await body.request("POST", "/login.do", body: Array(repeating: 65, count: 2048)).status == 413)
            #expect(try await LoopbackHTTPClient(port: port).request("GET", "/login.do").status == 200)
        }
    }

    @Test func truncatedRequestGets408AfterTheReadTimeout() async throws {
        var configuration = InstanceEmulator.Configuration()
        configuration.requestTimeout = .milliseconds(200)
        try await withInstanceEmulator(configuration) { instance in
            let port = UInt16(instance.baseURL.port!)
            let client = try LoopbackHTTPClient(port: port)
            client.send(raw: Array("POST /login.do HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\nonly-some".utf8))
            #expect(try await client.readResponse().status == 408)
            #expect(await client.waitForClose(timeout: .seconds(5)))
            #expect(try await LoopbackHTTPClient(port: port).request("GET", "/login.do").status == 200)
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            client.send(
                raw: Array("GET /login.do HTTP/1.1\r\nHost: a\r\n\r\nGET /nowhere HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
            #expect(try await client.readResponse().status == 200)
            #expect(try await client.readResponse().status == 404)
        }
    }

    @Test func responsesCarryContentLengthAndKeepAlive() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let response = try await client.request("GET", "/login.do")
            #expect(response.header("Content-Length") == "\(response.body.count)")
            #expect(response.header("Connection") == "keep-alive")
            let closing = try await client.request("GET", "/login.do", headers: [("Connection", "close")])
            #expect(closing.header("Connection") == "close")
            #expect(await client.waitForClose(timeout: .seconds(5)))
        }
    }

    @Test func shutdownLeavesNoListeningSocketAndNoThread() async throws {
        let instance = try await InstanceEmulator.start()
        let ports = [instance.baseURL.port!, instance.foreignBaseURL.port!].map { UInt16($0) }
        let idle = try LoopbackHTTPClient(port: ports[0])
        #expect(try await idle.request("GET", "/login.do").status == 200)
        #expect(Self.threadCount(named: instance.threadNames) >= 3)
        let listeners = ports.compactMap(ListeningSockets.inode(port:))
        #expect(listeners.count == 2 && listeners.allSatisfy(ListeningSockets.isOpen))

        await instance.shutdown()

        #expect(Self.threadCount(named: instance.threadNames) == 0)
        #expect(await idle.waitForClose(timeout: .seconds(5)))
        // By inode: another test's emulator may already listen on a freed port number.
        #expect(!listeners.contains(where: ListeningSockets.isOpen))
    }

    // Glibc imports the resource as an enum case, Darwin as an Int32.
    #if canImport(Glibc)
        private static let descriptorLimit = Int32(RLIMIT_NOFILE.rawValue)
    #else
        private static let descriptorLimit = RLIMIT_NOFILE
    #endif

    /// Raises the soft limit on open descriptors towards `wanted`, never above the hard limit.
    static func raiseDescriptorLimit(to wanted: rlim_t) {
        var limit = rlimit()
        guard getrlimit(descriptorLimit, &limit) == 0, limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        setrlimit(descriptorLimit, &limit)
    }

    /// How many of this process's threads carry one of `names` (from `/proc/self/task/*/comm`).
    static func threadCount(named names: [String]) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            let comm = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
            return names.contains(comm.trimmingCharacters(in: .whitespacesAndNewlines))
        }.count
    }
}

@Suite("HTTP server: HEAD")
struct HTTPHeadTests {
    @Test func headRequestGetsTheHeadersWithoutTheBody() async throws {
        try await withInstanceEmulator { instance in
            let client = try LoopbackHTTPClient(port: UInt16(instance.baseURL.port!))
            let path = try #require(instance.assetPaths.first)
            client.send(
                raw: Array("HEAD \(path) HTTP/1.1\r\nHost: a\r\n\r\nGET /login.do HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
            let head = try await client.readResponse(bodyExpected: false)
            #expect(head.status == 200 && head.header("Content-Length") == "4096" && head.body.isEmpty)
            #expect(try await client.readResponse().status == 200)
        }
    }
}

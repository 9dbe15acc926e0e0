import Foundation
import NowInternal
import NowWebTesting

/// `nowweb-bench emulator`: requests per second the instance emulator serves on loopback.
enum EmulatorBenchmark: Benchmark {
    static let name = "emulator"
    static let summary = "requests/second the instance emulator serves (64 keep-alive connections)"

    static func run(_ arguments: [String]) async throws {
        var connections = 64
        var seconds = 5.0
        for (flag, value) in try BenchmarkArguments.pairs(arguments) {
            switch flag {
            case "--connections": connections = try BenchmarkArguments.positive(Int(value), flag)
            case "--seconds": seconds = try BenchmarkArguments.positive(Double(value), flag)
            default:
                throw BenchmarkUsageError(
                    description: "unknown argument '\(flag)' (options: --connections N, --seconds S)")
            }
        }
        var configuration = InstanceEmulator.Configuration()
        configuration.requestLogLimit = 0
        try await withInstanceEmulator(configuration) { instance in
            let port = UInt16(instance.baseURL.port!)
            let token = instance.issueAccessToken(for: "abel.tuter")
            let cookie = try sessionCookie(port: port, token: token)
            let asset = instance.assetPaths[0]
            let cases: [(String, (String, String, [(String, String)]))] = [
                ("asset GET \(asset) (4 KiB)", ("GET", asset, [])),
                (
                    "page GET /incident_list.do with a session cookie",
                    ("GET", "/incident_list.do", [("Cookie", cookie)])
                ),
            ]
            print("instance emulator on loopback: \(connections) keep-alive connections, \(seconds) s per case")
            for (label, request) in cases {
                let load = LoadGenerator(
                    port: port, connections: connections, duration: .milliseconds(Int64(seconds * 1000)),
                    request: request)
                let result = load.run()
                let rate = Int(result.requestsPerSecond.rounded())
                print(
                    "  \(label): \(rate) requests/s, \(result.requests) requests, \(result.failures) failures, "
                        + "p50 \(milliseconds(result.latency(at: 0.5))) ms, p99 \(milliseconds(result.latency(at: 0.99))) ms"
                )
            }
        }
    }

    private static func sessionCookie(port: UInt16, token: String) throws -> String {
        let client = try LoopbackHTTPClient(port: port)
        let page = try client.request("GET", "/blank.do", headers: [("Authorization", "Bearer \(token)")])
        return page.setCookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.2f", duration.secondsValue * 1000)
    }
}

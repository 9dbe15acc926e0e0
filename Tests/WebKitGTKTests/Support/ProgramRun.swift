#if WebKitGTK
    import Foundation
    import NowWebTesting

    /// One run of a program this package builds (`nowweb`, `nowweb-bench`), beside the test bundle.
    struct ProgramRun {
        let status: Int32
        let output: String

        /// Runs `program` with `arguments` to its end and keeps its standard output (its errors go nowhere).
        static func run(_ program: String, _ arguments: [String]) async throws -> ProgramRun {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appending(path: program)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            // A thread of its own: on a detached task the read would hold a cooperative thread until exit.
            async let printed = LoopbackHTTPClient.onOwnThread { output.fileHandleForReading.readDataToEndOfFile() }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                process.terminationHandler = { _ in continuation.resume() }
                do { try process.run() } catch { continuation.resume() }
            }
            let text = String(decoding: try await printed, as: UTF8.self)
            return ProgramRun(status: process.terminationStatus, output: text)
        }
    }
#endif

#if os(Linux) || os(macOS)
    import Foundation
    import NowInternal

    /// One run of a program to its end, with what it printed: the package's executables (`nowweb`, `nowweb-bench`)
    /// and the system tools tests start.
    ///
    /// A program that does not end within its time limit is killed with every process it started (WebKit's web and
    /// network processes among them), and the run throws ``ProgramRun/TimedOut`` with what it had printed, so that a
    /// stuck program fails its test instead of holding the test run. No thread of Swift concurrency waits on the
    /// program or its pipes.
    package struct ProgramRun: Sendable, CustomStringConvertible {
        /// The program's exit status (the signal's number when a signal ended it).
        package let status: Int32
        /// What it wrote to its standard output.
        package let output: String
        /// What it wrote to its standard error (empty when errors were discarded).
        package let errors: String

        package var description: String { "status \(status)\noutput:\n\(output)\nerrors:\n\(errors)" }

        /// A program that was still running when its time limit passed.
        package struct TimedOut: Error, CustomStringConvertible {
            /// The program and its arguments.
            package let command: String
            /// The limit it passed.
            package let limit: Duration
            /// What it had written to its standard output and standard error by then.
            package let output: String
            package let errors: String

            package var description: String {
                "\(command) was still running after \(limit) and was killed; it had printed:\n\(output)\nerrors:\n\(errors)"
            }
        }

        /// The package's executable `program` (`nowweb`, `nowweb-bench`) was not built beside the test bundle.
        package struct NotBuilt: Error, CustomStringConvertible {
            /// The path it was looked for at.
            package let path: String

            package var description: String { "\(path) is not built next to the tests: run swift build --build-tests" }
        }

        /// Runs the package's executable `program`, built beside the running test bundle, with `arguments` to its
        /// end; the parameters are those of the form that takes the executable's URL.
        ///
        /// - Throws: ``NotBuilt`` when it is not there, else as the other form.
        package static func run(
            _ program: String, _ arguments: [String], environment: [String: String] = [:], keepErrors: Bool = true,
            timeLimit: Duration = .seconds(150)
        ) async throws -> ProgramRun {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appending(path: program)
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw NotBuilt(path: executable.path)
            }
            return try await run(
                executable, arguments, environment: environment, keepErrors: keepErrors, timeLimit: timeLimit)
        }

        /// Runs `executable` with `arguments` to its end.
        ///
        /// - Parameters:
        ///   - environment: Variables set on top of this process's environment.
        ///   - keepErrors: Whether standard error is collected (`false`: it goes to `/dev/null`).
        ///   - timeLimit: How long the program may run; past it the program and its descendants are killed.
        /// - Throws: ``TimedOut`` past the limit; the error of `Process.run()` when it cannot start.
        package static func run(
            _ executable: URL, _ arguments: [String], environment: [String: String] = [:], keepErrors: Bool = true,
            timeLimit: Duration = .seconds(150)
        ) async throws -> ProgramRun {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            let output = PipeReader()
            let errors = keepErrors ? PipeReader() : nil
            process.standardOutput = output.pipe
            process.standardError = errors?.pipe ?? FileHandle.nullDevice
            let exit = ExitWatch(process)
            try process.run()
            let pid = process.processIdentifier
            exit.watch(pid)
            output.start()
            errors?.start()
            let status: Int32
            do {
                status = try await Deadline.run(within: timeLimit, on: ContinuousClock(), timeoutError: Expired()) {
                    await exit.status()
                }
            } catch is Expired {
                killTree(pid, ProcessTree.descendants(of: Int(pid)))
                throw TimedOut(
                    command: ([executable.lastPathComponent] + arguments).joined(separator: " "), limit: timeLimit,
                    output: await output.text(), errors: await errors?.text() ?? "")
            }
            return ProgramRun(status: status, output: await output.text(), errors: await errors?.text() ?? "")
        }

        private struct Expired: Error {}

        /// Kills `pid` and the processes it started, the program first so that it cannot start more.
        private static func killTree(_ pid: Int32, _ descendants: [Int]) {
            _ = kill(pid, SIGKILL)
            for child in descendants { _ = kill(Int32(child), SIGKILL) }
        }
    }

    /// Hears a child process end: from `Process`, or first from `waitid` on a thread of its own.
    ///
    /// Foundation's `Process` on Linux learns that its child ended when a socket the child inherited closes, which
    /// is only once every process the child started (and that kept its descriptors) has ended too: a program that
    /// leaves a process behind would never be seen to end. `waitid` with `WNOWAIT` hears the child itself and
    /// leaves it to `Process` to reap (when `Process` has reaped it already, its own word comes).
    private final class ExitWatch: Sendable {
        private let (ended, end) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .bufferingNewest(1))

        /// Set up before `process` runs, so that its termination handler is in place.
        init(_ process: Process) {
            process.terminationHandler = { [end] process in
                end.yield(process.terminationStatus)
                end.finish()
            }
        }

        /// Starts waiting for the child `pid`, once it runs.
        func watch(_ pid: Int32) {
            Thread { [end] in
                var info = siginfo_t()
                var result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
                while result != 0 && errno == EINTR { result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) }
                guard result == 0 else { return }
                #if os(Linux)
                    end.yield(info._sifields._sigchld.si_status)
                #else
                    end.yield(info.si_status)
                #endif
                end.finish()
            }.start()
        }

        /// The exit status, or the signal's number when a signal ended it (as `Process.terminationStatus` says).
        func status() async -> Int32 {
            var statuses = ended.makeAsyncIterator()
            return await statuses.next() ?? -1
        }
    }

    /// Reads one pipe on a thread of its own until its end, keeping what came.
    private final class PipeReader: Sendable {
        let pipe = Pipe()
        private let received = Locked(Data())
        private let (finished, finish) = AsyncStream.makeStream(of: Void.self)

        /// Starts reading (`Process.run()` has closed this process's copy of the write end, so the pipe ends when
        /// the program and every process it started have closed theirs).
        func start() {
            let reader = pipe.fileHandleForReading
            Thread { [self] in
                while true {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    received.withLock { $0.append(chunk) }
                }
                finish.finish()
            }.start()
        }

        /// What was read, once the pipe ended or, when a process the program started still holds it open, after
        /// two seconds more: a program's own output is in the pipe before it exits.
        func text() async -> String {
            let finished = finished
            _ = try? await Deadline.run(within: .seconds(2), on: ContinuousClock(), timeoutError: CancellationError()) {
                for await _ in finished {}
            }
            return String(decoding: received.current, as: UTF8.self)
        }
    }
#endif

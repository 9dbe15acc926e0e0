import Foundation
import NowWebTesting
import Testing

// Starts programs (ProgramRun, which the test kit builds for Linux and macOS only): not built for iOS.
#if os(Linux) || os(macOS)

    /// The test kit's program runner: what a program printed, a program that never ends, and a process it started
    /// that keeps its output open.
    @Suite struct ProgramRunTests {
        private let shell = URL(fileURLWithPath: "/bin/sh")

        @Test func keepsTheStatusTheOutputAndTheErrorsApart() async throws {
            let run = try await ProgramRun.run(shell, ["-c", "echo out; echo err >&2; exit 3"])
            #expect(run.status == 3)
            #expect(run.output == "out\n")
            #expect(run.errors == "err\n")
            let quiet = try await ProgramRun.run(shell, ["-c", "echo err >&2"], keepErrors: false)
            #expect(quiet.status == 0 && quiet.errors.isEmpty)
        }

        @Test func aProgramPastItsLimitIsKilledWithWhatItStartedAndSaysWhatItPrinted() async throws {
            let error = try await #require(throws: ProgramRun.TimedOut.self) {
                _ = try await ProgramRun.run(
                    shell, ["-c", "sleep 300 & echo child $!; echo waiting >&2; wait"], timeLimit: .milliseconds(500))
            }
            #expect(error.limit == .milliseconds(500))
            #expect(error.errors == "waiting\n")
            let child = try #require(Int32(error.output.firstMatch(of: /child (\d+)/)?.1 ?? ""), "\(error)")
            #expect(try await Self.ended(child), "the program's own child was killed too")
            #expect(error.description.contains("sh -c sleep 300") && error.description.contains("was killed"))
        }

        @Test func aProcessThatKeepsTheOutputOpenAfterTheProgramEndedDoesNotHoldTheRun() async throws {
            let run = try await ProgramRun.run(shell, ["-c", "sleep 300 & echo child $!"])
            #expect(run.status == 0)
            let child = try #require(Int32(run.output.firstMatch(of: /child (\d+)/)?.1 ?? ""), "\(run)")
            defer { kill(child, SIGKILL) }
            #expect(Self.isRunning(child), "the run ended while the process holding its output still ran")
        }

        @Test func aPackageProgramThatIsNotBuiltSaysSo() async throws {
            let error = try await #require(throws: ProgramRun.NotBuilt.self) {
                _ = try await ProgramRun.run("no-such-program", [])
            }
            #expect(error.description.contains("no-such-program is not built next to the tests"))
        }

        /// Whether `pid` is gone or a zombie within ten seconds (a killed process is one as soon as the kernel
        /// has delivered the signal; the poll only spares the test that moment).
        private static func ended(_ pid: Int32) async throws -> Bool {
            for _ in 0..<200 {
                if !isRunning(pid) { return true }
                try await Task.sleep(for: .milliseconds(50))
            }
            return false
        }

        /// Whether `pid` exists and is not a zombie, from `/proc/<pid>/stat`.
        private static func isRunning(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
        }
    }
#endif

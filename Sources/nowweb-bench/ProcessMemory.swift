import Foundation
import NowWebTesting

/// The memory of this process, and optionally of every process it started (WebKit's web and network
/// processes, through its sandbox launcher), read from `/proc`.
struct ProcessMemory {
    /// Resident set size in bytes: every resident page of each process, shared ones counted in each.
    var residentBytes = 0
    /// Proportional set size in bytes: shared pages split between the processes that map them.
    var proportionalBytes = 0
    /// How many processes were counted.
    var processes = 0

    /// Reads the current figures; `includingDescendants` adds every process whose parent chain leads here.
    static func current(includingDescendants: Bool) -> ProcessMemory {
        let pids = [Int(getpid())] + (includingDescendants ? ProcessTree.descendants() : [])
        var memory = ProcessMemory()
        for pid in pids {
            guard let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else {
                continue
            }
            memory.residentBytes += kilobytes("Rss:", in: rollup) * 1024
            memory.proportionalBytes += kilobytes("Pss:", in: rollup) * 1024
            memory.processes += 1
        }
        return memory
    }

    private static func kilobytes(_ key: String, in rollup: String) -> Int {
        for line in rollup.split(separator: "\n") where line.hasPrefix(key) {
            return Int(line.dropFirst(key.count).split(separator: " ").first ?? "") ?? 0
        }
        return 0
    }
}

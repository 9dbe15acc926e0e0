import Foundation

/// The processes this program started, directly or through others (WebKit's web and network processes,
/// through its sandbox launcher), read from `/proc`.
package enum ProcessTree {
    /// The command name WebKit's content processes run under (`/proc/<pid>/comm` keeps 15 characters of
    /// `WebKitWebProcess`).
    package static let webProcessCommand = "WebKitWebProces"

    /// Every process whose parent chain leads to `root`, not `root` itself.
    package static func descendants(of root: Int = Int(getpid())) -> [Int] {
        var parents = [Int: Int]()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for pid in entries.compactMap(Int.init) {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let parent = parentPID(inStat: stat)
            {
                parents[pid] = parent
            }
        }
        return descendants(of: root, parents: parents)
    }

    /// The processes below `root` in `parents` (each process's parent), nearest first.
    package static func descendants(of root: Int, parents: [Int: Int]) -> [Int] {
        var found: [Int] = []
        var frontier: Set = [root]
        while !frontier.isEmpty {
            let children = parents.filter { frontier.contains($0.value) && !found.contains($0.key) }.map(\.key)
                .sorted()
            found += children
            frontier = Set(children)
        }
        return found
    }

    /// WebKit's content processes among this program's descendants.
    package static func webProcesses() -> Set<Int> {
        Set(descendants().filter { command(of: $0) == webProcessCommand })
    }

    /// The command name of `pid` (`/proc/<pid>/comm`), without its newline.
    package static func command(of pid: Int) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The fourth field of a `/proc/<pid>/stat` text, after the parenthesised command name (which may hold
    /// spaces and parentheses).
    package static func parentPID(inStat stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int(fields[1]) : nil
    }

    /// The resident set of `pid` in bytes, from `/proc/<pid>/statm`; `nil` when the process is gone.
    package static func residentBytes(of pid: Int) -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8),
            let pages = residentPages(inStatm: statm)
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The second field of a `/proc/<pid>/statm` text: resident pages.
    package static func residentPages(inStatm statm: String) -> Int? {
        let fields = statm.split(whereSeparator: \.isWhitespace)
        return fields.count > 1 ? Int(fields[1]) : nil
    }
}

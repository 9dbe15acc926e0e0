import Foundation
import NowInternal
import NowWeb
import NowWebTesting

/// What one kill of a shared web process cost.
struct ContentProcessKill {
    /// How the process died: `SIGKILL` to its pid, or WebKit's own termination when no pid was found.
    var method: String
    /// From the kill until every view showed its page again.
    var elapsed: Duration
    /// From the kill until each view showed its page again.
    var perView: [Duration]
    /// What the controllers did about it: restarts (the page reloaded on the live session), re-bridges
    /// (a load with the bearer) and recoveries.
    var restarts = 0
    var bridges = 0
    var recoveries = 0
    /// The instance requests from the kill until every view showed its page again.
    var requests: RequestCounts
    /// The web processes the views ran in before the kill, and after.
    var webProcessesBefore: Int
    var webProcessesAfter: Int
}

extension WebBenchmarkRun {
    /// Shows the list page in `count` controllers of one service (with the default factory, all in the first
    /// view's web process), kills that process as a crash would, and times until every controller's page
    /// finished again.
    func timeContentProcessKill(views count: Int) async throws -> ContentProcessKill {
        let earlier = ProcessTree.webProcesses()
        let service = try await makeService()
        var opened: [(NowWebViewController, LoadProbe)] = []
        for index in 0..<count {
            let (controller, probe) = try await open(Self.page, on: service)
            try await load(controller, probe, "view \(index + 1)")
            opened.append((controller, probe))
        }
        let shared = ProcessTree.webProcesses().subtracting(earlier)
        try await Task.sleep(for: settling)
        instance.clearRequestLog()
        let start = ContinuousClock.now
        let method: String
        if shared.count == 1, let pid = shared.first {
            kill(pid_t(pid), SIGKILL)
            method = "SIGKILL to the web process (pid found among this program's descendants)"
        } else {
            try await benchmarkEngine.terminateContentProcess(of: opened[0].0)
            method =
                "webkit_web_view_terminate_web_process on the first view (\(shared.count) new web processes, "
                + "none singled out)"
        }
        var perView: [Duration] = []
        for (index, (_, probe)) in opened.enumerated() {
            try await probe.finished("view \(index + 1) after the kill")
            perView.append((probe.lastArrival { if case .finished = $0 { true } else { false } } ?? start) - start)
        }
        let elapsed = perView.max() ?? .zero
        let log = instance.requestLog.filter { $0.host == .instance }.map(\.path)
        var figures = ContentProcessKill(
            method: method, elapsed: elapsed, perView: perView,
            requests: RequestCounts(paths: log, pagePaths: [Self.page], assetPaths: assetPaths),
            webProcessesBefore: shared.count,
            webProcessesAfter: ProcessTree.webProcesses().subtracting(earlier).count)
        for (_, probe) in opened {
            let after = probe.activities(since: start)
            figures.bridges += after.filter { if case .bridged = $0 { true } else { false } }.count
            figures.recoveries += after.filter { if case .recovered = $0 { true } else { false } }.count
            figures.restarts += after.filter { if case .finished = $0 { true } else { false } }.count
        }
        figures.restarts -= figures.bridges
        await discard(opened.map(\.0), of: service)
        return figures
    }
}

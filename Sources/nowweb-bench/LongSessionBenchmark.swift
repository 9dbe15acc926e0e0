import Foundation
import NowInternal
import NowWebTesting

/// `nowweb-bench long`: one controller over a long session with recoveries (time and memory, first against
/// last navigations), and many views of one service after their shared web process is killed.
enum LongSessionBenchmark: Benchmark {
    static let name = "long"
    static let summary = "200 navigations with 20 recoveries on one controller; 20 views after a web-process kill"

    /// The command line, parsed.
    struct Options {
        var navigations = 200
        var recoveries = 20
        /// How many navigations at each end are compared, and after which one memory is first read.
        var window = 20
        /// Memory is also read after every multiple of this many navigations (0: only after `window` and at
        /// the end), which tells a leak (still growing in the second half) from a high-water mark.
        var readingsEvery = 0
        var views = 20
        var killIterations = 2
        var network = NetworkOptions()
        var engines: [WebBenchmarkEngine]?
        var lines = "all"
        var isStrict = false
        /// The most a figure may grow from the first window to the end, in percent.
        static let growthLimit = 5.0
    }

    @MainActor
    static func run(_ arguments: [String]) async throws {
        let options = try parse(arguments)
        let configuration = InstanceEmulator.Configuration.benchmark(network: options.network, assets: 40)
        var checks: [TargetCheck] = []
        try await withInstanceEmulator(configuration) { instance in
            for engine in WebBenchmarkEngine.available(options.engines) {
                let run = WebBenchmarkRun(instance: instance, engine: engine)
                if options.lines != "views" {
                    checks += try await session(run, options: options)
                }
                if options.lines != "session" {
                    try await views(run, options: options)
                }
            }
        }
        try TargetCheck.enforce(checks, strict: options.isStrict)
    }

    @MainActor
    private static func session(_ run: WebBenchmarkRun, options: Options) async throws -> [TargetCheck] {
        let engine = run.benchmarkEngine
        print(
            "engine \(engine.rawValue): one controller, \(options.navigations) navigations through "
                + "\(WebBenchmarkRun.sessionPages.joined(separator: ", ")), the instance ending every session "
                + "before every \(options.navigations / max(options.recoveries, 1))th (\(options.recoveries) "
                + "recoveries), the instance clock \(Int(WebBenchmarkRun.readingTime.secondsValue)) s on per "
                + "navigation, \(Int(run.settling.secondsValue * 1000)) ms settling before each; 40 assets, "
                + "\(options.network.summary)")
        let figures = try await run.timeLongSession(
            navigations: options.navigations, recoveries: options.recoveries, window: options.window,
            readingsEvery: options.readingsEvery)
        let window = options.window
        let first = try figures.plain(window, last: false).required("navigations 1-\(window)")
        let last = try figures.plain(window, last: true).required("the last \(window) navigations")
        let from = options.navigations - window + 1
        print("  navigations 1-\(window) without a recovery:    \(timing(first))")
        print(
            "  navigations \(from)-\(options.navigations) without a recovery: \(timing(last)); "
                + "last/first \(last.ratio(to: first))")
        let recoveries = try figures.recoveries.required("recoveries")
        print(
            "  navigations with a recovery (\(recoveries.values.count)): \(timing(recoveries)); in 1-\(window): "
                + "\(listed(figures.recovered(window, last: false))), in \(from)-\(options.navigations): "
                + "\(listed(figures.recovered(window, last: true)))")
        print(
            "  requests of the \(options.navigations) navigations (emulator log): \(figures.requests.summary); "
                + "recoveries landing elsewhere than the page asked for: \(figures.strayLandings.count)")
        print(
            "  recoveries: \(recoveries.values.count), of which forced \(options.recoveries) and started by the "
                + "controller itself (predicted) \(figures.unforcedRecoveries.count)"
                + (figures.unforcedRecoveries.isEmpty
                    ? "" : " at navigation \(figures.unforcedRecoveries.map(String.init).joined(separator: ", "))"))
        guard let early = figures.readings.first(where: { $0.afterNavigation == window }),
            let late = figures.readings.last, late.afterNavigation == options.navigations
        else { throw BenchmarkFailure(description: "memory was not read after navigation \(window) and at the end") }
        let process = Growth(before: Double(early.processBytes), after: Double(late.processBytes))
        print(
            "  memory, this process (RSS, /proc/self/statm): after navigation \(window) \(mebibytes(early.processBytes)), "
                + "after \(options.navigations) \(mebibytes(late.processBytes)); \(process.summary)")
        if figures.readings.count > 2 { printAlong(figures.readings, navigations: options.navigations) }
        var checks = [
            TargetCheck(
                name: "memory growth, this process",
                goal: "RSS after navigation \(options.navigations) <= "
                    + "\(Int(Options.growthLimit)) % above after navigation \(window)",
                measured: process.summary, isMet: process.isWithin(percent: Options.growthLimit))
        ]
        if engine.runsChildProcesses {
            if let before = early.webProcessBytes, let after = late.webProcessBytes,
                early.webProcesses == late.webProcesses
            {
                let web = Growth(before: Double(before), after: Double(after))
                print(
                    "  memory, the controller's web process (RSS, /proc/<pid>/statm of the one WebKitWebProcess "
                        + "that appeared with it): \(mebibytes(before)), then \(mebibytes(after)); \(web.summary)")
                checks.append(
                    TargetCheck(
                        name: "memory growth, web process", goal: "<= \(Int(Options.growthLimit)) %",
                        measured: web.summary, isMet: web.isWithin(percent: Options.growthLimit)))
            } else {
                print(
                    "  memory, the controller's web process: not identified (new web processes: "
                        + "\(early.webProcesses.count) after navigation \(window), \(late.webProcesses.count) at the end, "
                        + "\(early.webProcesses == late.webProcesses ? "the same" : "not the same"))")
            }
        }
        let time = Growth(before: first.median, after: last.median)
        checks.append(
            TargetCheck(
                name: "per-navigation time growth",
                goal: "median of the last \(window) plain navigations <= "
                    + "\(Int(Options.growthLimit)) % above the first \(window)'s",
                measured: time.summary, isMet: time.isWithin(percent: Options.growthLimit)))
        for check in checks { print(check.line) }
        return checks
    }

    @MainActor
    private static func views(_ run: WebBenchmarkRun, options: Options) async throws {
        let engine = run.benchmarkEngine
        guard engine.sharesContentProcess else {
            print(
                "engine \(engine.rawValue): \(options.views) views after a web-process kill: not measured (its views "
                    + "share no web process)")
            return
        }
        print(
            "engine \(engine.rawValue): \(options.views) controllers of one service showing \(WebBenchmarkRun.page), "
                + "their shared web process killed, \(options.killIterations) iterations (a new service each); "
                + "median (min-max)")
        var total = Samples()
        var mean = Samples()
        for iteration in 1...options.killIterations {
            let kill = try await run.timeContentProcessKill(views: options.views)
            let perView = Samples(kill.perView.map { $0.secondsValue * 1000 })
            total.append(kill.elapsed)
            mean.append(perView.mean)
            print(
                "  kill \(iteration): \(kill.method); every view showing its page again after "
                    + "\(String(format: "%.1f", kill.elapsed.secondsValue * 1000)) ms, per view mean "
                    + "\(String(format: "%.1f", perView.mean)) ms (\(perView.summary(unit: "ms"))); "
                    + "\(kill.restarts) restarts, \(kill.bridges) re-bridges, \(kill.recoveries) recoveries; "
                    + "\(kill.requests.summary); web processes \(kill.webProcessesBefore) before, "
                    + "\(kill.webProcessesAfter) after")
        }
        print(
            "  until every view showed its page again: \(try total.required("kill").summary(unit: "ms")); "
                + "per view mean: \(try mean.required("kill").summary(unit: "ms")) (no target)")
    }

    /// Every reading of this process's memory (and the web process's, where it was identified), and the
    /// growth over the second half of the session: a leak keeps growing there, a high-water mark does not.
    private static func printAlong(_ readings: [LongSessionFigures.Reading], navigations: Int) {
        let process = readings.map { "\($0.afterNavigation): \(mebibytes($0.processBytes))" }
        print("  memory along the session, this process (RSS after navigation N): \(process.joined(separator: ", "))")
        let web = readings.compactMap { reading in
            reading.webProcessBytes.map { "\(reading.afterNavigation): \(mebibytes($0))" }
        }
        if !web.isEmpty { print("  memory along the session, the web process: \(web.joined(separator: ", "))") }
        guard let middle = readings.first(where: { $0.afterNavigation >= navigations / 2 }), let end = readings.last,
            middle.afterNavigation < end.afterNavigation
        else { return }
        let half = Growth(before: Double(middle.processBytes), after: Double(end.processBytes))
        var line =
            "  second half (after navigation \(middle.afterNavigation) to \(end.afterNavigation)): this process "
            + half.summary
        if let before = middle.webProcessBytes, let after = end.webProcessBytes,
            middle.webProcesses == end.webProcesses
        {
            line += ", the web process " + Growth(before: Double(before), after: Double(after)).summary
        }
        print(line + " (no target)")
    }

    /// Every sample, or `none`.
    private static func listed(_ samples: Samples) -> String {
        samples.values.isEmpty
            ? "none" : samples.values.map { String(format: "%.1f", $0) }.joined(separator: ", ") + " ms"
    }

    private static func timing(_ samples: Samples) -> String {
        "\(samples.summary(unit: "ms")), mean \(String(format: "%.1f", samples.mean)) ms"
    }

    private static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        let (isStrict, rest) = BenchmarkArguments.strict(arguments)
        options.isStrict = isStrict
        for (flag, value) in try BenchmarkArguments.pairs(rest) {
            if try options.network.read(flag, value) { continue }
            switch flag {
            case "--navigations": options.navigations = try BenchmarkArguments.positive(Int(value), flag)
            case "--recoveries":
                guard let count = Int(value), count >= 0 else {
                    throw BenchmarkUsageError(description: "--recoveries needs a number (0 for none)")
                }
                options.recoveries = count
            case "--window": options.window = try BenchmarkArguments.positive(Int(value), flag)
            case "--readings-every": options.readingsEvery = try BenchmarkArguments.positive(Int(value), flag)
            case "--views": options.views = try BenchmarkArguments.positive(Int(value), flag)
            case "--kills": options.killIterations = try BenchmarkArguments.positive(Int(value), flag)
            case "--lines":
                guard ["all", "session", "views"].contains(value) else {
                    throw BenchmarkUsageError(description: "--lines takes all, session or views")
                }
                options.lines = value
            case "--engine":
                guard let engine = try BenchmarkArguments.engine(value) else { continue }
                options.engines = (options.engines ?? []) + [engine]
            default:
                throw BenchmarkUsageError(
                    description:
                        "unknown argument '\(flag)' (options: --navigations N, --recoveries N, --window N, --readings-every N, "
                        + "--views N, --kills N, --lines all|session|views, \(NetworkOptions.usage), "
                        + "--engine \(WebBenchmarkEngine.names)|all, --strict)")
            }
        }
        guard options.window * 2 <= options.navigations else {
            throw BenchmarkUsageError(description: "--window must be at most half of --navigations")
        }
        guard options.recoveries <= options.navigations else {
            throw BenchmarkUsageError(description: "--recoveries must be at most --navigations")
        }
        return options
    }
}

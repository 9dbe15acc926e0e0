import Foundation
import NowInternal
import NowWebTesting

/// `nowweb-bench launch`: from `makeWebService` to the first page finished, in a new process each time, as an
/// app starts: a fresh install (nothing on disk), a relaunch (the tokens, the web data and the HTTP cache on
/// disk from the run before) and, as the baseline, a bare engine of the same kind that loads the same page
/// with the relaunch's session cookie and cache (no NowWeb, no SDK).
///
/// Each process times itself from just before it makes the service (the bare one: its engine) until the page
/// finished, its window shown on the way as an app shows its view; process start-up is left out of all three
/// alike. The requests come from the emulator's log, which this process keeps.
enum LaunchBenchmark: Benchmark {
    static let name = "launch"
    static let summary = "cold start and relaunch in new processes against a bare engine (per engine)"
    /// The page every launch shows: the web benchmark's page, the classic incident list with every asset (its
    /// five rows), here with the frame probe after the last row, so that an engine that draws can say when
    /// the page was first painted.
    static let page = WebBenchmarkRun.probedPage

    /// The command line, parsed.
    struct Options {
        var iterations = 5
        var network = NetworkOptions()
        var engines: [WebBenchmarkEngine]?
        var assets = 40
        /// Whether a missed target fails the run (`--strict`).
        var isStrict = false
    }

    static func run(_ arguments: [String]) async throws {
        if arguments.first == LaunchProcess.flag {
            try await LaunchProcess.run(Array(arguments.dropFirst()))
            return
        }
        let options = try parse(arguments)
        let configuration = InstanceEmulator.Configuration.benchmark(network: options.network, assets: options.assets)
        var checks: [TargetCheck] = []
        try await withInstanceEmulator(configuration) { instance in
            for engine in WebBenchmarkEngine.available(options.engines) {
                print(
                    "engine \(engine.rawValue): \(page) with \(options.assets) assets of 20-200 KiB, "
                        + "\(options.network.summary), "
                        + "\(options.iterations) iterations of fresh install, two relaunches, bare engine, each a "
                        + "new process; median (min-max)")
                let figures = try await measure(engine, on: instance, iterations: options.iterations)
                let lines: [(String, LaunchProcess.Mode)] = [
                    ("fresh install (nothing on disk):           ", .fresh),
                    ("relaunch, settings fetched first:          ", .relaunchFetchingSettings),
                    ("relaunch (tokens, settings, web data kept):", .relaunch),
                    ("bare engine (session cookie and cache):    ", .bare),
                ]
                for (label, mode) in lines {
                    let figure = figures[mode, default: LaunchFigure()]
                    var line = "  \(label) \(figure.finished.summary)"
                    if !figure.frame.values.isEmpty { line += "; first frame \(figure.frame.summary(unit: "ms"))" }
                    print(line)
                    print(
                        "    where it went: \(figure.phases.summary(made: mode == .bare ? "engine and cookies" : "service"))"
                    )
                }
                // Until the page was painted where the engine draws; until it finished on the headless engine.
                func timeToPage(_ mode: LaunchProcess.Mode) -> Samples {
                    let figure = figures[mode, default: LaunchFigure()]
                    return figure.frame.values.isEmpty ? figure.finished.time : figure.frame
                }
                let painted = !figures[.bare, default: LaunchFigure()].frame.values.isEmpty
                let bare = try timeToPage(.bare).required("launch, bare engine")
                let relaunch = try timeToPage(.relaunch).required("launch, relaunch")
                print("  fresh install / bare: \(timeToPage(.fresh).ratio(to: bare))")
                let relaunchRatio = relaunch.median / max(bare.median, 1e-9)
                let relaunchRequests = figures[.relaunch, default: LaunchFigure()].finished.requests.countText
                let bareRequests = figures[.bare, default: LaunchFigure()].finished.requests.countText
                let check = TargetCheck(
                    name: "relaunch",
                    goal: "<= 1.1 x bare engine, until \(painted ? "the page's first frame" : "the page finished")",
                    measured: "\(String(format: "%.2f", relaunchRatio)) x, \(relaunchRequests) "
                        + "requests against \(bareRequests)",
                    isMet: relaunchRatio <= 1.1)
                checks.append(check)
                print(check.line)
            }
        }
        try TargetCheck.enforce(checks, strict: options.isStrict)
    }

    /// The three launches, each `iterations` times, each iteration in a directory of its own.
    @MainActor
    private static func measure(
        _ engine: WebBenchmarkEngine, on instance: InstanceEmulator, iterations: Int
    ) async throws -> [LaunchProcess.Mode: LaunchFigure] {
        var figures: [LaunchProcess.Mode: LaunchFigure] = [:]
        let assets = Set(instance.assetPaths.map { String($0.prefix { $0 != "?" }) })
        for _ in 0..<iterations {
            let storage = FileManager.default.temporaryDirectory.appending(path: "nowweb-launch-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: storage) }
            for mode in LaunchProcess.Mode.allCases {
                let (elapsed, frame, marks) = try await launch(
                    mode, engine: engine, instance: instance, storage: storage)
                let log = instance.requestLog.filter { $0.host == .instance }
                let pagePath = String(page.prefix { $0 != "?" })
                guard let arrival = log.last(where: { $0.path == pagePath })?.date else {
                    throw BenchmarkFailure(description: "the \(mode.rawValue) launch's page request is not in the log")
                }
                figures[mode, default: LaunchFigure()].phases.add(
                    marks, requestAt: arrival.timeIntervalSince1970 * 1000, finished: elapsed.secondsValue * 1000)
                let measurement = Measurement(
                    elapsed: elapsed, requests: log.count, assets: log.filter { assets.contains($0.path) }.count,
                    tokenRequests: log.filter { $0.path == "/oauth_token.do" }.count,
                    loginRequests: log.filter { $0.path == "/login.do" }.count)
                figures[mode, default: LaunchFigure()].finished.add(measurement)
                if let frame { figures[mode, default: LaunchFigure()].frame.append(frame) }
            }
        }
        return figures
    }

    /// Runs one launch in a new process of this program and reads the times it printed: until the page
    /// finished, and until its first frame where the engine draws.
    @MainActor
    private static func launch(
        _ mode: LaunchProcess.Mode, engine: WebBenchmarkEngine, instance: InstanceEmulator, storage: URL
    ) async throws -> (finished: Duration, frame: Duration?, marks: [Double]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = [
            name, LaunchProcess.flag, mode.rawValue, "--engine", engine.rawValue, "--instance",
            instance.baseURL.absoluteString, "--storage", storage.path, "--page", page,
        ]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        let reader = output.fileHandleForReading
        // Its set-up is not timed: the log is cleared once it says it is ready, and the clock starts when it
        // reads the line sent then.
        var text = try await Task.detached { () throws -> String in
            var text = ""
            while !text.contains(LaunchProcess.readyLine + "\n") {
                let chunk = reader.availableData
                guard !chunk.isEmpty else { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }.value
        instance.clearRequestLog()
        try input.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
        text += try await Task.detached {
            String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self)
        }.value
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = text.split(separator: "\n").last(where: { $0.hasPrefix(LaunchProcess.resultPrefix) }),
            let milliseconds = Double(line.dropFirst(LaunchProcess.resultPrefix.count))
        else {
            throw BenchmarkFailure(
                description: "the \(mode.rawValue) launch on \(engine.rawValue) failed (exit "
                    + "\(process.terminationStatus)): \(text.suffix(400))")
        }
        let frame = text.split(separator: "\n").last { $0.hasPrefix(LaunchProcess.framePrefix) }
            .flatMap { Double($0.dropFirst(LaunchProcess.framePrefix.count)) }
        guard frame != nil || engine == .headless else {
            throw BenchmarkFailure(
                description: "the \(mode.rawValue) launch on \(engine.rawValue) reported no first frame")
        }
        guard
            let marks = text.split(separator: "\n").last(where: { $0.hasPrefix(LaunchProcess.phasesPrefix) })?
                .dropFirst(LaunchProcess.phasesPrefix.count).split(separator: ",").compactMap({ Double($0) }),
            marks.count == 3
        else {
            throw BenchmarkFailure(description: "the \(mode.rawValue) launch on \(engine.rawValue) reported no phases")
        }
        return (.milliseconds(milliseconds), frame.map { .milliseconds($0) }, marks)
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        let (isStrict, rest) = BenchmarkArguments.strict(arguments)
        options.isStrict = isStrict
        for (flag, value) in try BenchmarkArguments.pairs(rest) {
            if try options.network.read(flag, value) { continue }
            switch flag {
            case "--iterations": options.iterations = try BenchmarkArguments.positive(Int(value), flag)
            case "--assets": options.assets = try BenchmarkArguments.positive(Int(value), flag)
            case "--engine":
                guard let engine = try BenchmarkArguments.engine(value) else { continue }
                options.engines = (options.engines ?? []) + [engine]
            default:
                throw BenchmarkUsageError(
                    description:
                        "unknown option \(flag) (options: --iterations N, \(NetworkOptions.usage), --assets N, "
                        + "--engine \(WebBenchmarkEngine.names)|all, --strict)")
            }
        }
        return options
    }

}

/// One launch line over all iterations: until the page finished (with the requests), and until its first
/// frame where the engine draws.
struct LaunchFigure {
    var finished = WebFigure()
    var frame = Samples()
    var phases = LaunchPhases()
}

/// Where a launch line's time went, over all iterations: until the service (or the bare engine with its
/// cookies) was made, until the view was shown, from then until the page request reached the instance (the
/// bearer load, or the bare load), and from then until the page finished.
struct LaunchPhases {
    var made = Samples()
    var shown = Samples()
    var toRequest = Samples()
    var toFinished = Samples()

    /// Adds one launch: `marks` as its process printed them (`start,made,shown`: the start as system
    /// milliseconds, the rest since it; the load is issued when the view is shown), the page request's arrival
    /// and the finish (milliseconds since 1970, milliseconds since the start).
    mutating func add(_ marks: [Double], requestAt arrival: Double, finished: Double) {
        let request = arrival - marks[0]
        made.append(marks[1])
        shown.append(marks[2] - marks[1])
        toRequest.append(request - marks[2])
        toFinished.append(finished - request)
    }

    /// `service 12.0 ms, view shown 3.0 ms, to the page request 10.0 ms, to finished 55.0 ms` (medians), with
    /// `made` naming the first phase.
    func summary(made name: String) -> String {
        String(
            format: "\(name) %.1f ms, view shown %.1f ms, to the page request at the instance %.1f ms, "
                + "to finished %.1f ms",
            made.median, shown.median, toRequest.median, toFinished.median)
    }
}

import Foundation
import NowInternal
import NowWebTesting

/// `nowweb-bench web`: what a page costs through NowWeb at 50 ms emulated latency, per engine.
enum WebBenchmark: Benchmark {
    static let name = "web"
    static let summary = "page load cold vs warm, expiry recovery, memory per controller (per engine)"

    /// The command line, parsed.
    struct Options {
        var iterations = 5
        var controllers = 5
        var network = NetworkOptions()
        var engines: [WebBenchmarkEngine]?
        var fleet = 500
        /// How many assets every page references.
        var assets = 40
        /// Which lines run: all, the recovery lines alone (no loads from a new data store are timed, no
        /// memory, no fleet), the overhead line alone, or the kept forms' lines alone.
        var lines = Lines.all
        /// Whether a missed target fails the run (`--strict`).
        var isStrict = false
    }

    /// The lines `--lines` selects.
    enum Lines: String, CaseIterable {
        case all, recovery, overhead, forms
    }

    static func run(_ arguments: [String]) async throws {
        let options = try parse(arguments)
        let configuration = InstanceEmulator.Configuration.benchmark(network: options.network, assets: options.assets)
        var checks: [TargetCheck] = []
        try await withInstanceEmulator(configuration) { instance in
            for engine in WebBenchmarkEngine.available(options.engines) {
                print(
                    "engine \(engine.rawValue): \(options.assets) assets of 20-200 KiB, \(options.network.summary), "
                        + "\(options.iterations) iterations; median (min-max)")
                switch options.lines {
                case .all: checks += try await measure(engine, on: instance, options: options)
                case .recovery: checks += try await measureRecoveries(engine, on: instance, options: options)
                case .overhead: checks.append(try await measureOverhead(engine, on: instance, options: options))
                case .forms: checks += try await measureForms(engine, on: instance)
                }
            }
        }
        try TargetCheck.enforce(checks, strict: options.isStrict)
    }

    /// The recovery lines alone: the bare strategies and NowWeb's answers, and the targets on them.
    @MainActor
    private static func measureRecoveries(
        _ engine: WebBenchmarkEngine, on instance: InstanceEmulator, options: Options
    ) async throws -> [TargetCheck] {
        let run = WebBenchmarkRun(instance: instance, engine: engine)
        let strategies = try await run.timeStrategies(iterations: options.iterations)
        let nowWeb = try await run.timeNowWebRecoveries(iterations: options.iterations)
        printRecoveries(strategies, nowWeb)
        let checks = recoveryTargets(strategies, nowWeb)
        for check in checks { print(check.line) }
        return checks
    }

    @MainActor
    private static func measure(
        _ engine: WebBenchmarkEngine, on instance: InstanceEmulator, options: Options
    ) async throws -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let run = WebBenchmarkRun(instance: instance, engine: engine)
        let memory = try await run.measureMemory(controllers: options.controllers)
        let figures = try await run.timeLoads(iterations: options.iterations)
        let strategies = try await run.timeStrategies(iterations: options.iterations)
        let nowWeb = try await run.timeNowWebRecoveries(iterations: options.iterations)
        let opened = try await run.timeOpenToFinished(iterations: options.iterations)
        let inPage = try await run.timeInPageExpiry(iterations: options.iterations)
        let inPageNoToken = try await run.timeInPageExpiry(iterations: options.iterations, sendsUserToken: false)
        // Hundreds of WebKit views do not fit in memory; the token exchange they share is the engine's
        // business only in how they are told, so the headless engine answers for all.
        let fleet =
            engine == .headless && options.fleet > 0 ? try await run.timeFleetExpiry(controllers: options.fleet) : nil
        let cold = figures.cold
        print("  load cold (new data store):                 \(cold.summary)")
        print(
            "  load warm (second controller, same page):   \(figures.warmSecondController.summary); "
                + "warm/cold \(figures.warmSecondController.time.ratio(to: cold.time))")
        print(
            "  load warm (new controller after a preload): \(figures.warmAfterPreload.summary); "
                + "warm/cold \(figures.warmAfterPreload.time.ratio(to: cold.time))")
        print("    where it went: \(figures.afterPreloadPhases.summary)")
        print("  makeWebViewController to finished, new service:            \(opened.cold.summary)")
        print(
            "  makeWebViewController to finished, after preloadWebCache:   \(opened.afterPreload.summary); "
                + "after/new \(opened.afterPreload.time.ratio(to: opened.cold.time))")
        if opened.hasFrames {
            print(
                "  makeWebViewController to the page's first frame, new service:          "
                    + opened.coldFrame.summary(unit: "ms"))
            print("    where it went: \(opened.coldSplit.summary)")
            print(
                "  makeWebViewController to the page's first frame, after preloadWebCache: "
                    + "\(opened.afterPreloadFrame.summary(unit: "ms")); "
                    + "after/new \(opened.afterPreloadFrame.ratio(to: opened.coldFrame))")
            print("    where it went: \(opened.afterPreloadSplit.summary)")
        }
        print(
            "  recovery from expiry (link followed):       \(figures.recovery.summary); "
                + "recovery/bridged \(figures.recovery.time.ratio(to: figures.bridged.time)), "
                + "recovery/live \(figures.recovery.time.ratio(to: figures.liveNavigation.time))")
        print("  bridged load of the same page (warm):       \(figures.bridged.summary)")
        print("  same page, same view, live session:         \(figures.liveNavigation.summary)")
        print("  (the link went to \(WebBenchmarkRun.linkPage); the recovery showed \(figures.recoveredPath))")
        printRecoveries(strategies, nowWeb)
        if let inPage {
            print("  portal data refresh, live session:          \(inPage.live.summary)")
            print(
                "  portal data refresh, session ended (401):   \(inPage.expired.summary), "
                    + "\(inPage.reloads.countText) reload; expired/live \(inPage.expired.time.ratio(to: inPage.live.time))"
            )
        }
        if let inPageNoToken {
            print("  portal data refresh, no token, live:        \(inPageNoToken.live.summary)")
            print(
                "  portal data refresh, no token, ended (401): \(inPageNoToken.expired.summary), "
                    + "\(inPageNoToken.reloads.countText) reload, \(inPageNoToken.bridges.countText) bridge; "
                    + "expired/live \(inPageNoToken.expired.time.ratio(to: inPageNoToken.live.time))")
        } else {
            print("  portal data refresh after an in-page expiry: not measured (this engine runs no page script)")
        }
        if let fleet {
            print(
                "  \(options.fleet) controllers following a link after the session expired: "
                    + "\(Int(fleet.elapsed.secondsValue * 1000)) ms, \(fleet.requests) requests (\(fleet.tokenRequests) token)"
            )
        }
        for check in targets(figures, strategies, nowWeb, opened: opened, fleet: fleet, fleetSize: options.fleet) {
            checks.append(check)
            print(check.line)
        }
        if let inPage {
            let reloads = inPage.reloads.values.max() ?? 0
            let login = inPage.expired.loginRequests.values.max() ?? 0
            checks.append(
                TargetCheck(
                    name: "in-page expiry, CSRF token of the dead session",
                    goal: "1 reload, login page never fetched",
                    measured: "\(Int(reloads)) reload at most, login page fetched \(Int(login))x",
                    isMet: reloads == 1 && login == 0))
            print(checks[checks.count - 1].line)
        }
        if let inPageNoToken {
            let reloads = inPageNoToken.reloads.values.max() ?? 0
            // Beyond the refused data request itself: the bridge behind the page and the data request sent again.
            let beyond = (inPageNoToken.expired.requests.values.max() ?? 0) - 1
            let login = inPageNoToken.expired.loginRequests.values.max() ?? 0
            checks.append(
                TargetCheck(
                    name: "in-page expiry, requests needing no token of the dead session",
                    goal: "0 reloads, at most 2 requests beyond the refused one, login page never fetched",
                    measured:
                        "\(Int(reloads)) reloads, \(Int(beyond)) requests beyond at most, login page fetched \(Int(login))x",
                    isMet: reloads == 0 && beyond <= 2 && login == 0))
            print(checks[checks.count - 1].line)
        }
        checks += try await measureForms(engine, on: instance)
        checks.append(try await measureOverhead(engine, on: instance, options: options))
        let (before, one, all) = (memory[0], memory[1], memory[2])
        let extra = options.controllers - 1
        let first =
            "\(mebibytes(one.proportionalBytes - before.proportionalBytes, signed: true)) PSS "
            + "(\(mebibytes(one.residentBytes - before.residentBytes, signed: true)) RSS)"
        let perExtra =
            "\(mebibytes((all.proportionalBytes - one.proportionalBytes) / extra, signed: true)) PSS "
            + "(\(mebibytes((all.residentBytes - one.residentBytes) / extra, signed: true)) RSS)"
        print(
            "  memory: first controller \(first); per extra controller \(perExtra); \(options.controllers) controllers: "
                + "\(mebibytes(all.proportionalBytes)) PSS, \(mebibytes(all.residentBytes)) RSS "
                + "in \(all.processes) processes")
        return checks
    }

    /// The overhead line: NowWeb's live navigation against the bare engine's, in one run, and its target.
    @MainActor
    private static func measureOverhead(
        _ engine: WebBenchmarkEngine, on instance: InstanceEmulator, options: Options
    ) async throws -> TargetCheck {
        let run = WebBenchmarkRun(instance: instance, engine: engine)
        let figures = try await run.timeOverhead(iterations: options.iterations)
        let bare = try figures[.bare, default: OverheadFigure()].step.time.required("overhead, bare engine")
        print("  live navigation to \(WebBenchmarkRun.linkPage), contenders rotated (ratio to the bare engine):")
        for contender in OverheadContender.allCases {
            guard let figure = figures[contender] else { continue }
            let label = (contender.label + ":").padding(toLength: 38, withPad: " ", startingAt: 0)
            print(
                "    \(label)\(figure.step.summary); \(figure.step.time.ratio(to: bare)); "
                    + String(
                        format: "to the instance %.1f ms, then to finished %.1f ms", figure.toInstance.median,
                        figure.toFinished.median))
        }
        let nowWeb = try figures[.nowWeb, default: OverheadFigure()].step.time.required("overhead, NowWeb")
        let ratio = nowWeb.median / max(bare.median, 1e-9)
        let check = TargetCheck(
            name: "NowWeb overhead", goal: "live navigation <= 1.05 x the bare engine's, same page, same run",
            measured: String(format: "%.2f x", ratio), isMet: ratio <= 1.05)
        print(check.line)
        return check
    }

    /// The kept forms' lines: the characters typed into each that a submission meeting a dead session lost.
    @MainActor
    private static func measureForms(_ engine: WebBenchmarkEngine, on instance: InstanceEmulator) async throws
        -> [TargetCheck]
    {
        let run = WebBenchmarkRun(instance: instance, engine: engine)
        guard let forms = try await run.charactersLostAcrossAnExpiry() else {
            print("  characters lost across an expiry: not measured (this engine runs no page script)")
            return []
        }
        return forms.map { kept in
            let check = TargetCheck(
                name: "characters lost across an expiry, \(kept.form)", goal: "0",
                measured: "\(kept.lost) of \(kept.typed) typed", isMet: kept.lost == 0)
            print(check.line)
            return check
        }
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        let (isStrict, rest) = BenchmarkArguments.strict(arguments)
        options.isStrict = isStrict
        for (flag, value) in try BenchmarkArguments.pairs(rest) {
            if try options.network.read(flag, value) { continue }
            switch flag {
            case "--iterations": options.iterations = try BenchmarkArguments.positive(Int(value), flag)
            case "--controllers": options.controllers = try BenchmarkArguments.positive(Int(value), flag)
            case "--assets": options.assets = try BenchmarkArguments.positive(Int(value), flag)
            case "--lines":
                guard let lines = Lines(rawValue: value) else {
                    throw BenchmarkUsageError(description: "--lines takes all, recovery, overhead or forms")
                }
                options.lines = lines
            case "--fleet":
                guard let count = Int(value), count >= 0 else {
                    throw BenchmarkUsageError(description: "--fleet needs a number (0 to skip)")
                }
                options.fleet = count
            case "--engine":
                guard let engine = try BenchmarkArguments.engine(value) else { continue }
                options.engines = [engine]
            default:
                throw BenchmarkUsageError(
                    description: "unknown argument '\(flag)' (options: --iterations N, --controllers N, "
                        + "\(NetworkOptions.usage), --assets N, "
                        + "--lines all|recovery|overhead|forms, --fleet N, --engine \(WebBenchmarkEngine.names)|all, --strict)"
                )
            }
        }
        guard options.controllers > 1 else { throw BenchmarkUsageError(description: "--controllers needs 2 or more") }
        return options
    }

    private static func mebibytes(_ bytes: Int, signed: Bool = false) -> String {
        String(format: signed ? "%+.1f MiB" : "%.1f MiB", Double(bytes) / 1_048_576)
    }
}

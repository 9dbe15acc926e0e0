import Foundation
import NowInternal
import NowWebTesting

/// `nowweb-bench styling`: the first frame of a long list page with and without the theme's page style.
enum PageStyleBenchmark: Benchmark {
    static let name = "styling"
    static let summary = "first frame of a 2,000-row list with and without the theme's page style (WebKitGTK)"

    @MainActor
    static func run(_ arguments: [String]) async throws {
        var rows = 2000
        var iterations = 5
        var network = NetworkOptions()
        var engines: [WebBenchmarkEngine]?
        for (flag, value) in try BenchmarkArguments.pairs(BenchmarkArguments.strict(arguments).rest) {
            if try network.read(flag, value) { continue }
            switch flag {
            case "--rows": rows = try BenchmarkArguments.positive(Int(value), flag)
            case "--iterations": iterations = try BenchmarkArguments.positive(Int(value), flag)
            case "--engine":
                guard let engine = try BenchmarkArguments.engine(value) else { continue }
                engines = (engines ?? []) + [engine]
            default:
                throw BenchmarkUsageError(
                    description: "unknown argument '\(flag)' (options: --rows N, --iterations N, "
                        + "\(NetworkOptions.usage), --engine \(WebBenchmarkEngine.names)|all, --strict)")
            }
        }
        let configuration = InstanceEmulator.Configuration.benchmark(network: network, assets: 40)
        var measured = 0
        try await withInstanceEmulator(configuration) { instance in
            for engine in WebBenchmarkEngine.available(engines) {
                let run = WebBenchmarkRun(instance: instance, engine: engine)
                guard let figures = try await run.timePageStyles(rows: rows, iterations: iterations) else {
                    print("engine \(engine.rawValue): not measured (it draws nothing and takes no page style)")
                    continue
                }
                measured += 1
                try report(figures, engine: engine, rows: rows, iterations: iterations, network: network)
            }
        }
        guard measured > 0 else {
            throw BenchmarkFailure(
                description: "no engine that draws ran (build with --traits WebKitGTK, run under xvfb-run -a)")
        }
    }

    @MainActor
    private static func report(
        _ run: PageStyleRun, engine: WebBenchmarkEngine, rows: Int, iterations: Int, network: NetworkOptions
    ) throws {
        let figures = run.variants
        print(
            "engine \(engine.rawValue) (bare engines, one per variant, one data store): /incident_list.do with "
                + "\(rows) rows and 40 cached assets, \(network.summary), \(iterations) loads per variant, order "
                + "rotated; median (min-max); ratio to unstyled")
        print(
            "  first frame = from load() until the task queued in the first requestAnimationFrame after the "
                + "last row was parsed ran (that rendering update's style, layout and paint done), system clock")
        guard let plain = figures[.none], let control = figures[.noneMadeLast] else {
            throw BenchmarkFailure(description: "unstyled: no samples")
        }
        let baseFrame = try plain.loadToFrame.required("unstyled first frame")
        let baseFinished = try plain.finished.required("unstyled finished")
        let controlFrame = try control.loadToFrame.required("unstyled control first frame")
        let controlFinished = try control.finished.required("unstyled control finished")
        for variant in PageStyleVariant.allCases {
            guard let figure = figures[variant] else { throw BenchmarkFailure(description: "\(variant): no samples") }
            let frame = try figure.loadToFrame.required("\(variant.rawValue) first frame")
            let finished = try figure.finished.required("\(variant.rawValue) finished")
            let paint =
                figure.contentfulPaint.values.isEmpty
                ? "not reported" : figure.contentfulPaint.summary(unit: "ms")
            print("  \(variant.rawValue):")
            print(
                "    first frame \(frame.summary(unit: "ms")); styled/unstyled \(frame.ratio(to: baseFrame)), "
                    + "/unstyled made last \(frame.ratio(to: controlFrame)); "
                    + "from the navigation start \(figure.navigationToFrame.summary(unit: "ms"))")
            print(
                "    .finished \(finished.summary(unit: "ms")); styled/unstyled \(finished.ratio(to: baseFinished)), "
                    + "/unstyled made last \(finished.ratio(to: controlFinished)); "
                    + "first contentful paint (Paint Timing, from the navigation start) \(paint)")
        }
        let styled = try run.toggled.styled.loadToFrame.required("toggled styled first frame")
        let unstyled = try run.toggled.unstyled.loadToFrame.required("toggled unstyled first frame")
        let pairs = try run.toggled.pairRatios.required("toggled pairs")
        print(
            "  the user style sheet's engine, its style toggled between loads (\(iterations) loads each, "
                + "alternating, the same process, window and page):")
        print("    styled first frame \(styled.summary(unit: "ms"))")
        print("    unstyled first frame \(unstyled.summary(unit: "ms")); styled/unstyled \(styled.ratio(to: unstyled))")
        print(
            "    styled/unstyled of each pair (the two loads of one iteration): "
                + pairs.summary(unit: "x", digits: 2))
        let order = run.toggled.loads.map { "\($0.styled ? "S" : "U") \(String(format: "%.1f", $0.frame))" }
        print("    every load in order (S styled, U unstyled, first frame in ms): \(order.joined(separator: ", "))")
    }
}

import Foundation
import NowInternal
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// Loads the list page with `rows` rows in one bare engine per ``PageStyleVariant`` over one service's data
    /// store, `iterations` times each (the variants' order rotated every iteration), and reads what the page's
    /// frame probe saw. Each engine loads the page once untimed first (the session, the assets cached). Then
    /// the user style sheet's engine loads it `iterations` times more with its style sheet and as many without,
    /// toggled between loads (``PageStyleRun/toggled``).
    func timePageStyles(rows: Int, iterations: Int) async throws -> PageStyleRun? {
        let (service, core) = try await makeServiceAndCore()
        var components = URLComponents(url: pageURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "sysparm_rows", value: "\(rows)")]
        let list = components.url!
        let sheet = ThemeStyleSheet(
            colors: NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()).color, appearance: .light)
        var drivers: [(PageStyleVariant, StrategyDriver)] = []
        for variant in PageStyleVariant.allCases {
            guard
                let engine = try await benchmarkEngine.styledEngine(
                    on: service.dataStore, styling: variant, sheet: sheet, origin: instance.baseURL)
            else { return nil }
            let driver = StrategyDriver(service: service, core: core, engine: engine)
            try await benchmarkEngine.show(engine: engine)
            try await driver.load(list, token: drivers.isEmpty ? try await driver.token() : nil)
            drivers.append((variant, driver))
        }
        var figures: [PageStyleVariant: PageStyleFigure] = [:]
        for iteration in 0..<iterations {
            let shift = iteration % drivers.count
            for (variant, driver) in drivers[shift...] + drivers[..<shift] {
                let load = try await timedLoad(of: list, by: driver)
                figures[variant, default: PageStyleFigure()].add(
                    load.report, issued: load.issued, finishedAfter: load.finished)
            }
        }
        guard let toggling = drivers.first(where: { $0.0 == .userStyleSheet })?.1,
            let styling = toggling.engine.capabilities.pageStyling
        else { throw BenchmarkFailure(description: "the user style sheet's engine takes no page style") }
        var toggled = ToggledPageStyle()
        for iteration in 0..<iterations {
            // Styled first in even iterations, unstyled first in odd ones: neither state always follows the other.
            for styled in iteration % 2 == 0 ? [true, false] : [false, true] {
                styling.setPageStyleSheet(
                    styled ? sheet.css : "", origin: instance.baseURL, background: sheet.background)
                let load = try await timedLoad(of: list, by: toggling)
                toggled.add(load.report, styled: styled, issued: load.issued, finishedAfter: load.finished)
            }
        }
        await benchmarkEngine.discard(drivers.map(\.1.engine), of: service)
        return PageStyleRun(variants: figures, toggled: toggled)
    }

    /// After the settling time, loads `list` in the driver's engine and returns what its frame probe saw, the
    /// system time the load was issued at (milliseconds since 1970), and the time until it finished.
    private func timedLoad(
        of list: URL, by driver: StrategyDriver
    ) async throws -> (report: FirstFrameReport, issued: Double, finished: Duration) {
        try await Task.sleep(for: settling)
        let issued = FirstFrameReport.systemClockMilliseconds
        let start = ContinuousClock.now
        driver.engine.load(WebRequest(url: list))
        try await driver.finished(path: list.path)
        let finished = ContinuousClock.now - start
        return (try await benchmarkEngine.firstFrameReport(of: driver.engine), issued, finished)
    }
}

import Foundation
import NowInternal
import NowWeb
import NowWebTesting

extension WebBenchmarkRun {
    /// Loads the list page with `rows` rows in one bare engine per ``PageStyleVariant`` over one service's data
    /// store, `iterations` times each (the variants' order rotated every iteration), and reads what the page's
    /// frame probe saw. Each engine loads the page once untimed first (the session, the assets cached).
    func timePageStyles(rows: Int, iterations: Int) async throws -> [PageStyleVariant: PageStyleFigure]? {
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
                try await Task.sleep(for: settling)
                let issued = FirstFrameReport.systemClockMilliseconds
                let start = ContinuousClock.now
                driver.engine.load(WebRequest(url: list))
                try await driver.finished(path: list.path)
                let finished = ContinuousClock.now - start
                figures[variant, default: PageStyleFigure()].add(
                    try await benchmarkEngine.firstFrameReport(of: driver.engine), issued: issued,
                    finishedAfter: finished)
            }
        }
        await benchmarkEngine.discard(drivers.map(\.1.engine), of: service)
        return figures
    }
}

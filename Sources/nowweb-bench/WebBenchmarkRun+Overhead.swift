import Foundation
import NowWeb
import NowWebTesting

/// Who loads the page in the overhead line.
enum OverheadContender: CaseIterable {
    /// The engine alone, as a program without NowWeb makes it (``WebBenchmarkEngine/bareEngine(on:)``).
    case bare
    /// The bare engine with the theme's page style (WebKitGTK's user style sheet for the instance's frames),
    /// the one thing NowWeb adds to every page it shows; not on an engine that draws nothing.
    case styled
    /// An engine the service's factory makes, driven without a controller: the factory's configuration
    /// (its web process, its listeners) without NowWeb's session around it.
    case factory
    /// A `NowWebViewController`: the page session, the machine, the bridge, the page style, the observers.
    case nowWeb

    var label: String {
        switch self {
        case .bare: "bare engine"
        case .styled: "bare engine, the theme's page style"
        case .factory: "the factory's engine, no controller"
        case .nowWeb: "NowWeb controller"
        }
    }
}

/// One contender's live navigations: the whole step and its two halves.
struct OverheadFigure {
    var step = WebFigure()
    /// From issuing the load until the page request reached the instance (the policy decision, the engine
    /// starting the load, the connection).
    var toInstance = Samples()
    /// From then until the page finished, as its driver heard it (the latency, the response, parsing,
    /// scripts, the finished event's way to the caller).
    var toFinished = Samples()
}

extension WebBenchmarkRun {
    /// Times a live navigation (the list page to the knowledge page, the session alive) by each
    /// ``OverheadContender`` on one service's data store, `iterations` times each, the contenders' order
    /// rotated every iteration so that a drift of the machine's load falls on all of them alike. Every
    /// contender first shows the list page untimed, so each timed step leaves the same page for the same one.
    func timeOverhead(iterations: Int) async throws -> [OverheadContender: OverheadFigure] {
        let (service, core) = try await makeServiceAndCore()
        let (controller, probe) = try await open(Self.page, on: service)
        try await load(controller, probe, "overhead: first load")
        let bare = StrategyDriver(
            service: service, core: core, engine: try await benchmarkEngine.bareEngine(on: service.dataStore))
        let factory = StrategyDriver(service: service, core: core)
        let sheet = ThemeStyleSheet(
            colors: NowWebDefaultTheme(nowUITheme: NowUIDefaultTheme()).color, appearance: .light)
        let styled = try await benchmarkEngine.styledEngine(
            on: service.dataStore, styling: .userStyleSheet, sheet: sheet, origin: instance.baseURL
        ).map { StrategyDriver(service: service, core: core, engine: $0) }
        let drivers: [OverheadContender: StrategyDriver] = [.bare: bare, .factory: factory, .styled: styled]
            .compactMapValues { $0 }
        for driver in drivers.values {
            try await benchmarkEngine.show(engine: driver.engine)
            // The controller's bridge started the session in the shared store; its cookies carry these.
            try await driver.load(pageURL)
        }
        var figures: [OverheadContender: OverheadFigure] = [:]
        let contenders = OverheadContender.allCases.filter { $0 == .nowWeb || drivers[$0] != nil }
        for iteration in 0..<iterations {
            let shift = iteration % contenders.count
            for contender in contenders[shift...] + contenders[..<shift] {
                let navigate: () async throws -> Void
                if let driver = drivers[contender] {
                    try await driver.load(pageURL)
                    navigate = { try await driver.load(self.linkURL) }
                } else {
                    controller.webEngine.load(WebRequest(url: pageURL))
                    try await probe.finished("overhead: back to the list")
                    navigate = {
                        controller.webEngine.load(WebRequest(url: self.linkURL))
                        let shown = try await probe.finished("overhead: live navigation")
                        guard shown.path == Self.linkPage else {
                            throw BenchmarkFailure(description: "overhead: the navigation showed \(shown.path)")
                        }
                    }
                }
                var instanceStart = instance.now
                let step = try await measure(onStart: { instanceStart = instance.now }, navigate)
                guard step.requests == 1, step.loginRequests == 0 else {
                    throw BenchmarkFailure(
                        description: "overhead: \(contender.label) took \(step.requests) requests on a live session")
                }
                let arrival = instance.requestLog.last { $0.path == Self.linkPage }?.date ?? instanceStart
                let toInstance = Duration.seconds(arrival.timeIntervalSince(instanceStart))
                figures[contender, default: OverheadFigure()].step.add(step)
                figures[contender, default: OverheadFigure()].toInstance.append(toInstance)
                figures[contender, default: OverheadFigure()].toFinished.append(step.elapsed - toInstance)
            }
        }
        await benchmarkEngine.discard(drivers.values.map(\.engine), of: service)
        await discard([controller], of: service)
        return figures
    }
}

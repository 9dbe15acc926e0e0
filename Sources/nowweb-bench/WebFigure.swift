import Foundation

/// One timed step over all iterations: its times and the requests each run caused.
struct WebFigure {
    var time = Samples()
    var requests = Samples()
    var assets = Samples()
    var tokenRequests = Samples()
    var loginRequests = Samples()

    mutating func add(_ measurement: Measurement) {
        time.append(measurement.elapsed)
        requests.append(Double(measurement.requests))
        assets.append(Double(measurement.assets))
        tokenRequests.append(Double(measurement.tokenRequests))
        loginRequests.append(Double(measurement.loginRequests))
    }

    /// `median ms (min-max), N requests (A assets, T token, L login page)`, with the counts exactly
    /// (``Samples/countText``).
    var summary: String {
        var parts = ["\(assets.countText) assets"]
        if tokenRequests.values.contains(where: { $0 > 0 }) { parts.append("\(tokenRequests.countText) token") }
        if loginRequests.values.contains(where: { $0 > 0 }) {
            parts.append("login page fetched \(loginRequests.values.filter { $0 > 0 }.count)x")
        }
        return "\(time.summary(unit: "ms")), \(requests.countText) requests (\(parts.joined(separator: ", ")))"
    }
}

/// The timing figures of one engine.
struct LoadFigures {
    /// `loadPage()` on a new service's first controller: new data store, empty cache.
    var cold = WebFigure()
    /// `loadPage()` of the same page on the service's second controller.
    var warmSecondController = WebFigure()
    /// `loadPage()` on a new controller after another controller loaded another page of the instance.
    var warmAfterPreload = WebFigure()
    /// Where the time of `warmAfterPreload` went.
    var afterPreloadPhases = PhaseFigure()
    /// A link followed after the session and token expired, until the recovered page finished.
    var recovery = WebFigure()
    /// `loadPage()` of the recovered page on a new controller of the same service (a plain bridged load).
    var bridged = WebFigure()
    /// The recovered controller loading the recovered page again, with the session alive.
    var liveNavigation = WebFigure()
    /// The page the recoveries showed.
    var recoveredPath = ""
}

/// The phases of one timed load.
struct LoadPhases {
    /// From `loadPage()` until the bearer load was issued.
    var token: Duration
    /// From then until the page request reached the instance.
    var toInstance: Duration
    /// From then until the page finished (the latency, the response, parsing, rendering).
    var toFinished: Duration
}

/// The phases of one timed step over all iterations.
struct PhaseFigure {
    var token = Samples()
    var toInstance = Samples()
    var toFinished = Samples()

    mutating func add(_ phases: LoadPhases) {
        token.append(phases.token)
        toInstance.append(phases.toInstance)
        toFinished.append(phases.toFinished)
    }

    /// `token X ms, to the instance Y ms, to finished Z ms` (medians).
    var summary: String {
        String(
            format: "token %.1f ms, issued to the request at the instance %.1f ms, request to finished %.1f ms",
            token.median, toInstance.median, toFinished.median)
    }
}

/// `makeWebViewController` to the page, on a new service and on one after `preloadWebCache`: until finished
/// (with the requests), and until the page's first frame where the engine draws.
struct OpenFigures {
    var cold = WebFigure()
    var afterPreload = WebFigure()
    var coldFrame = Samples()
    var afterPreloadFrame = Samples()
    var coldSplit = OpenSplit()
    var afterPreloadSplit = OpenSplit()

    /// Whether the first frames were read (an engine that draws).
    var hasFrames: Bool { !coldFrame.values.isEmpty && !afterPreloadFrame.values.isEmpty }
}

/// Where the time from `makeWebViewController` to the page's first frame went, over all iterations: until
/// the view was shown (the controller, its engine's view, the window's first frame), from then until the page
/// request reached the instance (`loadPage()`, the token, the engine's policy decision), and from then until
/// the page's first frame (the round trip, the response, parsing, painting).
struct OpenSplit {
    var toShown = Samples()
    var toRequest = Samples()
    var toFrame = Samples()

    mutating func add(toShown: Double, toRequest: Double, toFrame: Double) {
        self.toShown.append(toShown)
        self.toRequest.append(toRequest)
        self.toFrame.append(toFrame)
    }

    /// `view shown X ms, then the request at the instance Y ms, then the first frame Z ms` (medians).
    var summary: String {
        String(
            format: "view shown %.1f ms, then the request at the instance %.1f ms, then the first frame %.1f ms",
            toShown.median, toRequest.median, toFrame.median)
    }
}

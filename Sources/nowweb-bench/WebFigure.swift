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

    /// `median ms (min-max), N requests (A assets, T token, L login page)`, with medians of the counts.
    var summary: String {
        var parts = ["\(Int(assets.median)) assets"]
        if tokenRequests.median > 0 { parts.append("\(Int(tokenRequests.median)) token") }
        if loginRequests.values.contains(where: { $0 > 0 }) {
            parts.append("login page fetched \(loginRequests.values.filter { $0 > 0 }.count)x")
        }
        return "\(time.summary(unit: "ms")), \(Int(requests.median)) requests (\(parts.joined(separator: ", ")))"
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
    /// A link followed after the session and token expired, until the recovered page finished.
    var recovery = WebFigure()
    /// `loadPage()` of the recovered page on a new controller of the same service (a plain bridged load).
    var bridged = WebFigure()
    /// The recovered controller loading the recovered page again, with the session alive.
    var liveNavigation = WebFigure()
    /// The page the recoveries showed.
    var recoveredPath = ""
}

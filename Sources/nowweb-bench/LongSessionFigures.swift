import Foundation

/// One controller's long session: the time of every navigation in order, which of them met an expired
/// session, and the memory read along the way.
struct LongSessionFigures {
    /// One navigation: how long it took until its page showed, and whether a recovery showed it.
    struct Navigation {
        var milliseconds: Double
        var recovered: Bool
    }

    /// A memory reading after one navigation.
    struct Reading {
        /// How many navigations were done when it was read.
        var afterNavigation: Int
        /// This process's resident set (`/proc/self/statm`).
        var processBytes: Int
        /// The resident set of the controller's web process (`/proc/<pid>/statm`), when it was identified.
        var webProcessBytes: Int?
        /// The controller's web processes at the time (new ones since before the controller was made).
        var webProcesses: Set<Int>
    }

    var navigations: [Navigation] = []
    var readings: [Reading] = []
    /// The instance requests of every navigation, from the emulator's log (the first load excluded).
    var requests = RequestCounts()
    /// The navigations the controller recovered without a forced expiry (its own prediction).
    var unforcedRecoveries: [Int] = []
    /// The paths the recoveries landed on that were not the page asked for.
    var strayLandings: [String] = []

    /// The navigations without a recovery among the `count` first (`last` false) or last ones.
    func plain(_ count: Int, last: Bool) -> Samples {
        let slice = last ? navigations.suffix(count) : navigations.prefix(count)
        return Samples(slice.filter { !$0.recovered }.map(\.milliseconds))
    }

    /// The recovered navigations among the `count` first (`last` false) or last ones.
    func recovered(_ count: Int, last: Bool) -> Samples {
        let slice = last ? navigations.suffix(count) : navigations.prefix(count)
        return Samples(slice.filter(\.recovered).map(\.milliseconds))
    }

    /// Every recovered navigation.
    var recoveries: Samples { Samples(navigations.filter(\.recovered).map(\.milliseconds)) }
}

/// How much a figure grew between two readings.
struct Growth {
    var before: Double
    var after: Double

    /// `after` over `before`, minus one, in percent.
    var percent: Double { (after - before) / max(before, 1e-9) * 100 }

    /// Whether it grew by at most `limit` percent.
    func isWithin(percent limit: Double) -> Bool { percent <= limit }

    /// `+2.3 %`.
    var summary: String { String(format: "%+.1f %%", percent) }
}

/// The instance requests of a stretch of a run, by kind, counted from the emulator's log.
struct RequestCounts {
    var total = 0
    var token = 0
    var loginPage = 0
    var assets = 0
    /// Requests for the pages the run navigated to.
    var pages = 0

    /// Counts `paths` (one per request), with `pagePaths` the paths of the pages the run loads.
    init(paths: [String] = [], pagePaths: Set<String> = [], assetPaths: Set<String> = []) {
        total = paths.count
        token = paths.filter { $0 == "/oauth_token.do" }.count
        loginPage = paths.filter { $0 == "/login.do" }.count
        assets = paths.filter { assetPaths.contains($0) }.count
        pages = paths.filter { pagePaths.contains($0) }.count
    }

    /// Requests none of the kinds counts.
    var other: Int { total - token - loginPage - assets - pages }

    /// `224 requests: 220 pages, 0 assets, 1 token, 0 login page, 3 other`.
    var summary: String {
        "\(total) requests: \(pages) pages, \(assets) assets, \(token) token, \(loginPage) login page, \(other) other"
    }
}

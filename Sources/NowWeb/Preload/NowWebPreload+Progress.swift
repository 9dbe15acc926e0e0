import Foundation

extension NowWebPreload {
    /// How one page of a preload ended.
    public enum PageOutcome: Sendable, Equatable {
        /// The page finished loading; its cacheable resources are cached.
        case loaded
        /// The page failed (the delegate error, or ``NowWebError/badResponse(page:reason:)`` for a URL the
        /// controller does not show).
        case failed(NowWebError)
        /// The page did not finish within ``Configuration/pageTimeout`` and was stopped.
        case timedOut
        /// The preload was cancelled before the page ended.
        case cancelled
    }

    /// Where a preload stands: every page, and how those that ended ended.
    public struct Progress: Sendable, Equatable {
        /// The pages, deduplicated and resolved against the instance, in the order given.
        public let pages: [URL]
        /// How each page that ended ended, by page.
        public private(set) var outcomes: [URL: PageOutcome] = [:]
        /// The pages that ended, in the order they ended.
        package private(set) var completed: [URL] = []

        /// Makes the progress of a preload of `pages` that has not started.
        package init(pages: [URL]) { self.pages = pages }

        /// How many pages the preload loads.
        package var total: Int { pages.count }
        /// How many pages ended, however they ended.
        package var completedCount: Int { completed.count }
        /// How many pages ended with `outcome`.
        package func count(of outcome: PageOutcome) -> Int { outcomes.values.filter { $0 == outcome }.count }
        /// How many pages failed, for any reason.
        package var failedCount: Int {
            outcomes.values.filter {
                if case .failed = $0 { return true }
                return false
            }.count
        }
        /// The share of pages that ended, from 0 to 1 (1 for a preload of no page).
        public var fractionCompleted: Double { total == 0 ? 1 : Double(completedCount) / Double(total) }
        /// Whether every page ended.
        public var isFinished: Bool { completedCount == total }

        /// Records that `page` ended; a page ends once, so a second report is ignored (returns `false`).
        mutating func record(_ page: URL, _ outcome: PageOutcome) -> Bool {
            guard pages.contains(page), outcomes[page] == nil else { return false }
            outcomes[page] = outcome
            completed.append(page)
            return true
        }
    }

    /// How a preload runs. Every property has a documented default.
    public struct Configuration: Sendable {
        /// How long one page may take before it is stopped and counted ``PageOutcome/timedOut``.
        /// Default: 30 seconds.
        public var pageTimeout: Duration
        /// How many pages load at a time. Default: 2.
        public var concurrency: Int
        /// The clock the page timeout runs on: `nil` for the service's (``NowWebService/Options/clock``), or a
        /// test's of its own.
        package var clock: (any Clock<Duration>)?

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        ///
        /// - Parameters:
        ///   - pageTimeout: How long one page may take.
        ///   - concurrency: How many pages load at a time (at least 1).
        public init(pageTimeout: Duration = .seconds(30), concurrency: Int = 2) {
            self.init(pageTimeout: pageTimeout, concurrency: concurrency, clock: nil)
        }

        /// Makes a configuration whose page timeout runs on `clock`.
        package init(pageTimeout: Duration, concurrency: Int, clock: (any Clock<Duration>)?) {
            self.pageTimeout = pageTimeout
            self.concurrency = max(1, concurrency)
            self.clock = clock
        }
    }
}

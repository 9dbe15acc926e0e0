import Foundation

/// How a bare engine adds the theme to pages, for the styling benchmark.
enum PageStyleVariant: String, CaseIterable {
    /// No page style at all: what the page costs by itself.
    case none = "unstyled"
    /// A WebKit user style sheet for the instance's frames (WebKitGTK's default).
    case userStyleSheet = "user style sheet (WebKitGTK default)"
    /// The page-style script at document start in an isolated world, with a constructed style sheet (the
    /// path the WKWebView engine takes).
    case script = "page-style script, constructed style sheet (WKWebView path)"
    /// The page-style script's fallback: a `<style>` element kept in place by a `MutationObserver`.
    case scriptStyleElement = "page-style script, <style> element fallback"
    /// No page style again, on an engine made after all the others: tells a cost of the variant from one of
    /// the engine (the first one made, the window at the bottom of the stack).
    case noneMadeLast = "unstyled, engine made last (control)"

    /// Whether the engine gets the theme's page style.
    var isStyled: Bool { self != .none && self != .noneMadeLast }
}

/// What the page's frame probe (`window.__nowwebFirstFrame`) reported, in milliseconds since 1970 on the
/// system's clock, except `contentfulPaint`.
struct FirstFrameReport: Equatable, Decodable {
    /// The navigation start (`performance.timeOrigin`).
    var origin: Double
    /// The animation frame callback of the first rendering update after the last row was parsed.
    var frame: Double
    /// The task queued in that callback: that rendering update (style, layout, paint) was done.
    var painted: Double
    /// WebKit's first contentful paint after the navigation start (Paint Timing), if it reported one.
    var paint: Double?

    /// The system's clock in milliseconds since 1970, the probe's own time base: a figure is a probe time
    /// minus this, read when the timed step started.
    static var systemClockMilliseconds: Double { Date().timeIntervalSince1970 * 1000 }

    /// Reads the probe's JSON text.
    ///
    /// - Throws: `BenchmarkFailure` when the text is not the probe's.
    init(json: String) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
        } catch {
            throw BenchmarkFailure(description: "the page's frame probe said \(json.prefix(200))")
        }
    }
}

/// One variant's figures over all iterations.
struct PageStyleFigure {
    /// From `load` until the frame after the last row was drawn (`painted`), on the system's clock.
    var loadToFrame = Samples()
    /// From the navigation start until then.
    var navigationToFrame = Samples()
    /// WebKit's first contentful paint after the navigation start.
    var contentfulPaint = Samples()
    /// From `load` until the engine reported the page finished.
    var finished = Samples()

    /// Adds one load: issued at `issued` (milliseconds since 1970), finished after `finishedAfter`.
    mutating func add(_ report: FirstFrameReport, issued: Double, finishedAfter: Duration) {
        loadToFrame.append(report.painted - issued)
        navigationToFrame.append(report.painted - report.origin)
        if let paint = report.paint { contentfulPaint.append(paint) }
        finished.append(finishedAfter)
    }
}

/// One engine's loads with its user style sheet and without, toggled between loads: the same process, the
/// same window and the same page, so that only the style differs.
struct ToggledPageStyle {
    var styled = PageStyleFigure()
    var unstyled = PageStyleFigure()
    /// Each pair's styled first frame over its unstyled one (the two loads of one iteration).
    var pairRatios = Samples()
    /// Every load's first frame in the order of the loads, with whether it was styled.
    private(set) var loads: [(styled: Bool, frame: Double)] = []
    private var pending: Double?

    /// Adds one load; every second load closes a pair.
    mutating func add(_ report: FirstFrameReport, styled: Bool, issued: Double, finishedAfter: Duration) {
        if styled {
            self.styled.add(report, issued: issued, finishedAfter: finishedAfter)
        } else {
            unstyled.add(report, issued: issued, finishedAfter: finishedAfter)
        }
        let frame = report.painted - issued
        loads.append((styled, frame))
        if let first = pending {
            // The first of the pair is styled in even iterations and unstyled in odd ones.
            pairRatios.append(styled ? frame / max(first, 1e-9) : first / max(frame, 1e-9))
            pending = nil
        } else {
            pending = frame
        }
    }
}

/// What `styling` measured: each variant's engine, and the user style sheet's engine toggling its style.
struct PageStyleRun {
    var variants: [PageStyleVariant: PageStyleFigure]
    var toggled: ToggledPageStyle
}

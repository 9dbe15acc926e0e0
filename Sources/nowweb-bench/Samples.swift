import Foundation
import NowInternal
import NowWebTesting

/// Measurements of one figure over several iterations, summarised as a median and a spread.
struct Samples {
    private(set) var values: [Double] = []

    init(_ values: [Double] = []) { self.values = values }

    mutating func append(_ value: Double) { values.append(value) }

    mutating func append(_ duration: Duration) { values.append(duration.secondsValue * 1000) }

    /// The middle value (the mean of the two middle ones for an even count); 0 without samples.
    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The arithmetic mean; 0 without samples.
    var mean: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

    /// The samples, or a failure naming `label` when there are none: a figure without samples is not a
    /// figure (its median would read 0 and pass every "at most" target).
    ///
    /// - Throws: `BenchmarkFailure` when there are no samples.
    func required(_ label: String) throws -> Samples {
        guard !values.isEmpty else { throw BenchmarkFailure(description: "\(label): no samples") }
        return self
    }

    /// Counts (requests, assets) exactly, never as a median: `3` when every run counted the same, else the
    /// range and each run's count, e.g. `2-3 (2, 3, 3)`.
    var countText: String {
        let counts = values.map { Int($0.rounded()) }
        guard let low = counts.min(), let high = counts.max() else { return "no" }
        return low == high ? "\(low)" : "\(low)-\(high) (\(counts.map(String.init).joined(separator: ", ")))"
    }

    /// `median` with the smallest and largest sample, e.g. `612.3 ms (598.0-640.2)`.
    func summary(unit: String, digits: Int = 1) -> String {
        let format = "%.\(digits)f"
        let low = String(format: format, values.min() ?? 0)
        let high = String(format: format, values.max() ?? 0)
        return "\(String(format: format, median)) \(unit) (\(low)-\(high))"
    }

    /// The ratio of the medians, `self / baseline`, with two decimals.
    func ratio(to baseline: Samples) -> String {
        String(format: "%.2f", median / max(baseline.median, 1e-9))
    }
}

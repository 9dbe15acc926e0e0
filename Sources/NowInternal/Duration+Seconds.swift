extension Duration {
    /// The duration in whole milliseconds, rounded down; saturates instead of overflowing.
    package var wholeMilliseconds: Int64 {
        let (milliseconds, overflow) = components.seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return components.seconds < 0 ? .min : .max }
        return milliseconds.addingReportingOverflow(components.attoseconds / 1_000_000_000_000_000).partialValue
    }

    /// The duration in seconds as a floating-point number: the one conversion of a `Duration` to a
    /// `TimeInterval` for every target of the package.
    package var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

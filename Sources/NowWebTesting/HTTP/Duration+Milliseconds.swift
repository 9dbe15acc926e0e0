extension Duration {
    /// The duration in whole milliseconds, rounded down.
    package var wholeMilliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }

    /// The duration in seconds as a floating-point number.
    package var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

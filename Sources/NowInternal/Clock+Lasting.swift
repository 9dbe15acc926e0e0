extension Clock {
    /// Sleeps for `duration` on this clock, as `sleep(for:tolerance:)` does.
    ///
    /// For an existential clock (`any Clock<Duration>`) in a context where the standard library of iOS 16's SDK
    /// cannot open it for `sleep(for:)`, whose tolerance names the clock's `Instant`.
    package func sleep(lasting duration: Duration) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: nil)
    }
}

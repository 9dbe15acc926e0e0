/// A flag that can be claimed once, so a callback that fires twice resumes its continuation only once.
package struct OnceFlag: Sendable {
    private let claimed = Locked(false)

    /// Makes an unclaimed flag.
    package init() {}

    /// `true` the first time only.
    package func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}

import NowInternal

/// A flag that can be claimed once, so a callback that fires twice resumes its continuation only once.
struct OnceFlag: Sendable {
    private let claimed = Locked(false)

    /// `true` the first time only.
    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}

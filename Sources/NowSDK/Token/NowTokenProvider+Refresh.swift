import Foundation
import NowInternal

extension NowTokenProvider {
    /// Ends attempt `id`: back to idle after a success, to the remembered failure after one. Does nothing when
    /// the attempt is no longer the running one (a logout abandoned it while it awaited).
    func finishAttempt(_ id: Int, failure: (any Error)?) {
        guard case .refreshing(let attempt) = refresh, attempt.id == id else { return }
        guard !attempt.isInBackground else {
            refresh = .idle
            return
        }
        guard let failure = failure as? NowAuthorizationError, let remembered = remember(failure, of: attempt) else {
            refresh = .idle
            return
        }
        refresh = .failed(remembered)
    }

    /// The failure to answer late reporters of the attempt's token with, or `nil` for an outcome that is not
    /// a failed refresh: a guest (the set says so) or a logout (the state was reset). Only the user ends a
    /// sign-in failure; an exhausted budget ends when its window has room; anything else after the longest
    /// backoff, or the instance's longer `Retry-After`.
    private func remember(_ error: NowAuthorizationError, of attempt: RefreshAttempt) -> RefreshFailure? {
        let date = now()
        let until: Date?
        switch error {
        case .guestUser, .signInRequired(.loggedOut):
            return nil
        case .signInRequired:
            until = nil
        case .refreshBudgetExhausted:
            until = acquisitions.nextRoom ?? date
        case .temporarilyUnavailable(.rateLimited(_, let retryAfter?)):
            until = date.addingTimeInterval(max(longestBackoff, retryAfter))
        default:
            until = date.addingTimeInterval(longestBackoff)
        }
        logger.info("refresh failed; reports of the same rejected token get this outcome until it ends")
        return RefreshFailure(replacing: attempt.replacing, error: error, version: tokenVersion, until: until)
    }

    /// ``Configuration/maxBackoff`` in seconds.
    private var longestBackoff: TimeInterval {
        configuration.maxBackoff.secondsValue
    }
}

import Foundation

/// What a ``NowTokenProvider`` is doing about its token: nothing, one shared exchange, or remembering how the
/// last exchange failed.
///
/// The failure is kept so that the callers who come late with the same rejected token (every view that held
/// it, each reporting its own refusal) get the known outcome at once instead of each starting an exchange
/// that would fail the same way, or asking the user to sign in once per view.
enum RefreshState {
    /// No exchange is running and none failed since the current token was obtained.
    case idle
    /// One exchange, shared by every caller, obtains the token that replaces `replacing`.
    case refreshing(RefreshAttempt)
    /// The last exchange failed; callers who report `replacing` get its error while it is in force.
    case failed(RefreshFailure)

    /// The shared exchange, when one is running.
    var task: Task<AccessToken, any Error>? {
        if case .refreshing(let attempt) = self { return attempt.task }
        return nil
    }

    /// The token the last exchange, running or failed, was to replace.
    var replacing: AccessToken? {
        switch self {
        case .idle: nil
        case .refreshing(let attempt): attempt.replacing
        case .failed(let failure): failure.replacing
        }
    }
}

/// One running exchange of a ``NowTokenProvider``.
struct RefreshAttempt {
    /// Tells this attempt from a later one, so that a finishing attempt only ends its own state.
    let id: Int
    /// The exchange every concurrent caller awaits.
    let task: Task<AccessToken, any Error>
    /// The token the exchange replaces: the one reported as rejected, or the expired current one.
    let replacing: AccessToken?
    /// Whether it was started ahead of need (``NowTokenProvider/accessToken(validUntil:)``): it never asks
    /// the user, and its failure is not remembered.
    var isInBackground = false
}

/// How the last exchange of a ``NowTokenProvider`` failed, and for how long that answer stands.
struct RefreshFailure {
    /// The token the failed exchange was to replace.
    let replacing: AccessToken?
    /// The error the exchange ended with.
    let error: NowAuthorizationError
    /// The credential version the failure belongs to; a newer token set ends it.
    let version: Int
    /// When a new exchange may work again: the end of a transient failure's backoff or of the full refresh
    /// window; `nil` for a failure only the user can end (a new token, a logout).
    let until: Date?

    /// Whether the failure answers a caller who reports `rejected` at `date` under credential `version`.
    func answers(rejected: AccessToken, at date: Date, version: Int) -> Bool {
        guard rejected == replacing, version == self.version else { return false }
        return until.map { date < $0 } ?? true
    }
}

import Foundation

/// Everything the emulated instance remembers, guarded by one lock in `EmulatedInstance`.
struct EmulatorState {
    /// An issued access token.
    struct AccessGrant {
        var user: String
        var clientID: String?
        var expiresAt: Date
        var refreshToken: String?
    }

    /// An issued refresh token.
    struct RefreshGrant {
        var user: String
        var clientID: String?
        var expiresAt: Date
    }

    /// An authorization code waiting to be exchanged.
    struct AuthorizationCode {
        var user: String
        var clientID: String
        var redirectURI: String
        var codeChallenge: String?
        var expiresAt: Date
    }

    /// A web session, keyed by its `JSESSIONID`.
    struct WebSession {
        var id: String
        var user: String
        var csrfToken: String
        var lastSeen: Date
        /// When the access token that started it expires (hardened mode ends the session then).
        var tokenExpiresAt: Date?
        var accessToken: String?
        /// When the session started (the absolute life span counts from here).
        var startedAt: Date
    }

    var timeOffset: Duration = .zero
    /// The single-page apps' behaviour in effect (`Configuration.singlePageApps` at start).
    var singlePageApps: InstanceEmulator.SinglePageApps?
    /// How a UI request without a session is answered (`Configuration.expiryVariant` at start).
    var expiryVariant = ExpiryVariant.loginRedirect
    var faults: InstanceEmulator.Faults {
        didSet {
            if !NetworkModel.sameModel(faults, oldValue) { network = NetworkModel(faults) }
        }
    }
    /// What the answers cost on the wire; made again whenever the faults that define it change.
    lazy var network = NetworkModel(faults)
    var log: [InstanceEmulator.LoggedRequest] = []
    /// Tasks waiting for a request that matches, each resumed once with the first that does.
    var requestWaiters:
        [(
            matches: @Sendable (InstanceEmulator.LoggedRequest) -> Bool,
            continuation: CheckedContinuation<InstanceEmulator.LoggedRequest, Never>
        )] = []
    var accessTokens: [String: AccessGrant] = [:]
    /// The `jti` of every jwt-bearer assertion exchanged.
    var usedJWTIDs: Set<String> = []
    var refreshTokens: [String: RefreshGrant] = [:]
    var codes: [String: AuthorizationCode] = [:]
    var sessions: [String: WebSession] = [:]
    var revocations: [InstanceEmulator.Revocation] = []
    /// Rows of `sys_user_preference`, by sys_id.
    var preferences: [String: UserPreference] = [:]
    /// Files uploaded through the Attachment API, by sys_id.
    var attachments: [String: InstanceEmulator.StoredAttachment] = [:]
    /// What the emulator's forms saved (`InstanceEmulator.savedForms`).
    var savedForms: [InstanceEmulator.SavedForm] = []

    /// A row of `sys_user_preference`.
    struct UserPreference {
        /// The user's name, or `""` for a row of no user: the system-wide default.
        var user: String
        var name: String
        var value: String
    }

    /// The value of `user`'s preference `name`, if set, else the system-wide default's.
    func preference(_ name: String, of user: String) -> String? {
        (preferences.values.first { $0.user == user && $0.name == name }
            ?? preferences.values.first { $0.user.isEmpty && $0.name == name })?.value
    }

    /// The user behind `token` when it is known and unexpired at `now`.
    func user(forAccessToken token: String, at now: Date) -> String? {
        guard let grant = accessTokens[token], grant.expiresAt > now else { return nil }
        return grant.user
    }

    /// Removes every session of `user` and every token issued to them.
    mutating func revokeEverything(of user: String) {
        sessions = sessions.filter { $0.value.user != user }
        accessTokens = accessTokens.filter { $0.value.user != user }
        refreshTokens = refreshTokens.filter { $0.value.user != user }
    }
}

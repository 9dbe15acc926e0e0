import Foundation
import NowInternal

extension InstanceEmulator {
    /// The number of web sessions that are still valid now.
    public var activeSessionCount: Int {
        let now = instance.now
        let sessions = instance.state.withLock { Array($0.sessions.values) }
        return sessions.filter { instance.isAlive($0, at: now) }.count
    }

    /// Ends every web session at once (tokens stay valid), as if each had timed out.
    public func expireAllSessions() {
        instance.state.withLock { $0.sessions.removeAll() }
    }

    /// Ends the web session whose `JSESSIONID` cookie is `sessionID`; returns whether it existed.
    @discardableResult
    public func expireSession(_ sessionID: String) -> Bool {
        instance.state.withLock { $0.sessions.removeValue(forKey: sessionID) != nil }
    }

    /// Ends every web session of `user` and revokes every token issued to them.
    public func revokeSessions(of user: String) {
        instance.state.withLock { $0.revokeEverything(of: user) }
    }

    /// A JWT for the jwt-bearer grant, signed ES256 with the emulator's own key (which
    /// `configuration.jwtVerifiers` holds by default), with a new `jti` each time.
    ///
    /// - Parameters:
    ///   - subject: The `sub` claim: a user name the instance knows (or not, to test refusal).
    ///   - expiresIn: Time from the emulator's `now` to the `exp` claim; negative for an expired token.
    ///   - audience: The `aud` claim, the OAuth client id. Default `OAuthClient.mobile.id`.
    /// - Returns: The compact JWT; empty when the platform's cryptography library is not available.
    public func makeJWT(subject: String, expiresIn: Duration, audience: String = OAuthClient.mobile.id) -> String {
        let now = instance.now
        return JWTSigningKey.emulatorDefault?.makeAssertion(
            subject: subject, audience: audience, issuedAt: now,
            expiresAt: now.addingTimeInterval(expiresIn.secondsValue)) ?? ""
    }

    /// Issues an access token for `user` directly, as if a grant had succeeded (no refresh token).
    ///
    /// - Parameters:
    ///   - user: The user the token acts as.
    ///   - expiresIn: The token's lifetime. Default `configuration.accessTokenLifetime`.
    /// - Returns: The access token.
    public func issueAccessToken(for user: String, expiresIn: Duration? = nil) -> String {
        instance.mintAccessToken(user: user, lifetime: expiresIn ?? configuration.accessTokenLifetime)
    }
}

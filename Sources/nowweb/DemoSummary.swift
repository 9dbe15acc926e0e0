import NowWebTesting

/// What the instance's request log says about a demo run: the token sent once per bridge (a controller's first
/// page, a recovery) and only to the instance, the login page never fetched.
struct DemoSummary {
    let log: [InstanceEmulator.LoggedRequest]
    /// The loads the controllers announced as bridged with the bearer token.
    let bridges: Int

    private static let apiPaths: Set<String> = ["/oauth_token.do", "/oauth_revoke_token.do"]
    private static let loginPaths: Set<String> = ["/login.do", "/session_timeout.do", "/login_redirect.do"]

    /// Requests with a bearer token for a page (not the token endpoint, not an API).
    private var bearerPages: [InstanceEmulator.LoggedRequest] {
        log.filter { $0.hasBearerToken && !Self.apiPaths.contains($0.path) && !$0.path.hasPrefix("/api/") }
    }

    private var offInstance: Int { log.filter { $0.host != .instance && $0.hasAuthorization }.count }
    private var fetchedLogin: Bool { log.contains { Self.loginPaths.contains($0.path) } }
    /// True when the token went only to the instance, only on the bridges, and no login page was fetched.
    var isClean: Bool { offInstance == 0 && !fetchedLogin && bearerPages.count == bridges }

    var lines: [String] {
        let withCookie = log.filter { $0.cookieNames.contains("JSESSIONID") && !$0.hasAuthorization }.count
        let grants = log.compactMap(\.grantType)
        let pages = bearerPages.map(\.path)
        return [
            "the instance saw \(log.count) requests; \(withCookie) of them carried the session cookie only",
            "token endpoint: \(grants.count) exchanges (\(Set(grants).sorted().joined(separator: ", ")))",
            "bearer token on \(pages.count) page loads for \(bridges) bridges (a controller's first page or a "
                + "recovery): \(pages.joined(separator: ", ")); \(offInstance) of them off the instance",
            fetchedLogin ? "login page FETCHED" : "login page never fetched",
        ]
    }
}

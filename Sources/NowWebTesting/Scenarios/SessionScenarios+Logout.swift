import Foundation
import NowSDK
import NowWeb

extension SessionScenarios {
    static let logoutEndsTheSession = SessionScenario(
        id: "logout.ends-the-session",
        title: "A logout revokes the tokens, ends the web session on the instance, and leaves no cookie in the "
            + "engine or the data store",
        webKitCalls: [],
        // Sessions outlive their token here, so that only `/logout.do` can end this one.
        instance: instance { $0.hardenedSessions = false }
    ) { run in
        let core = try run.makeCore()
        let service = try await run.service(core: core)
        let (page, _) = try await run.show("/now/nav/ui/home", on: service)
        let key = core.tokenProvider(for: run.instance.baseURL).key
        let stored = try await core.configuration.tokenStore.load(for: key)
        run.expect(stored?.refreshToken != nil && stored?.accessToken != nil, "the tokens were not stored")
        run.expectEqual(run.instance.activeSessionCount, 1, "the sessions on the instance")
        run.expect(await run.sessionCookie(of: page) != nil, "the engine holds no session cookie")

        await core.logout(instanceUrl: run.instance.baseURL)

        // The refresh token was live and went first (taking its access tokens along); then the access token.
        run.expectEqual(
            run.instance.revocations.map(\.kind), [.refreshToken, .unknown], "the revocations' kinds")
        run.expectEqual(
            run.instance.revocations.map(\.tokenTypeHint), ["refresh_token", "access_token"],
            "the revocations' hints")
        let logouts = run.instance.requestLog.filter { $0.path == "/logout.do" }
        run.expect(
            logouts.count == 1 && logouts.first?.cookieNames.contains("JSESSIONID") == true,
            "not one /logout.do with the session cookie: \(logouts.count)")
        run.expectEqual(run.instance.activeSessionCount, 0, "the sessions on the instance after the logout")
        run.expect(service.dataStore.cookies.allCookies.isEmpty, "the data store kept cookies")
        let left = await page.controller.webEngine.capabilities.cookieHeader?(run.instance.baseURL) ?? nil
        run.expect(left?.isEmpty ?? true, "the engine would still send cookies: \(left?.count ?? 0) characters")
        run.expect(try await core.configuration.tokenStore.load(for: key) == nil, "the tokens were kept")
    }
}

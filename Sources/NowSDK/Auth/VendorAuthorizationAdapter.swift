/// Turns the vendor's token array into a grant: `.guest` wins, then `.jwt`, then `.oauthAccess` (with its
/// `.oauthRefresh`), then a lone `.oauthRefresh`; nothing usable means the user must sign in.
struct VendorAuthorizationAdapter: NowAuthorizationGrantProviding {
    let provider: any NowSDKAuthorizationProviding

    func authorizationGrant(for context: NowAuthorizationContext) async throws -> NowAuthorizationGrant {
        let tokens = await provider.requestAuthorization(for: context.instanceUrl) ?? []
        return try Self.grant(from: tokens)
    }

    static func grant(from tokens: [AuthorizationToken]) throws -> NowAuthorizationGrant {
        func first(_ type: AuthorizationTokenType) -> String? {
            tokens.first { $0.type == type && !$0.token.isEmpty }?.token
        }
        if tokens.contains(where: { $0.type == .guest }) { return .guest }
        if let jwt = first(.jwt) { return .jwtBearer(assertion: jwt) }
        if let access = first(.oauthAccess) {
            return .accessToken(AccessToken(value: access, expiresAt: nil), refreshToken: first(.oauthRefresh))
        }
        if let refresh = first(.oauthRefresh) { return .refreshToken(refresh) }
        throw NowAuthorizationError.signInRequired(.providerReturnedNothing)
    }
}

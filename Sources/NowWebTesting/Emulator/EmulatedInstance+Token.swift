import Foundation
import NowInternal

extension EmulatedInstance {
    /// `POST /oauth_token.do`: every grant the instance supports, form-encoded bodies only. With
    /// ``InstanceEmulator/Configuration/grantErrors`` `.instance`, a refused grant or client is answered as
    /// instances answer it: `401 {"error":"server_error","error_description":"access_denied"}`.
    func tokenEndpoint(_ request: HTTPRequest) -> HTTPResponse {
        let answer = standardTokenEndpoint(request)
        guard configuration.grantErrors == .instance, answer.status == 400 || answer.status == 401,
            let fields = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
            let code = fields["error"] as? String, ["invalid_grant", "invalid_client"].contains(code)
        else { return answer }
        return .json(#"{"error":"server_error","error_description":"access_denied"}"#, status: 401)
    }

    private func standardTokenEndpoint(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else { return .oauthError("invalid_request", "use POST", status: 405) }
        if let failure = state.withLock({ $0.faults.tokenEndpoint }) { return tokenFailure(failure) }
        let contentType = request.header("Content-Type")?.lowercased() ?? ""
        guard contentType.hasPrefix("application/x-www-form-urlencoded") else {
            return .oauthError("invalid_request", "the body must be application/x-www-form-urlencoded")
        }
        let form = request.formParameters
        guard let grant = form["grant_type"], !grant.isEmpty else {
            return .oauthError("invalid_request", "grant_type is missing")
        }
        let jwtBearer = "urn:ietf:params:oauth:grant-type:jwt-bearer"
        let grants = ["password", "refresh_token", "authorization_code", "client_credentials", jwtBearer]
        guard grants.contains(grant) else {
            return .oauthError("unsupported_grant_type", "the grant type is not supported")
        }
        // Every grant but jwt-bearer authenticates a client; jwt-bearer checks one only when it is named.
        let client: OAuthClient?
        switch authenticateClient(form, request, required: grant != jwtBearer) {
        case .client(let found): client = found
        case .failure(let response): return response
        }
        switch (grant, client) {
        case ("password", _): return passwordGrant(form, client)
        case ("refresh_token", _): return refreshGrant(form, client)
        case ("authorization_code", .some(let client)): return authorizationCodeGrant(form, client)
        case ("client_credentials", .some(let client)): return clientCredentialsGrant(client)
        case (jwtBearer, _): return jwtBearerGrant(form, client)
        default: return .oauthError("invalid_client", "this grant needs a client", status: 401)
        }
    }

    /// `POST /oauth_revoke_token.do` (RFC 7009): forgets the token (a refresh token takes its access tokens
    /// with it) and records the revocation. A client that names itself must authenticate; an unknown token is
    /// answered 200 as the RFC asks.
    func revokeEndpoint(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else { return .oauthError("invalid_request", "use POST", status: 405) }
        let form = request.formParameters
        guard let token = form["token"], !token.isEmpty else {
            return .oauthError("invalid_request", "token is missing")
        }
        if case .failure(let response) = authenticateClient(form, request, required: false) { return response }
        state.withLock { state in
            let revoked: Set<String>
            let kind: InstanceEmulator.Revocation.Kind
            if state.refreshTokens.removeValue(forKey: token) != nil {
                revoked = Set(state.accessTokens.filter { $0.value.refreshToken == token }.keys)
                kind = .refreshToken
            } else {
                revoked = [token]
                kind = state.accessTokens[token] != nil ? .accessToken : .unknown
            }
            state.revocations.append(.init(kind: kind, tokenTypeHint: form["token_type_hint"]))
            for access in revoked { state.accessTokens[access] = nil }
            state.sessions = state.sessions.filter {
                !(configuration.hardenedSessions && revoked.contains($0.value.accessToken ?? ""))
            }
        }
        return .json("{}")
    }

    private func tokenFailure(_ failure: InstanceEmulator.Faults.TokenEndpointFailure) -> HTTPResponse {
        switch failure {
        case .serverError:
            return .oauthError("server_error", "the instance failed", status: 500)
        case .serviceUnavailable(let seconds):
            return .json(
                #"{"error":"temporarily_unavailable"}"#, status: 503, extraHeaders: [("Retry-After", "\(seconds)")])
        case .tooManyRequests(let seconds):
            return .json(
                #"{"error":"too_many_requests"}"#, status: 429, extraHeaders: [("Retry-After", "\(seconds)")])
        case .timeout, .connectionDropped:
            var response = HTTPResponse.json("")
            response.delivery = failure == .timeout ? .never : .drop
            return response
        case .malformedJSON:
            return .json(#"{"access_token":"#)
        case .invalidGrant:
            return .oauthError("invalid_grant", "the grant is invalid")
        }
    }

    private enum ClientCheck {
        case client(OAuthClient?)
        case failure(HTTPResponse)
    }

    /// The client named by the form or HTTP Basic credentials; its secret must match when it has one.
    private func authenticateClient(_ form: [String: String], _ request: HTTPRequest, required: Bool) -> ClientCheck {
        var id = form["client_id"]
        var secret = form["client_secret"]
        if let basic = request.header("Authorization"), basic.lowercased().hasPrefix("basic "),
            let decoded = Data(base64Encoded: String(basic.dropFirst(6))).map({ String(decoding: $0, as: UTF8.self) }),
            let colon = decoded.firstIndex(of: ":")
        {
            id = String(decoded[..<colon]).removingPercentEncoding
            secret = String(decoded[decoded.index(after: colon)...]).removingPercentEncoding
        }
        guard let id, !id.isEmpty else {
            return required
                ? .failure(.oauthError("invalid_client", "client_id is missing", status: 401)) : .client(nil)
        }
        guard let client = configuration.clients.first(where: { $0.id == id }) else {
            return .failure(.oauthError("invalid_client", "the client is unknown", status: 401))
        }
        if let expected = client.secret, secret != expected {
            return .failure(.oauthError("invalid_client", "the client secret is wrong", status: 401))
        }
        return .client(client)
    }

    private func passwordGrant(_ form: [String: String], _ client: OAuthClient?) -> HTTPResponse {
        guard let name = form["username"], let password = form["password"] else {
            return .oauthError("invalid_request", "username and password are required")
        }
        guard configuration.users.contains(where: { $0.name == name && $0.password == password }) else {
            return .oauthError("invalid_grant", "the user name or password is wrong")
        }
        return issueTokens(user: name, clientID: client?.id, withRefreshToken: true)
    }

    private func refreshGrant(_ form: [String: String], _ client: OAuthClient?) -> HTTPResponse {
        let now = self.now
        guard let token = form["refresh_token"] else {
            return .oauthError("invalid_request", "refresh_token is missing")
        }
        guard let grant = state.withLock({ $0.refreshTokens[token] }), grant.expiresAt > now,
            grant.clientID == nil || grant.clientID == client?.id
        else { return .oauthError("invalid_grant", "the refresh token is invalid or expired") }
        return issueTokens(user: grant.user, clientID: grant.clientID, withRefreshToken: true, reusing: token)
    }

    private func authorizationCodeGrant(_ form: [String: String], _ client: OAuthClient) -> HTTPResponse {
        guard let code = form["code"], let redirectURI = form["redirect_uri"] else {
            return .oauthError("invalid_request", "code and redirect_uri are required")
        }
        let now = self.now
        guard let grant = state.withLock({ $0.codes.removeValue(forKey: code) }), grant.expiresAt > now,
            grant.clientID == client.id
        else { return .oauthError("invalid_grant", "the authorization code is invalid or expired") }
        guard grant.redirectURI == redirectURI else {
            return .oauthError("invalid_grant", "redirect_uri does not match the authorization request")
        }
        if let challenge = grant.codeChallenge {
            guard let verifier = form["code_verifier"],
                Digest.sha256(Data(verifier.utf8)).base64URLEncoded == challenge
            else { return .oauthError("invalid_grant", "the PKCE code_verifier does not match") }
        } else if client.isPublic {
            return .oauthError("invalid_grant", "a public client must use PKCE")
        }
        return issueTokens(user: grant.user, clientID: client.id, withRefreshToken: true)
    }

    private func clientCredentialsGrant(_ client: OAuthClient) -> HTTPResponse {
        guard !client.isPublic, let user = client.serviceUser else {
            return .oauthError("unauthorized_client", "the client may not use client_credentials")
        }
        return issueTokens(user: user, clientID: client.id, withRefreshToken: false)
    }

    private func jwtBearerGrant(_ form: [String: String], _ client: OAuthClient?) -> HTTPResponse {
        guard let assertion = form["assertion"] else { return .oauthError("invalid_request", "assertion is missing") }
        let verified: JSONWebToken.Verified
        do {
            verified = try JSONWebToken.verify(
                assertion, verifiers: configuration.jwtVerifiers,
                audiences: client.map { [$0.id] } ?? configuration.clients.map(\.id), now: now,
                clockSkew: configuration.jwtClockSkew.secondsValue, requireJWTID: configuration.jwtIDVerification)
        } catch {
            return .oauthError("invalid_grant", "the assertion is invalid (\(error))")
        }
        if configuration.jwtIDVerification, let jwtID = verified.jwtID {
            guard state.withLock({ $0.usedJWTIDs.insert(jwtID).inserted }) else {
                return .oauthError("invalid_grant", "the assertion's jti was used before")
            }
        }
        guard configuration.users.contains(where: { $0.name == verified.subject }) else {
            return .oauthError("invalid_grant", "the assertion names an unknown user")
        }
        return issueTokens(user: verified.subject, clientID: client?.id, withRefreshToken: false)
    }

    /// Issues an access token (and a refresh token when asked) and answers with the token JSON; with
    /// ``InstanceEmulator/Configuration/accessTokenReuse`` the valid one issued before comes back instead.
    func issueTokens(
        user: String, clientID: String?, withRefreshToken: Bool, reusing refreshToken: String? = nil
    ) -> HTTPResponse {
        let refresh = withRefreshToken ? (refreshToken ?? Digest.randomBytes(48).base64URLEncoded) : nil
        if let refresh, refreshToken == nil {
            let expiry = now.addingTimeInterval(configuration.refreshTokenLifetime.secondsValue)
            state.withLock { $0.refreshTokens[refresh] = .init(user: user, clientID: clientID, expiresAt: expiry) }
        }
        let lifetime = configuration.accessTokenLifetime
        let access: String
        let expiresIn: Int
        if let reused = reusableAccessToken(
            user: user, clientID: clientID, refreshToken: refresh, lifetime: lifetime)
        {
            access = reused.token
            expiresIn = Int(reused.expiresAt.timeIntervalSince(now).rounded(.down)) - 1
        } else {
            access = mintAccessToken(user: user, lifetime: lifetime, clientID: clientID, refreshToken: refresh)
            expiresIn = Int(lifetime.secondsValue) - 1
        }
        let refreshField = refresh.map { #""refresh_token":"\#($0)","# } ?? ""
        return .json(
            #"{"access_token":"\#(access)",\#(refreshField)"scope":"useraccount","token_type":"Bearer","#
                + #""expires_in":\#(max(0, expiresIn))}"#)
    }

    /// Records and returns a new access token for `user` valid for `lifetime` from now.
    func mintAccessToken(
        user: String, lifetime: Duration, clientID: String? = nil, refreshToken: String? = nil
    ) -> String {
        let access = Digest.randomBytes(48).base64URLEncoded
        let expiry = now.addingTimeInterval(lifetime.secondsValue)
        state.withLock {
            $0.accessTokens[access] = .init(
                user: user, clientID: clientID, expiresAt: expiry, refreshToken: refreshToken)
        }
        return access
    }
}

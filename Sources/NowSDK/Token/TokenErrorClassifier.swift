import Foundation
import NowInternal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sorts token endpoint failures into terminal (sign in again) and transient (retry, keep the tokens).
enum TokenErrorClassifier {
    /// The error for a non-2xx answer to a `grant` request.
    static func classify(_ response: NowHTTPResponse, grant: NowAuthorizationGrant, now: Date) -> NowAuthorizationError
    {
        let status = response.statusCode
        switch status {
        case 429, 503:
            return .temporarilyUnavailable(
                .rateLimited(status: status, retryAfter: retryAfter(response.header("Retry-After"), now: now)))
        case 408: return .temporarilyUnavailable(.timeout)
        case 500...599: return .temporarilyUnavailable(.serverError(status: status))
        default: break
        }
        // Only an RFC 6749 §5.2 error (400, or 401 for a client that failed to authenticate, with a JSON body
        // naming one of the section's codes) says that the grant itself is dead. Anything else (a 302 from a
        // hibernating instance, a proxy's HTML 403 or 404, a JSON body with another shape) says nothing about
        // the tokens, so they are kept and the failure is transient.
        // §5.2's 401 carries `WWW-Authenticate`, whose body FoundationNetworking drops (see the transport).
        if status == 401, response.header("WWW-Authenticate") != nil, response.body.isEmpty {
            return .signInRequired(.invalidClient)
        }
        // Instances answer a refused grant (wrong password, revoked refresh token, rejected JWT) with
        // `401 {"error":"server_error","error_description":"access_denied"}`: dead credentials, not an outage.
        if status == 401, TokenResponseParser.isInstanceAccessDenied(response.body) {
            if case .refreshToken = grant { return .signInRequired(.refreshTokenRevoked) }
            return .signInRequired(.invalidGrant)
        }
        guard status == 400 || status == 401, let code = TokenResponseParser.errorCode(from: response.body),
            terminalCodes.contains(code)
        else {
            if let code = TokenResponseParser.errorCode(from: response.body), code == "temporarily_unavailable" {
                return .temporarilyUnavailable(.serverError(status: status))
            }
            return .temporarilyUnavailable(.unexpectedResponse(status: status))
        }
        switch code {
        case "invalid_grant":
            if case .refreshToken = grant { return .signInRequired(.refreshTokenRevoked) }
            return .signInRequired(.invalidGrant)
        case "invalid_client": return .signInRequired(.invalidClient)
        case "unauthorized_client": return .signInRequired(.unauthorizedClient)
        default: return .signInRequired(.requestRejected(status: status, code: code))
        }
    }

    /// The error codes of RFC 6749 §5.2: the only answers that end the grant.
    private static let terminalCodes: Set<String> = [
        "invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type",
        "invalid_scope",
    ]

    /// The error for a request that got no response.
    static func classify(transportError error: any Error) -> NowAuthorizationError {
        if let urlError = error as? URLError, urlError.code == .timedOut { return .temporarilyUnavailable(.timeout) }
        return .temporarilyUnavailable(.network)
    }

    /// Seconds to wait from a `Retry-After` value: delta-seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        // Delta-seconds of any length: a number no integer type holds is a very long wait, not no wait.
        if value.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let seconds = Double(value) {
            return ServerNumber.interval(seconds)
        }
        guard let date = HTTPDate.parse(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

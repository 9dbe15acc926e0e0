import Foundation

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
        let code = TokenResponseParser.errorCode(from: response.body)
        switch code {
        case "invalid_grant":
            if case .refreshToken = grant { return .signInRequired(.refreshTokenRevoked) }
            return .signInRequired(.invalidGrant)
        case "invalid_client": return .signInRequired(.invalidClient)
        case "unauthorized_client": return .signInRequired(.unauthorizedClient)
        case "temporarily_unavailable": return .temporarilyUnavailable(.serverError(status: status))
        case nil where status == 401: return .signInRequired(.invalidClient)
        default: return .signInRequired(.requestRejected(status: status, code: code))
        }
    }

    /// The error for a request that got no response.
    static func classify(transportError error: any Error) -> NowAuthorizationError {
        if let urlError = error as? URLError, urlError.code == .timedOut { return .temporarilyUnavailable(.timeout) }
        return .temporarilyUnavailable(.network)
    }

    /// Seconds to wait from a `Retry-After` value: delta-seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

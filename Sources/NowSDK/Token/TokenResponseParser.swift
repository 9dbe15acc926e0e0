import Foundation
import NowInternal

/// Strict parsing of the token endpoint's answers.
enum TokenResponseParser {
    private struct Fields: Decodable {
        let accessToken: String?
        let tokenType: String?
        let expiresIn: Int?
        let refreshToken: String?
        let scope: String?

        enum CodingKeys: String, CodingKey {
            case accessToken = "access_token"
            case tokenType = "token_type"
            case expiresIn = "expires_in"
            case refreshToken = "refresh_token"
            case scope
        }
    }

    private struct ErrorFields: Decodable {
        let error: String
        let errorDescription: String?

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }

    /// A successful token response: `access_token`, `token_type` Bearer, optional positive `expires_in`,
    /// optional `refresh_token` and `scope`. Anything else is ``NowAuthorizationError/invalidTokenResponse(_:)``.
    static func tokenSet(from body: Data, receivedAt now: Date) throws(NowAuthorizationError) -> NowTokenSet {
        guard let fields = try? JSONDecoder().decode(Fields.self, from: body) else {
            throw .invalidTokenResponse("not a JSON object with the token fields' types")
        }
        guard let access = fields.accessToken, !access.isEmpty else {
            throw .invalidTokenResponse("access_token missing")
        }
        guard fields.tokenType?.lowercased() == "bearer" else {
            throw .invalidTokenResponse("token_type missing or not Bearer")
        }
        if let lifetime = fields.expiresIn, lifetime <= 0 {
            throw .invalidTokenResponse("expires_in is not positive")
        }
        if fields.refreshToken?.isEmpty == true { throw .invalidTokenResponse("refresh_token is empty") }
        return NowTokenSet(
            accessToken: AccessToken(
                value: access, expiresAt: fields.expiresIn.map { now.addingTimeInterval(ServerNumber.interval($0)) }),
            refreshToken: fields.refreshToken
        )
    }

    /// Whether an error body is the instance's wording of a refused grant or client:
    /// `{"error":"server_error","error_description":"access_denied"}`.
    static func isInstanceAccessDenied(_ body: Data) -> Bool {
        guard let fields = try? JSONDecoder().decode(ErrorFields.self, from: body) else { return false }
        return fields.error == "server_error" && fields.errorDescription == "access_denied"
    }

    /// The OAuth `error` code of an error body, when it is a short code made of the RFC 6749 characters.
    static func errorCode(from body: Data) -> String? {
        guard let code = try? JSONDecoder().decode(ErrorFields.self, from: body).error, (1...64).contains(code.count),
            code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
        else { return nil }
        return code
    }
}

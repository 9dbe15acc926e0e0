import Foundation
import NowInternal

/// HS256 JSON Web Tokens, as the jwt-bearer grant uses them.
enum JSONWebToken {
    /// Why an assertion was refused.
    enum Failure: Error, Equatable {
        case malformed
        case unsupportedAlgorithm
        case badSignature
        case expired
        case missingSubject
    }

    /// A signed token for `subject` valid until `expiresAt`.
    static func make(subject: String, issuedAt: Date, expiresAt: Date, key: Data) -> String {
        let header = #"{"alg":"HS256","typ":"JWT"}"#
        let claims: [String: Any] = [
            "sub": subject, "aud": "nowweb-emulator", "iat": Int(issuedAt.timeIntervalSince1970),
            "exp": Int(expiresAt.timeIntervalSince1970),
        ]
        let payload = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])) ?? Data()
        let signingInput = Data(header.utf8).base64URLEncoded + "." + payload.base64URLEncoded
        return signingInput + "." + Digest.hmacSHA256(key: key, data: Data(signingInput.utf8)).base64URLEncoded
    }

    /// The subject of a valid token; throws when the signature, algorithm or expiry is wrong.
    static func verify(_ token: String, key: Data, now: Date) throws(Failure) -> String {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerData = Data(base64URLEncoded: String(parts[0])),
            let payloadData = Data(base64URLEncoded: String(parts[1])),
            let signature = Data(base64URLEncoded: String(parts[2])),
            let header = try? JSONSerialization.jsonObject(with: headerData) as? [String: Any],
            let payload = try? JSONSerialization.jsonObject(with: payloadData) as? [String: Any]
        else { throw .malformed }
        guard header["alg"] as? String == "HS256" else { throw .unsupportedAlgorithm }
        let expected = Digest.hmacSHA256(key: key, data: Data("\(parts[0]).\(parts[1])".utf8))
        guard Digest.constantTimeEquals(expected, signature) else { throw .badSignature }
        guard let expiry = (payload["exp"] as? NSNumber)?.doubleValue, expiry > now.timeIntervalSince1970 else {
            throw .expired
        }
        guard let subject = payload["sub"] as? String, !subject.isEmpty else { throw .missingSubject }
        return subject
    }
}

import Foundation
import NowInternal

/// The checks an instance's JWT endpoint makes of a jwt-bearer assertion (`create-jwt-endpoint.md`).
enum JSONWebToken {
    /// Why an assertion was refused.
    enum Failure: Error, Equatable {
        case malformed
        case unsupportedAlgorithm
        case unknownKey
        case badSignature
        case expired
        case missingSubject
        case wrongAudience
        case missingJWTID
        case reusedJWTID
    }

    /// The claims of a verified assertion.
    struct Verified {
        var subject: String
        var jwtID: String?
    }

    /// The subject of a valid assertion: signed RS or ES (256/384/512) by a key of `verifiers` (the one its
    /// `kid` names, when it names one) with the algorithm that key is for, not expired beyond `clockSkew`,
    /// for an `aud` among `audiences`, and with a `jti` when `requireJWTID`.
    static func verify(
        _ token: String, verifiers: [JWTVerifierKey], audiences: [String], now: Date, clockSkew: TimeInterval,
        requireJWTID: Bool
    ) throws(Failure) -> Verified {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerData = Data(base64URLEncoded: String(parts[0])),
            let payloadData = Data(base64URLEncoded: String(parts[1])),
            let signature = Data(base64URLEncoded: String(parts[2])),
            let header = try? JSONSerialization.jsonObject(with: headerData) as? [String: Any],
            let payload = try? JSONSerialization.jsonObject(with: payloadData) as? [String: Any]
        else { throw .malformed }
        guard let name = header["alg"] as? String, let algorithm = JWTSigningKey.Algorithm(rawValue: name) else {
            throw .unsupportedAlgorithm
        }
        let kid = header["kid"] as? String
        let candidates = verifiers.filter { $0.algorithm == algorithm && (kid == nil || $0.keyID == kid) }
        guard !candidates.isEmpty else { throw .unknownKey }
        let signingInput = Data("\(parts[0]).\(parts[1])".utf8)
        guard candidates.contains(where: { $0.verifies(signature, of: signingInput) }) else { throw .badSignature }
        guard let expiry = (payload["exp"] as? NSNumber)?.doubleValue,
            expiry + clockSkew > now.timeIntervalSince1970
        else { throw .expired }
        guard let subject = payload["sub"] as? String, !subject.isEmpty else { throw .missingSubject }
        let audience = (payload["aud"] as? String).map { [$0] } ?? (payload["aud"] as? [String]) ?? []
        guard audience.contains(where: audiences.contains) else { throw .wrongAudience }
        let jwtID = payload["jti"] as? String
        if requireJWTID, jwtID?.isEmpty != false { throw .missingJWTID }
        return Verified(subject: subject, jwtID: jwtID)
    }
}

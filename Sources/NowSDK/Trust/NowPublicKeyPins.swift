import Foundation
import NowInternal

/// A trust hook that pins public keys: a host's chain is trusted only when one of its certificates carries a
/// pinned key, on top of the platform's own evaluation (which must pass too).
///
/// A pin is the base64 SHA-256 of a certificate's DER `SubjectPublicKeyInfo` (HPKP's `pin-sha256`, RFC 7469
/// §2.4), not of the whole certificate: the pin survives a renewal that keeps the key, and pinning an
/// intermediate authority's key covers every certificate it issues. Make one from a certificate with
///
/// ```sh
/// openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64
/// ```
///
/// Keep a backup pin (a second key, or the issuing authority's) so that a key change does not lock users out.
/// Hosts without pins are left to the platform. Requests for credentials are left to the platform.
///
/// A request to a pinned host goes out only where the chain is checked before it is sent (`URLSession` and
/// `WKWebView` over HTTPS on Apple platforms). Elsewhere (FoundationNetworking on Linux, WebKitGTK, plain HTTP) it is
/// refused before anything is sent: see ``requiresCertificateCheck(host:)``.
public struct NowPublicKeyPins: NowTrustEvaluating {
    /// Why pins could not be made.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// `pin` is not the base64 of a 32-byte SHA-256 digest.
        case malformedPin(String)
        /// No pin was given.
        case noPins

        /// What is wrong and what to do.
        public var description: String {
            switch self {
            case .malformedPin(let pin):
                "The pin \"\(pin)\" is not the base64 of a SHA-256 digest (44 characters). Compute it from the "
                    + "certificate's SubjectPublicKeyInfo."
            case .noPins: "No pin was given. Give at least one, and a backup."
            }
        }
    }

    /// The pinned keys' digests, by host (lowercased).
    public let pins: [String: Set<Data>]

    /// Pins `pins` for each of `hosts`.
    ///
    /// - Parameters:
    ///   - hosts: The hosts whose chains must carry a pinned key; other hosts are left to the platform.
    ///   - pins: The base64 SHA-256 digests of the accepted `SubjectPublicKeyInfo`s.
    /// - Throws: ``Problem`` when a pin is not a SHA-256 digest in base64, or none is given.
    public init(hosts: Set<String>, pins: Set<String>) throws {
        guard !pins.isEmpty else { throw Problem.noPins }
        let digests = try Set(
            pins.map { pin in
                guard let digest = Data(base64Encoded: pin), digest.count == 32 else {
                    throw Problem.malformedPin(pin)
                }
                return digest
            })
        self.pins = Dictionary(uniqueKeysWithValues: Set(hosts.map { $0.lowercased() }).map { ($0, digests) })
    }

    /// Pins `pins` for `host`; see ``init(hosts:pins:)``.
    public init(host: String, pins: Set<String>) throws {
        try self.init(hosts: [host], pins: pins)
    }

    /// The pin of a DER certificate: the base64 SHA-256 of its `SubjectPublicKeyInfo`, or `nil` when `der` is not
    /// a certificate.
    ///
    /// - Parameter der: The certificate, DER.
    /// - Returns: The pin.
    public static func pin(ofCertificate der: Data) -> String? {
        DERCertificate.subjectPublicKeyInfo(of: der).map { Digest.sha256($0).base64EncodedString() }
    }

    /// Whether `host` is pinned: a request to it must not leave before its chain is checked.
    public func requiresCertificateCheck(host: String) -> Bool {
        pins[host.lowercased()] != nil
    }

    /// The platform's verdict for a host without pins or a chain the platform refuses; for a pinned host, the
    /// platform's verdict when a certificate of the chain carries a pinned key, else a refusal that says so.
    public func evaluate(_ serverTrust: NowServerTrust) -> NowTrustDecision {
        guard let accepted = pins[serverTrust.host.lowercased()], serverTrust.platformVerdict == .trusted else {
            return .platformDefault
        }
        let presented = serverTrust.certificates.compactMap(DERCertificate.subjectPublicKeyInfo(of:)).map(
            Digest.sha256)
        if presented.contains(where: accepted.contains) { return .platformDefault }
        return .refuse(
            reason: "none of the \(serverTrust.certificates.count) certificates \(serverTrust.host) presented "
                + "carries a pinned public key")
    }
}

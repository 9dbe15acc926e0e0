import CNowCrypto
import Foundation
import NowInternal

/// A certificate authority made for tests, and the one server certificate it issued, for the instance emulator's
/// TLS mode (``InstanceEmulator/Configuration/tls``).
///
/// Both are made in memory when the authority is (EC P-256 keys, SHA-256 signatures, valid from an hour ago for
/// a day) and nothing is ever written to disk but the authority's certificate, in
/// ``certificateFile()``. The authority's name constraints permit loopback names only (`localhost`,
/// `127.0.0.0/8`, `::1`), so a client that trusts it, even system-wide, trusts it for no other host. The server
/// certificate names `127.0.0.1` and `localhost` (subject alternative names)
/// and is for server authentication only; every emulator of the authority presents it, so a client that
/// trusts a certificate rather than an authority (WebKitGTK's network session) trusts it once for every
/// emulator.
///
/// ``shared()`` is the authority of every TLS-mode emulator that names none: a process trusts it once. A fresh
/// ``init()`` is one that no client trusts, to prove that a client refuses it.
public final class TestCertificateAuthority: Sendable {
    /// The authority's certificate, PEM.
    public let certificatePEM: String
    /// The server certificate every emulator of this authority presents, PEM.
    public let serverCertificatePEM: String
    private let serverKeyPEM: String
    private let file = Locked<URL?>(nil)

    private static let sharedAuthority = Locked<TestCertificateAuthority?>(nil)

    /// The process's authority, made on first use.
    ///
    /// - Throws: `InstanceEmulatorError.tlsFailed` when no authority could be made (an OpenSSL failure, or a
    ///   platform without the emulator's TLS mode).
    public static func shared() throws(InstanceEmulatorError) -> TestCertificateAuthority {
        let result = sharedAuthority.withLock { shared -> Result<TestCertificateAuthority, InstanceEmulatorError> in
            if let shared { return .success(shared) }
            do throws(InstanceEmulatorError) {
                let made = try TestCertificateAuthority()
                shared = made
                return .success(made)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let authority): return authority
        case .failure(let error): throw error
        }
    }

    /// A new authority, and its server certificate for `127.0.0.1` and `localhost`.
    ///
    /// - Throws: `InstanceEmulatorError.tlsFailed` when OpenSSL cannot make them (or on a platform without the
    ///   emulator's TLS mode).
    public init() throws(InstanceEmulatorError) {
        let name = "NowWeb test CA " + Digest.randomBytes(6).hexString
        let authority = try Self.make(issuer: nil, commonName: name, subjectAltNames: nil)
        let server = try Self.make(
            issuer: authority, commonName: "127.0.0.1", subjectAltNames: "IP:127.0.0.1,DNS:localhost")
        certificatePEM = authority.certificate
        serverCertificatePEM = server.certificate
        serverKeyPEM = server.key
    }

    /// A file holding ``certificatePEM`` (mode 0600 in a 0700 directory of the temporary directory), written on
    /// first use, for clients that read their trust from a file (`curl --cacert`).
    ///
    /// - Throws: `InstanceEmulatorError.tlsFailed` when the file cannot be written.
    public func certificateFile() throws(InstanceEmulatorError) -> URL {
        let result = file.withLock { file -> Result<URL, InstanceEmulatorError> in
            if let file { return .success(file) }
            let directory = FileManager.default.temporaryDirectory.appending(
                path: "nowweb-test-ca-\(Digest.randomBytes(8).hexString)")
            let url = directory.appending(path: "ca.pem")
            do {
                try PrivateFile.createDirectory(at: directory)
                try PrivateFile.write(Data(certificatePEM.utf8), to: url)
            } catch {
                return .failure(.tlsFailed(reason: "the certificate file could not be written: \(error)"))
            }
            file = url
            return .success(url)
        }
        switch result {
        case .success(let url): return url
        case .failure(let error): throw error
        }
    }

    /// The server context of every emulator of this authority.
    func serverContext() throws(InstanceEmulatorError) -> TLSContext {
        do {
            return try TLSContext.server(certificate: serverCertificatePEM, key: serverKeyPEM)
        } catch {
            throw .tlsFailed(reason: error.description)
        }
    }

    /// A client context that trusts this authority only.
    package func clientContext() throws(TLSChannel.Failure) -> TLSContext {
        try TLSContext.client(trusting: certificatePEM)
    }

    /// A new certificate and its key, PEM: an authority when `issuer` is `nil`, else a server certificate for
    /// `subjectAltNames` (`IP:127.0.0.1,DNS:localhost`) signed by `issuer`.
    static func make(
        issuer: (certificate: String, key: String)?, commonName: String, subjectAltNames: String?
    ) throws(InstanceEmulatorError) -> (certificate: String, key: String) {
        let serial = Digest.randomBytes(8).reduce(0) { ($0 << 8) | Int($1) } & 0x3fff_ffff_ffff_ffff
        var certificate = [CChar](repeating: 0, count: 8_192)
        var key = [CChar](repeating: 0, count: 4_096)
        let made = nowtls_make_certificate(
            issuer?.certificate, issuer?.key, commonName, subjectAltNames, serial, 24 * 3600, &certificate,
            certificate.count, &key, key.count)
        guard made == 1 else {
            throw .tlsFailed(reason: "OpenSSL could not make the test certificate for \(commonName)")
        }
        return (text(certificate), text(key))
    }

    private static func text(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension InstanceEmulator {
    /// The emulator's TLS mode: both listeners serve HTTPS with a server certificate of `authority`.
    public struct TLS: Sendable {
        /// The authority whose server certificate the listeners present, or `nil` (the default) for
        /// ``TestCertificateAuthority/shared()``.
        public var authority: TestCertificateAuthority?

        /// TLS with `authority`'s server certificate; `nil` (the default) for the process's shared authority.
        public init(authority: TestCertificateAuthority? = nil) {
            self.authority = authority
        }
    }
}

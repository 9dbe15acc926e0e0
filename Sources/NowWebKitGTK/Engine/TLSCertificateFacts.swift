#if WebKitGTK
    import CWebKitGTK
    import Foundation
    import NowInternal

    /// What a trust hook reads of GLib's TLS objects: a `GTlsCertificate`'s chain as DER, and why GLib refused it.
    enum TLSCertificateFacts {
        /// The chain from `certificate` up its issuers, each certificate DER, `certificate` first.
        static func chain(_ certificate: UnsafeMutablePointer<GTlsCertificate>?) -> [Data] {
            var chain: [Data] = []
            var next = certificate
            // A chain is short; the bound keeps a malformed issuer loop from running for ever.
            while let current = next, chain.count < 16 {
                if let der = der(of: current) { chain.append(der) }
                next = g_tls_certificate_get_issuer(current)
            }
            return chain
        }

        private static func der(of certificate: UnsafeMutablePointer<GTlsCertificate>) -> Data? {
            var value = GValue()
            g_value_init(&value, g_byte_array_get_type())
            defer { g_value_unset(&value) }
            g_object_get_property(typedObject(rawObject(certificate)), "certificate", &value)
            guard let boxed = g_value_get_boxed(&value) else { return nil }
            let array = boxed.assumingMemoryBound(to: GByteArray.self).pointee
            guard let bytes = array.data, array.len > 0 else { return nil }
            return Data(bytes: bytes, count: Int(array.len))
        }

        /// Why GLib refused a certificate, in words, from its `GTlsCertificateFlags` bits; `nil` for none.
        static func problem(_ flags: UInt32) -> String? {
            let names: [(UInt32, String)] = [
                (1 << 0, "unknown issuer"), (1 << 1, "wrong host name"), (1 << 2, "not yet valid"),
                (1 << 3, "expired"), (1 << 4, "revoked"), (1 << 5, "insecure algorithm"),
                (1 << 6, "generic error"),
            ]
            let found = names.filter { flags & $0.0 != 0 }.map(\.1)
            if found.isEmpty { return flags == 0 ? nil : "TLS error flags \(flags)" }
            return "certificate refused by the system: " + found.joined(separator: ", ")
        }
    }
#endif

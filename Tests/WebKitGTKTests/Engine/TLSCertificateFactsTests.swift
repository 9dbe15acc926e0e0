#if WebKitGTK
    import Testing

    @testable import NowWebKitGTK

    extension WebKitGTKSuite {
        /// GLib's certificate flags in words, for the platform's verdict a trust hook reads.
        @Suite struct TLSCertificateFactsTests {
            @Test func noFlagIsNoProblem() {
                #expect(TLSCertificateFacts.problem(0) == nil)
            }

            @Test func eachFlagIsNamed() {
                #expect(TLSCertificateFacts.problem(1) == "certificate refused by the system: unknown issuer")
                #expect(
                    TLSCertificateFacts.problem(1 << 1 | 1 << 3)
                        == "certificate refused by the system: wrong host name, expired")
                #expect(TLSCertificateFacts.problem(1 << 9) == "TLS error flags 512")
            }
        }
    }
#endif

import Foundation

#if canImport(LocalAuthentication)
    import LocalAuthentication

    /// The default re-authentication on Apple platforms: the device owner, by biometrics or the device passcode
    /// (`LAPolicy.deviceOwnerAuthentication`), as the vendor's app answers an e-signature with Touch ID
    /// (docs/CABRILLO.md, section 5).
    enum DeviceOwnerAuthentication {
        /// `LAError.Code`'s values for a check the user did not pass (failed, cancelled, chose the fallback) or the
        /// system broke off: the answer is `false`, not an error (LAError.h).
        private static let notConfirmed: Set<Int> = [-1, -2, -3, -4, -9]

        /// Whether the device owner confirmed.
        ///
        /// - Throws: ``CabrilloError/unavailable(_:_:)`` when the device cannot check its owner (no passcode set,
        ///   biometrics locked out, and the like).
        @MainActor static func authenticate(_ request: NowWebReauthentication) async throws -> Bool {
            let context = LAContext()
            do {
                return try await context.evaluatePolicy(
                    .deviceOwnerAuthentication, localizedReason: request.localizedReason)
            } catch let error as NSError where error.domain == LAErrorDomain && notConfirmed.contains(error.code) {
                return false
            } catch {
                throw CabrilloError.unavailable(
                    .reauthenticate, "this device cannot confirm its owner (set a passcode in Settings)")
            }
        }
    }
#else
    /// The default re-authentication where the platform has no device-owner check: none.
    enum DeviceOwnerAuthentication {
        /// Throws ``CabrilloError/unavailable(_:_:)`` naming the delegate's hook.
        @MainActor static func authenticate(_ request: NowWebReauthentication) async throws -> Bool {
            throw CabrilloError.unavailable(.reauthenticate, NowWebReauthentication.noHookReason)
        }
    }
#endif

import Foundation

/// Why the instance emulator could not start or be reached.
public enum InstanceEmulatorError: Error, Sendable, Equatable, LocalizedError {
    /// The listener could not be opened on `port` (0 means any free port).
    case listenFailed(port: UInt16, reason: String)
    /// A loopback client could not connect to `port`.
    case connectFailed(port: UInt16, reason: String)
    /// The emulator's TLS mode could not be set up, or a TLS handshake with it failed (an untrusted certificate,
    /// for one); `reason` is OpenSSL's.
    case tlsFailed(reason: String)
    /// The emulator's configuration lacks what a fixture needs (a user, a confidential client).
    case missingFixture(String)

    /// A description that says what to do next.
    public var errorDescription: String? {
        switch self {
        case .listenFailed(let port, let reason):
            port == 0
                ? "The instance emulator could not open a loopback listener (\(reason)). Check the process's file limit."
                : "The instance emulator could not listen on port \(port) (\(reason)). Pick another port or stop "
                    + "the process using it."
        case .connectFailed(let port, let reason):
            "Could not connect to the instance emulator on port \(port) (\(reason)). Check that it is running."
        case .tlsFailed(let reason):
            "TLS with the instance emulator failed (\(reason)). Trust the emulator's test certificate authority "
                + "(TestCertificateAuthority) in the client."
        case .missingFixture(let what):
            "The instance emulator's configuration has no \(what); add one to InstanceEmulator.Configuration."
        }
    }
}

import NowSDK

extension NowServiceError {
    /// The vendor's case without its details, for tests that check only which case was thrown.
    enum Kind: Sendable, Equatable {
        case sdkNotConfigured, configurationInvalid, disabled, invalid, notFound, retrievalFailed
    }

    var kind: Kind {
        switch self {
        case .sdkNotConfigured: .sdkNotConfigured
        case .serviceConfigurationInvalid: .configurationInvalid
        case .serviceDisabled: .disabled
        case .serviceSettingsInvalid: .invalid
        case .serviceSettingsNotFound: .notFound
        case .serviceSettingsRetrievalFailed: .retrievalFailed
        }
    }
}

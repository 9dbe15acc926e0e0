/// The instance's Mobile SDK settings for this app, as far as the SDK's services need them.
public struct NowServiceSettings: Sendable, Equatable {
    /// Whether the Mobile SDK is enabled for this app at all.
    public var enabled: Bool
    /// Whether the web service (NowWeb) is enabled.
    public var webEnabled: Bool
    /// Whether guests may view public pages through the web service.
    public var allowGuestAccess: Bool

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - enabled: Whether the Mobile SDK is enabled.
    ///   - webEnabled: Whether the web service is enabled.
    ///   - allowGuestAccess: Whether guests may use the web service.
    public init(enabled: Bool, webEnabled: Bool, allowGuestAccess: Bool) {
        self.enabled = enabled
        self.webEnabled = webEnabled
        self.allowGuestAccess = allowGuestAccess
    }
}

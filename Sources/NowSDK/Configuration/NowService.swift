/// A service of the SDK bound to one instance (the web service, for example).
public protocol NowService: Sendable {
    /// The instance and app the service works for.
    var configuration: NowServiceConfiguration { get }
}

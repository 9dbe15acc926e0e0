import Foundation

extension HeadlessWebEngine {
    /// Settings of a ``HeadlessWebEngine``.
    public struct Configuration: Sendable {
        /// Seconds a request may wait for data before failing with a network error, rounded up to whole seconds
        /// (the precision of FoundationNetworking on Linux). Default 30.
        public var requestTimeout: TimeInterval
        /// Seconds a single transfer may take in all. Default 300.
        public var resourceTimeout: TimeInterval
        /// Redirects (server and meta refresh) followed in one navigation before it fails. Default 20, like browsers.
        public var maximumRedirects: Int
        /// Concurrent requests per host for a page's subresources. Default 6, like browsers.
        public var maximumConnectionsPerHost: Int
        /// Whether a page's scripts, styles, images, icons and iframes are loaded. Default `true`.
        public var loadsSubresources: Bool
        /// The longest `<meta http-equiv=refresh>` delay, in seconds, that is followed; the engine follows such a
        /// refresh at once, and ignores longer ones (periodic reloads). Default 10.
        public var maximumMetaRefreshDelay: TimeInterval
        /// The `User-Agent` header. Default `Mozilla/5.0 (compatible; NowWebHeadless/1.0)`.
        public var userAgent: String

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        public init(
            requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 300, maximumRedirects: Int = 20,
            maximumConnectionsPerHost: Int = 6, loadsSubresources: Bool = true,
            maximumMetaRefreshDelay: TimeInterval = 10,
            userAgent: String = "Mozilla/5.0 (compatible; NowWebHeadless/1.0)"
        ) {
            self.requestTimeout = requestTimeout
            self.resourceTimeout = resourceTimeout
            self.maximumRedirects = maximumRedirects
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
            self.loadsSubresources = loadsSubresources
            self.maximumMetaRefreshDelay = maximumMetaRefreshDelay
            self.userAgent = userAgent
        }
    }
}

import Foundation
import NowSDK
import NowWeb

extension HeadlessWebEngine {
    /// Settings of a `HeadlessWebEngine`.
    package struct Configuration: Sendable {
        /// Seconds a request may wait for data before failing with a network error, rounded up to whole seconds
        /// (the precision of FoundationNetworking on Linux). Default 30.
        package var requestTimeout: TimeInterval
        /// Seconds a single transfer may take in all. Default 300.
        package var resourceTimeout: TimeInterval
        /// Redirects (server and meta refresh) followed in one navigation before it fails. Default 20, like browsers.
        package var maximumRedirects: Int
        /// Concurrent requests per host for a page's subresources. Default 6, like browsers.
        package var maximumConnectionsPerHost: Int
        /// Whether a page's scripts, styles, images, icons and iframes are loaded. Default `true`.
        package var loadsSubresources: Bool
        /// The longest `<meta http-equiv=refresh>` delay, in seconds, that is followed; the engine follows such a
        /// refresh at once, and ignores longer ones (periodic reloads). Default 10.
        package var maximumMetaRefreshDelay: TimeInterval
        /// The `User-Agent` header. Default `Mozilla/5.0 (compatible; NowWebHeadless/1.0)`.
        package var userAgent: String
        /// The largest body, in bytes, of a frame's document (the page, an iframe, a redirect). The transfer stops as
        /// soon as more arrives or a larger `Content-Length` is announced; the main frame's load then fails with
        /// ``WebEngineError/badResponse(_:)`` naming this limit, and an iframe is left empty. Default 4 MiB.
        package var maximumPageSize: Int
        /// The largest body, in bytes, of a script, style sheet, image or icon. A larger one stops its transfer and is
        /// neither kept nor cached, as a failed subresource; the page still loads. Default 8 MiB.
        package var maximumSubresourceSize: Int
        /// The most subresources (scripts, styles, images, icons and iframes, the iframes' own included) fetched
        /// for one navigation; those past it, in document order, are skipped and never requested. Default 256.
        package var maximumSubresources: Int
        /// The app's trust hook for the engine's requests. FoundationNetworking on Linux asks it about HTTP
        /// credentials only: it evaluates TLS itself and shows no certificate (see `NowTrustEvaluating`). Default:
        /// the platform's handling.
        package var trust: any NowTrustEvaluating = NowPlatformTrust()

        /// Makes a configuration; every parameter defaults to the value documented on its property.
        package init(
            requestTimeout: TimeInterval = 30, resourceTimeout: TimeInterval = 300, maximumRedirects: Int = 20,
            maximumConnectionsPerHost: Int = 6, loadsSubresources: Bool = true,
            maximumMetaRefreshDelay: TimeInterval = 10,
            userAgent: String = "Mozilla/5.0 (compatible; NowWebHeadless/1.0)",
            maximumPageSize: Int = 4 << 20, maximumSubresourceSize: Int = 8 << 20, maximumSubresources: Int = 256
        ) {
            self.requestTimeout = requestTimeout
            self.resourceTimeout = resourceTimeout
            self.maximumRedirects = maximumRedirects
            self.maximumConnectionsPerHost = maximumConnectionsPerHost
            self.loadsSubresources = loadsSubresources
            self.maximumMetaRefreshDelay = maximumMetaRefreshDelay
            self.userAgent = userAgent
            self.maximumPageSize = maximumPageSize
            self.maximumSubresourceSize = maximumSubresourceSize
            self.maximumSubresources = maximumSubresources
        }
    }
}

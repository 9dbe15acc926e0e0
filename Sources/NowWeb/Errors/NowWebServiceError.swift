import Foundation
import NowInternal

/// Why ``NowWebService`` could not make a web view controller.
///
/// Descriptions name at most a URL's scheme or origin, never its path or query, so they are safe to log and
/// to show.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum NowWebServiceError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// The URL is malformed: an absolute URL without a host, or one that carries a user name or password.
    case invalidURL(URL)
    /// The URL is on another origin (scheme, host and port) than the service's instance.
    case offInstanceURL(URL)
    /// The URL's scheme is neither `http` nor `https`.
    case unsupportedScheme(URL)
    /// The service was closed (for example when the user logged out) and makes no more controllers.
    case serviceClosed
    /// The service was made with a configuration that names no usable instance (not https, or plain http
    /// off loopback, or a URL without a host), so it shows no page.
    case serviceConfigurationInvalid

    /// What happened and what to do, without the URL's path or query.
    public var errorDescription: String? {
        switch self {
        case .invalidURL:
            return "The page URL is malformed. Pass a path relative to the instance (such as \"/sp\") or an "
                + "absolute https URL on the instance, without user name or password."
        case .offInstanceURL(let url):
            let origin = URLOrigin(url)?.description ?? "another origin"
            return "The page URL is on \(origin), not on the instance of this web service. Open other sites "
                + "outside NowWeb, or make a web service for that instance."
        case .unsupportedScheme(let url):
            let scheme = url.scheme.map { "\"\($0)\"" } ?? "its"
            return "The page URL uses the \(scheme) scheme; NowWeb shows only http and https pages of the "
                + "instance. Open such URLs with the system instead."
        case .serviceClosed:
            return "This web service was closed (the user logged out). Make a new web service with "
                + "NowWeb.makeWebService(instanceUrl:)."
        case .serviceConfigurationInvalid:
            return "This web service's instance URL is not usable. Make the service with an https instance "
                + "URL that has a host (or http on a loopback address)."
        }
    }

    /// The same text as ``errorDescription``, so that printing the error never shows a full URL.
    public var description: String { errorDescription ?? "NowWebServiceError" }
}

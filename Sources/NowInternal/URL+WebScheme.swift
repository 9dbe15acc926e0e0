import Foundation

extension URL {
    /// Whether the scheme is `http` or `https`, in any case: the only schemes NowWeb loads or sends requests to.
    package var hasWebScheme: Bool { URLOrigin.defaultPort(forScheme: scheme) != nil }
}

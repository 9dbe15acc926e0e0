import Foundation

extension WebSessionEstimate {
    /// The cookie whose `Max-Age` announces an instance's idle timeout.
    package static let announcingCookie = "glide_session_store"

    /// The idle timeout an instance announces in a response's `Set-Cookie` header, in seconds: the
    /// `Max-Age` of its `glide_session_store` cookie. `nil` when the header does not set that cookie, or sets
    /// it without a positive `Max-Age`.
    ///
    /// Engines may fold several `Set-Cookie` headers into one value joined by `, `; an `Expires` date also
    /// holds a comma, so a new cookie is told by a `name=` right after a comma.
    ///
    /// - Parameter setCookie: The `Set-Cookie` header value(s) of one response.
    /// - Returns: The announced idle timeout in seconds.
    package static func announcedIdleTimeout(inSetCookie setCookie: String) -> TimeInterval? {
        guard let start = setCookie.range(of: "glide_session_store=", options: .caseInsensitive) else { return nil }
        let segments = setCookie[start.upperBound...].split(separator: ";", omittingEmptySubsequences: false)
        if let value = segments.first, value.contains(",") { return nil }
        for attribute in segments.dropFirst() {
            if let comma = attribute.firstIndex(of: ","), attribute[comma...].contains("=") { return nil }
            let parts = attribute.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, parts[0].lowercased() == "max-age" else { continue }
            guard let seconds = Int(parts[1]), seconds > 0 else { return nil }
            return TimeInterval(seconds)
        }
        return nil
    }

    /// The idle timeout announced in `headers` (any case of `Set-Cookie`), as
    /// ``announcedIdleTimeout(inSetCookie:)`` reads it.
    ///
    /// - Parameter headers: A response's headers.
    /// - Returns: The announced idle timeout in seconds.
    package static func announcedIdleTimeout(in headers: [String: String]) -> TimeInterval? {
        headers.lazy.filter { $0.key.lowercased() == "set-cookie" }
            .compactMap { announcedIdleTimeout(inSetCookie: $0.value) }.first
    }
}

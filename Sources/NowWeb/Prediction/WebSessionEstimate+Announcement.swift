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

    /// How far below the `Max-Age` an instance announced the seconds left to its `glide_session_store` cookie can
    /// be when an engine reads them from its cookie store rather than from the response: the store keeps an
    /// expiry in whole seconds, and the engine reads it up to 2 seconds after the response came.
    package static let storedExpirySlack: TimeInterval = 3

    /// The idle timeout announced by a `glide_session_store` cookie found in an engine's cookie store, expiring
    /// at `expires` and read at `now`. An instance states its idle timeout in whole minutes (the
    /// `glide.ui.session_timeout` property, an integer of minutes), so seconds left of a minute or more that fall
    /// short of a whole minute by at most ``storedExpirySlack`` are that minute; anything else is rounded up to a
    /// whole second. `nil` when the cookie has no time left.
    ///
    /// - Parameters:
    ///   - expires: The cookie's expiry, as the store keeps it.
    ///   - now: When the store was read.
    /// - Returns: The announced idle timeout in seconds.
    package static func announcedIdleTimeout(storedExpiry expires: Date, readAt now: Date) -> TimeInterval? {
        let left = expires.timeIntervalSince(now)
        guard left > 0 else { return nil }
        let minute = (left / 60).rounded(.up) * 60
        if left >= 60 - storedExpirySlack, minute - left <= storedExpirySlack { return minute }
        return left.rounded(.up)
    }
}

#if WebKitGTK
    import Foundation

    /// What the top frame's link-click listener told the engine: the links the main frame is about to follow.
    ///
    /// WebKitGTK's navigation actions say nothing about the frame they load, so a link click in the top page
    /// looks like one in an iframe. The listener (``CabrilloBridgeScripts/linkClickListener``) posts the absolute `href`
    /// of a plain link click in the top frame just before WebKit asks the policy question of the navigation that
    /// click starts (both travel over the web process's one connection, in order). A hint vouches for one
    /// link-activated navigation to exactly its URL, within ``lifetime`` of its arrival; it is used up by that
    /// navigation, or expires.
    ///
    /// The listener runs in an isolated world the page cannot reach, but what it reports comes from the page's
    /// DOM, so a hint is treated as hostile input: only a string of at most ``maximumLength`` UTF-8 bytes that
    /// parses as an absolute http(s) URL is kept, and at most ``capacity`` hints are kept at once.
    struct LinkClickHints {
        /// How long a hint vouches for a navigation: the policy question follows the message at once, so this
        /// only bounds how long a hint whose navigation never came (a later handler prevented it) lingers.
        static let lifetime: Duration = .seconds(1)
        /// How long a meta refresh's hint vouches for its navigation: the refresh fires after the delay the page
        /// declares, so its hint is kept longer, and a refresh later than this is not vouched for.
        static let refreshLifetime: Duration = .seconds(300)

        /// How long this store's hints vouch for a navigation: ``lifetime`` unless said otherwise.
        private let hintLifetime: Duration

        /// A store whose hints last `lifetime`.
        init(lifetime: Duration = Self.lifetime) {
            hintLifetime = lifetime
        }
        /// The longest hint kept, in UTF-8 bytes; a longer link goes by the reactive path.
        static let maximumLength = 16 * 1024
        /// The most hints kept at once; the oldest goes first.
        static let capacity = 8

        private struct Hint {
            let url: String
            let received: ContinuousClock.Instant
        }

        private var hints: [Hint] = []

        /// Keeps `body` as a hint received at `now` when it is an absolute http(s) URL of an acceptable length.
        ///
        /// - Returns: Whether the hint was kept.
        @discardableResult
        mutating func record(_ body: String, at now: ContinuousClock.Instant) -> Bool {
            guard body.utf8.count <= Self.maximumLength, let url = URL(string: body),
                let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
            else { return false }
            dropExpired(at: now)
            hints.append(Hint(url: body, received: now))
            if hints.count > Self.capacity { hints.removeFirst(hints.count - Self.capacity) }
            return true
        }

        /// Whether a hint vouches for a link-activated navigation to `url` (WebKit's spelling) at `now`; the
        /// hint that does is used up.
        mutating func consume(_ url: String, at now: ContinuousClock.Instant) -> Bool {
            dropExpired(at: now)
            guard let index = hints.firstIndex(where: { $0.url == url }) else { return false }
            hints.remove(at: index)
            return true
        }

        private mutating func dropExpired(at now: ContinuousClock.Instant) {
            hints.removeAll { now - $0.received > hintLifetime || $0.received > now }
        }
    }
#endif

#if WebKitGTK
    import Foundation
    import NowInternal

    extension URL {
        /// Whether WebKit's form of a navigation's URL names the same resource as the URL we asked it to load.
        ///
        /// WebKit canonicalises what it is given (an empty path becomes `/`, the default port goes, some
        /// percent-escapes are decoded), so the navigation action of our own load may not spell it our way.
        func isSameLoad(as issued: URL) -> Bool {
            guard let mine = URLComponents(url: self, resolvingAgainstBaseURL: true),
                let theirs = URLComponents(url: issued, resolvingAgainstBaseURL: true)
            else { return self == issued }
            func canonical(_ components: URLComponents) -> [String?] {
                let scheme = components.scheme?.lowercased()
                let defaultPort = URLOrigin.defaultPort(forScheme: scheme)
                let path = components.path.isEmpty ? "/" : components.path
                return [
                    scheme, components.host?.lowercased(),
                    components.port == defaultPort ? nil : components.port?.description,
                    path, components.query,
                ]
            }
            return canonical(mine) == canonical(theirs)
        }
    }
#endif

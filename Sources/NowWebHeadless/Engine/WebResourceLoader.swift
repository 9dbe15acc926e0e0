import Foundation
import NowWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange for `HeadlessWebEngine`: the data store's cookies on the request, the HTTP cache consulted
/// and filled, `Set-Cookie` stored, transport errors turned into safe ``WebEngineError`` values.
package struct WebResourceLoader: Sendable {
    /// A response as the engine consumes it.
    package struct Resource: Sendable {
        /// The URL that answered.
        package var url: URL
        /// The status code; 200 for a cached or revalidated response.
        package var statusCode: Int
        /// Response headers, names lower-cased.
        package var headers: [String: String]
        /// The body.
        package var body: Data
        /// Whether the body came from the cache (fresh, or revalidated with a 304).
        package var fromCache: Bool

        /// The absolute target of a redirect response, if this is one.
        package var redirectTarget: URL? {
            guard [301, 302, 303, 307, 308].contains(statusCode), let location = headers["location"] else {
                return nil
            }
            return URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: url)?.absoluteURL
        }
    }

    private let dataStore: WebDataStore
    private let transport: HeadlessTransport
    private let requestTimeout: TimeInterval
    private let userAgent: String

    /// Makes a loader over `transport` that uses `dataStore`.
    package init(dataStore: WebDataStore, transport: HeadlessTransport, requestTimeout: TimeInterval, userAgent: String)
    {
        self.dataStore = dataStore
        self.transport = transport
        self.requestTimeout = requestTimeout
        self.userAgent = userAgent
    }

    /// Performs a `GET` of `url` with `headers`; requests with extra headers bypass the cache.
    ///
    /// - Parameters:
    ///   - url: What to load.
    ///   - headers: Extra request headers.
    ///   - limit: The largest body accepted, in bytes, and the name of the setting that holds it: a larger body
    ///     stops the transfer and fails with ``WebEngineError/badResponse(_:)``; nothing of it is cached.
    package func load(
        _ url: URL, headers: [String: String] = [:], limit: (bytes: Int, name: String) = (.max, "")
    ) async -> Result<Resource, WebEngineError> {
        var request = URLRequest(url: url, timeoutInterval: requestTimeout)
        request.httpMethod = "GET"
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let cookie = dataStore.cookies.requestHeaderValue(for: url) {
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
        }
        let cache = dataStore.httpCache
        var stale: WebCacheEntry?
        if headers.isEmpty {
            switch cache.lookup(url) {
            case .fresh(let entry):
                return .success(Resource(entry, fromCache: true))
            case .stale(let entry, let validators):
                stale = entry
                for (name, value) in validators { request.setValue(value, forHTTPHeaderField: name) }
            case .miss:
                break
            }
        }
        let requestDate = cache.now()
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await transport.send(request, maximumBodySize: limit.bytes)
        } catch let error as HeadlessTransport.BodyTooLarge {
            return .failure(.badResponse(Self.tooLarge(url, limit: error.limit, name: limit.name)))
        } catch let error as HeadlessTransport.TrustRefused {
            return .failure(.trustRefused(error.reason))
        } catch {
            return .failure(.network(Self.describe(error, url: url)))
        }
        let responseDate = cache.now()
        var responseHeaders: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            responseHeaders[name.lowercased()] = value
        }
        dataStore.cookies.store(responseHeaders: responseHeaders, from: url)
        if response.statusCode == 304, let stale {
            let refreshed = cache.refresh(
                stale, notModifiedHeaders: responseHeaders, requestDate: requestDate, responseDate: responseDate)
            return .success(Resource(refreshed, fromCache: true))
        }
        let entry = WebCacheEntry(
            url: url, statusCode: response.statusCode, headers: responseHeaders, body: data,
            requestDate: requestDate, responseDate: responseDate)
        cache.store(entry, requestHeaders: headers)
        return .success(Resource(url: url, statusCode: response.statusCode, headers: responseHeaders, body: data))
    }

    /// Why a body past `limit` bytes was refused: names the URL without its query, and the setting.
    package static func tooLarge(_ url: URL, limit: Int, name: String) -> String {
        "The response from \(url.redactedForLog) is larger than the engine's limit of \(limit) bytes "
            + "(HeadlessWebEngine.Configuration.\(name)); it was not loaded."
    }

    /// A description of a transfer failure that names the URL without its query and holds no secret.
    package static func describe(_ error: any Error, url: URL) -> String {
        let target = url.redactedForLog
        if isCertificateRefusal(error) {
            return "The server at \(target) presented a certificate this device does not trust, so nothing was "
                + "sent to it. Check the certificate authorities the system trusts."
        }
        switch (error as? URLError)?.code {
        case .timedOut?:
            return "The request to \(target) timed out. Check that the server is reachable and try again."
        case .cannotConnectToHost?, .cannotFindHost?, .dnsLookupFailed?:
            return "Could not connect to \(target). Check the address and the network, then try again."
        case .networkConnectionLost?, .notConnectedToInternet?:
            return "The connection to \(target) was lost. Check the network and try again."
        case .cancelled?:
            return "The request to \(target) was cancelled."
        default:
            return "The request to \(target) failed. Check the network and try again."
        }
    }

    /// Whether `error` is a refused server certificate: the URL system's certificate codes on Apple platforms;
    /// on Linux, where FoundationNetworking reports every libcurl TLS failure as `unknown`, libcurl's wording
    /// of a failed verification (`SSL certificate problem: …`, or a certificate that does not name the host).
    static func isCertificateRefusal(_ error: any Error) -> Bool {
        guard let error = error as? URLError else { return false }
        switch error.code {
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid:
            return true
        default:
            let text = (error as NSError).localizedDescription
            return text.hasPrefix("SSL certificate problem") || text.contains("certificate subject name")
        }
    }
}

extension WebResourceLoader.Resource {
    fileprivate init(_ entry: WebCacheEntry, fromCache: Bool) {
        self.init(
            url: entry.url, statusCode: entry.statusCode, headers: entry.headers, body: entry.body,
            fromCache: fromCache)
    }

    fileprivate init(url: URL, statusCode: Int, headers: [String: String], body: Data) {
        self.init(url: url, statusCode: statusCode, headers: headers, body: body, fromCache: false)
    }
}

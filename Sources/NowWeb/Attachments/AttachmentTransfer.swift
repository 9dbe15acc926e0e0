import Foundation
import NowInternal
import NowSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends an attachment to the instance, or fetches one from it, natively, with the page's web session: the
/// engine's cookies for the instance and the page's CSRF token (`g_ck`) as `X-UserToken`, as the instance's own
/// pages send them. Never the bearer token, no redirect followed (a 3xx is an answer: nothing travels to a URL
/// NowWeb did not build), bodies bounded both ways.
package final class AttachmentTransfer: Sendable {
    /// The page's web session, as an upload or a download carries it.
    package struct Session: Sendable, Equatable {
        /// The `Cookie` header for the instance, from the engine's store.
        package var cookieHeader: String
        /// The page's `g_ck`, for `X-UserToken`; `nil` when the page has none (a download needs none).
        package var userToken: String?

        /// Makes a session.
        package init(cookieHeader: String, userToken: String?) {
            self.cookieHeader = cookieHeader
            self.userToken = userToken
        }

        /// `text` when it can be a page's CSRF token (letters and digits, at most 128): a page's value is
        /// hostile and goes into a header.
        package static func userToken(_ text: String?) -> String? {
            guard let text, !text.isEmpty, text.count <= 128,
                text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return nil }
            return text
        }
    }

    /// The largest answer to an upload read, in bytes.
    static let maximumAnswerBytes = 1024 * 1024
    private let exchange: URLSessionExchange

    /// Makes a transfer with its own quiet URL session (no cookie store, no cache: the session is added per
    /// request), whose challenges `trust` decides (the engine's hook, so that pins hold for attachments too).
    package init(trust: any NowTrustEvaluating = NowPlatformTrust(), timeout: TimeInterval = 120) {
        let configuration = URLSessionExchange.quietConfiguration()
        configuration.timeoutIntervalForRequest = timeout
        exchange = URLSessionExchange(
            configuration: configuration, bodyTooLarge: { AttachmentError.downloadTooLarge(maximum: $0) },
            cancelsOnRelease: true, challenges: trust.challengeResponder,
            refused: { AttachmentError.trustRefused($0) }, refusesBeforeSending: trust.refusalBeforeSending)
    }

    /// The request `upload` goes out as with `session`: its body and type, the cookies and `X-UserToken`, and
    /// nothing else (no `Authorization`).
    package static func urlRequest(for upload: WebUploadRequest, session: Session) -> URLRequest {
        var request = URLRequest(url: upload.url)
        request.httpMethod = "POST"
        request.httpBody = upload.body
        request.setValue(upload.contentType, forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(session.cookieHeader, forHTTPHeaderField: "Cookie")
        if let token = session.userToken { request.setValue(token, forHTTPHeaderField: "X-UserToken") }
        return request
    }

    /// Sends `upload` with `session` and reads the instance's answer (``AttachmentUpload/answer(status:body:)``).
    package func send(_ upload: WebUploadRequest, session: Session) async -> Result<JSONValue, AttachmentError> {
        do {
            let (response, body) = try await exchange.send(
                Self.urlRequest(for: upload, session: session), maximumBodySize: Self.maximumAnswerBytes)
            return AttachmentUpload.answer(status: response.statusCode, body: body)
        } catch {
            return .failure(Self.failure(error))
        }
    }

    /// Fetches `download` with `session` into `directory` (made if missing), at most `maximumBytes`, and returns
    /// the file written.
    package func fetch(
        _ download: AttachmentDownload, session: Session, into directory: URL,
        maximumBytes: Int = AttachmentDownload.defaultMaximumBytes
    ) async -> Result<URL, AttachmentError> {
        var request = URLRequest(url: download.url)
        request.setValue(session.cookieHeader, forHTTPHeaderField: "Cookie")
        let response: HTTPURLResponse
        let body: Data
        do {
            (response, body) = try await exchange.send(request, maximumBodySize: maximumBytes)
        } catch {
            return .failure(Self.failure(error))
        }
        let length = (response.value(forHTTPHeaderField: "Content-Length")).flatMap { Int($0) }
        if let refusal = AttachmentDownload.check(
            status: response.statusCode, contentLength: length, received: body.count, maximumBytes: maximumBytes)
        {
            return .failure(refusal)
        }
        let file = download.destination(
            in: directory, contentDisposition: response.value(forHTTPHeaderField: "Content-Disposition"))
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try body.write(to: file, options: .atomic)
        } catch {
            return .failure(.cannotWrite(directory.lastPathComponent))
        }
        return .success(file)
    }

    private static func failure(_ error: any Error) -> AttachmentError {
        if let error = error as? AttachmentError { return error }
        // The URL system's description may name the URL; its code says what happened without it.
        if let error = error as? URLError { return .transferFailed("URL error \(error.code.rawValue)") }
        return .transferFailed(String(describing: type(of: error)))
    }
}

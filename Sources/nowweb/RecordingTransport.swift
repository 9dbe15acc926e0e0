import Foundation
import NowInternal
import NowSDK

/// A transport that remembers what each request got back, so `nowweb doctor` can tell which step failed and how.
final class RecordingTransport: NowHTTPTransport {
    /// One request's path and outcome: the response, or the transport error.
    struct Exchange: Sendable {
        let path: String
        let outcome: Result<NowHTTPResponse, any Error>
    }

    private let wrapped: any NowHTTPTransport
    private let log = Locked<[Exchange]>([])

    init(wrapping wrapped: any NowHTTPTransport) { self.wrapped = wrapped }

    /// The exchanges with `path`, in order.
    func exchanges(to path: String) -> [Exchange] { log.current.filter { $0.path == path } }

    func send(_ request: NowHTTPRequest) async throws -> NowHTTPResponse {
        do {
            let response = try await wrapped.send(request)
            log.withLock { $0.append(Exchange(path: request.url.path, outcome: .success(response))) }
            return response
        } catch {
            log.withLock { $0.append(Exchange(path: request.url.path, outcome: .failure(error))) }
            throw error
        }
    }
}

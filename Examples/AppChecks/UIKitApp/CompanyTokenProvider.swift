import Foundation
import NowSDK

/// Fetches the employee's ID token (a JWT) from the company's identity provider, which NowSDK exchanges at the
/// instance for an access token.
final class CompanyTokenProvider: NowSDKAuthorizationProviding {
    private let endpoint: URL

    init(endpoint: URL) {
        self.endpoint = endpoint
    }

    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void) {
        var request = URLRequest(url: endpoint)
        request.setValue(instanceUrl.absoluteString, forHTTPHeaderField: "X-Audience")
        URLSession.shared.dataTask(with: request) { data, response, _ in
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200,
                let token = String(data: data, encoding: .utf8), !token.isEmpty
            else {
                completion(nil)
                return
            }
            completion([AuthorizationToken(type: .jwt, token: token)])
        }.resume()
    }
}

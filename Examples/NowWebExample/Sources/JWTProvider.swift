import Foundation
import NowSDK

// Linux keeps URLSession in FoundationNetworking (the app is type-checked there against stub modules).
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gives NowSDK the signed-in user's ID token (a JWT) from the app's backend; NowSDK exchanges it for an access
/// token at the instance.
final class JWTProvider: NowSDKAuthorizationProviding {
    private struct TokenResponse: Decodable {
        let id_token: String
    }

    private let endpoint: URL

    init(endpoint: URL) {
        self.endpoint = endpoint
    }

    func requestAuthorization(for instanceUrl: URL, completion: @escaping @Sendable ([AuthorizationToken]?) -> Void) {
        var request = URLRequest(url: endpoint)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        URLSession.shared.dataTask(with: request) { data, response, _ in
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200,
                let token = try? JSONDecoder().decode(TokenResponse.self, from: data)
            else { return completion(nil) }
            completion([AuthorizationToken(type: .jwt, token: token.id_token)])
        }.resume()
    }
}

import Foundation

extension EmulatedInstance {
    /// The `basicAuthenticationPath` page: `401` with a Basic challenge, or the page for a known user's name and
    /// password.
    func basicAuthenticated(_ request: HTTPRequest) -> HTTPResponse {
        let header = request.header("Authorization") ?? ""
        let prefix = "basic "
        if header.lowercased().hasPrefix(prefix),
            let decoded = Data(base64Encoded: String(header.dropFirst(prefix.count))),
            let pair = String(data: decoded, encoding: .utf8),
            let user = configuration.users.first(where: { "\($0.name):\($0.password)" == pair })
        {
            return .page(
                "<!doctype html><title>Basic</title><p id=\"basic\">Signed in with Basic as \(user.name)</p>",
                loggedIn: nil)
        }
        var response = HTTPResponse.page(
            "<!doctype html><title>401</title><p id=\"unauthorized\">Authorization required</p>", status: 401,
            loggedIn: nil)
        response.headers.append(("WWW-Authenticate", "Basic realm=\"NowWeb emulator\""))
        return response
    }
}

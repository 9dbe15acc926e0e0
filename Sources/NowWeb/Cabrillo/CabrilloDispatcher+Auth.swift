import Foundation

// auth.reauthenticate, the portal's e-signature: the page names a user, the app's hook confirms the person at the
// device. The payload is the page's: each field is checked for its type and length, never trusted.
extension CabrilloDispatcher {
    /// auth.reauthenticate.
    static let authHandlers: [CabrilloMethod: Handler] = [
        .reauthenticate: command { call in
            reauthentication(call).map { .reauthenticate($0) }
        }
    ]

    /// The request `auth.reauthenticate` makes of its `{user: {sysId, userName, firstName, lastName}}`: `user` must
    /// be an object, each field a string of at most ``NowWebReauthentication/fieldLimit`` characters, or absent.
    static func reauthentication(_ call: CabrilloCall) -> Result<NowWebReauthentication, CabrilloError> {
        guard case .object(let fields)? = call.options["user"] else {
            return .failure(.invalidOptions(call.method, "user is not an object"))
        }
        var values: [String: String] = [:]
        for key in ["sysId", "userName", "firstName", "lastName"] {
            switch fields[key] {
            case nil, .null?: continue
            case .string(let value)? where value.count <= NowWebReauthentication.fieldLimit: values[key] = value
            case .string?:
                return .failure(
                    .invalidOptions(
                        call.method, "user.\(key) is longer than \(NowWebReauthentication.fieldLimit) characters"))
            default: return .failure(.invalidOptions(call.method, "user.\(key) is not a string"))
            }
        }
        let user = NowWebReauthentication.User(
            sysID: values["sysId"], userName: values["userName"], firstName: values["firstName"],
            lastName: values["lastName"])
        return .success(NowWebReauthentication(purpose: .eSignature, user: user))
    }
}

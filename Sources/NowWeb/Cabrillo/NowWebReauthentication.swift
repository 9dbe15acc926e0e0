import Foundation

/// A request to confirm that the person at the device is the signed-in user, which the app answers through
/// ``NowWebViewControllerDelegate/nowWebViewController(_:reauthenticate:)``.
///
/// A portal page asks for it with Cabrillo `auth.reauthenticate(user)` before an approval with an e-signature
/// (docs/CABRILLO.md, section 5); the app lock asks for it to unlock the pages (``Purpose/appUnlock``). The page names the user in its payload: that is the page's word, not a fact
/// NowWeb checked, so an app that binds the answer to a user compares ``user`` with the user it signed in.
public struct NowWebReauthentication: Sendable, Equatable {
    /// Why the user is asked.
    public struct Purpose: Sendable, Hashable, CustomStringConvertible {
        /// The purpose's name, for logs.
        public let description: String

        /// An e-signature: a page asked with `auth.reauthenticate` before it records an approval.
        public static let eSignature = Purpose(description: "eSignature")
        /// The app lock: the app came back from the background and its pages are covered until the user unlocks
        /// them (``NowWebService/Options/appLock``). The request names no user.
        public static let appUnlock = Purpose(description: "appUnlock")
    }

    /// The user a page named, as its payload gave each field (`nil` for a field it left out).
    public struct User: Sendable, Equatable {
        /// The user's sys_id (`sysId`).
        public var sysID: String?
        /// The user's login name (`userName`).
        public var userName: String?
        /// The user's first name (`firstName`).
        public var firstName: String?
        /// The user's last name (`lastName`).
        public var lastName: String?

        /// Makes a user from the fields a page gave.
        public init(sysID: String? = nil, userName: String? = nil, firstName: String? = nil, lastName: String? = nil) {
            self.sysID = sysID
            self.userName = userName
            self.firstName = firstName
            self.lastName = lastName
        }
    }

    /// Why the user is asked.
    public var purpose: Purpose
    /// The user the page named; `nil` when the request does not come from a page.
    public var user: User?

    /// Makes a request.
    ///
    /// - Parameters:
    ///   - purpose: Why the user is asked.
    ///   - user: The user the page named, if any.
    public init(purpose: Purpose, user: User?) {
        self.purpose = purpose
        self.user = user
    }

    /// The text a system prompt shows (LocalAuthentication's `localizedReason`).
    public var localizedReason: String {
        purpose == .appUnlock ? "Unlock to show the page." : "Confirm it is you to sign this approval."
    }

    /// What the page is told when no app hook answers: the default on a platform without device-owner
    /// authentication.
    package static let noHookReason =
        "no app hook re-authenticates the user here; implement "
        + "NowWebViewControllerDelegate.nowWebViewController(_:reauthenticate:)"

    /// The longest text a page may give for one of the user's fields.
    package static let fieldLimit = 256
}

/// What the SDK asked the instance for its settings and what came back, for errors a person reads.
///
/// It never holds a token, a cookie or a query string: the request is the method and the URL without its
/// query, the answer a summary of the status, type and shape of the body.
public struct NowSettingsExchange: Sendable, Equatable, Hashable {
    /// The request without its query, for example `GET https://acme.service-now.com/api/…/settings`.
    public var request: String
    /// What came back, for example `HTTP 404 (application/json): "Requested URI does not represent any resource"`.
    public var answer: String
    /// The app bundle id the settings were asked for.
    public var appBundleId: String

    /// Creates an exchange.
    ///
    /// - Parameters:
    ///   - request: The request without its query.
    ///   - answer: A summary of the answer.
    ///   - appBundleId: The bundle id asked for.
    public init(request: String, answer: String, appBundleId: String) {
        self.request = request
        self.answer = answer
        self.appBundleId = appBundleId
    }

    /// The two ways out, for an error description.
    package var waysOut: String {
        "Either install the Mobile SDK application (sn_mobile_sdk) on the instance and add a record for "
            + "\"\(appBundleId)\" in its Mobile SDK Settings table (or set "
            + "NowSDKConfiguration.settingsSource = .applicationResource(path:) or .endpoint(path:) if it serves "
            + "the settings at another path), or state the settings in the app with NowSDKConfiguration.settingsSource = "
            + ".stated(NowServiceSettings(...))."
    }
}

import Foundation

// modal.presentModal and modal.dismissModal, as the vendor's apps answer them: the page's payload is checked for
// its types and its URL's scheme here; the host checks that the URL is on the instance and that no other modal is
// shown, and answers presentModal once the modal is dismissed.
extension CabrilloDispatcher {
    /// modal.presentModal and modal.dismissModal.
    static let modalHandlers: [CabrilloMethod: Handler] = [
        .presentModal: command { call in modalRequest(call).map(CabrilloCommand.presentModal) },
        .dismissModal: command { call in modalResults(call).map(CabrilloCommand.dismissModal(results:)) },
    ]

    /// The request `modal.presentModal` makes of `{title, url, closeButtonStyle, modalPresentationStyle}`: `url` a
    /// non-empty string that is a URL of no refused scheme (``InstanceScope/refusedSchemes``), `title` a string (or
    /// absent), each style a string (or absent); an unknown style gets the default.
    static func modalRequest(_ call: CabrilloCall) -> Result<NowWebModalRequest, CabrilloError> {
        guard case .string(let text)? = call.options["url"], !text.isEmpty else {
            return .failure(.invalidOptions(call.method, "url is not a non-empty string"))
        }
        guard text.count <= 8192, let url = URL(string: text) else {
            return .failure(.invalidOptions(call.method, "url is not a URL"))
        }
        guard !InstanceScope.refuses(url) else {
            return .failure(.invalidOptions(call.method, "url has a scheme that is never opened"))
        }
        var strings: [String: String] = [:]
        for key in ["title", "closeButtonStyle", "modalPresentationStyle"] {
            switch call.options[key] {
            case nil, .null?: continue
            case .string(let value)?: strings[key] = value
            default: return .failure(.invalidOptions(call.method, "\(key) is not a string"))
            }
        }
        return .success(
            NowWebModalRequest(
                title: strings["title"] ?? "", url: url,
                closeButtonStyle: strings["closeButtonStyle"].flatMap(NowWebModalRequest.CloseButtonStyle.init)
                    ?? .cancel,
                presentationStyle: strings["modalPresentationStyle"].flatMap(NowWebModalRequest.PresentationStyle.init)
                    ?? .fullScreen))
    }

    /// What `modal.dismissModal(data, redirect)` sends as `{results: {results: data, redirect}}`, which becomes the
    /// `results` of the presenting page's answer: `{results: data}` (data any JSON value, `null` when absent), with
    /// `redirect` when it is a string. `results` must be an object (or absent), `redirect` a string (or absent).
    static func modalResults(_ call: CabrilloCall) -> Result<JSONValue, CabrilloError> {
        switch call.options["results"] {
        case nil, .null?: return .success(.object(["results": .null]))
        case .object(let fields)?:
            var results: [String: JSONValue] = ["results": fields["results"] ?? .null]
            switch fields["redirect"] {
            case nil, .null?: break
            case .string(let redirect)?: results["redirect"] = .string(redirect)
            default: return .failure(.invalidOptions(call.method, "results.redirect is not a string"))
            }
            return .success(.object(results))
        default: return .failure(.invalidOptions(call.method, "results is not an object"))
        }
    }
}

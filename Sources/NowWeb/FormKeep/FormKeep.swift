import Foundation

/// What NowWeb keeps of a form across a session expiry, and the script that reads and restores it.
///
/// A recovery that must load the page again (a form sent on a dead session; an in-page expiry whose CSRF token
/// died) would show it empty. So the values the user put in its fields are read first, in a script world the
/// page cannot reach, and put back with `input` and `change` events when the recovery shows the same page
/// (``pageKey(of:)``). Read: text inputs, text areas, selects, checkboxes and radios, content-editable elements,
/// in the top document, its same-origin frames (the classic UI's `gsft_main`) and open shadow roots (Next
/// Experience); a reference field's visible input (`sys_display.<table>.<field>`) with the hidden input that holds
/// its sys_id (`<table>.<field>`). Never read: password fields, payment card fields (`autocomplete="cc-*"`), file
/// inputs, and every other hidden input (`sysparm_ck`, tokens).
///
/// What is read is kept in memory only, by the controller's ``FormKeeper``, for one recovery, within
/// ``maximumFields`` and ``maximumBytes``.
package enum FormKeep {
    /// The message handler the submit listener posts to (in the isolated world, beside the session watch's).
    package static let handlerName = "nowwebFormKeep"
    /// The most fields kept of one page.
    package static let maximumFields = 500
    /// The most bytes kept of one page: the fields' JSON, values included.
    package static let maximumBytes = 256 * 1024
    /// The longest message taken in: a snapshot at its limit and its envelope.
    package static let maximumMessageLength = maximumBytes + 64 * 1024
    /// Query parameters that change from one load of the same page to the next, ignored when pages are compared.
    package static let volatileParameters = ["sysparm_ck", "sysparm_nostack", "sysparm_goto_url", "_"]

    /// The script (`Resources/Scripts/FormKeep.js`), loaded once.
    private static let resource = JavaScriptResource.required("FormKeep", in: .module)

    private static var limits: JSONValue {
        .object([
            "maxFields": .number(Double(maximumFields)), "maxBytes": .number(Double(maximumBytes)),
            "volatile": .array(volatileParameters.map(JSONValue.string)),
        ])
    }

    /// The user script an engine installs at document start in its isolated world, in frames whose origin is one
    /// of `origins`: a form a frame sends is read (the whole page, from its top frame) in the capture phase of its
    /// `submit` event, before the page goes, and posted to ``handlerName`` as `{kind: "submit", origin, kept}`.
    package static func submitListener(origins: [String]) -> String {
        resource.call(
            .string("install"),
            .object(["origins": .array(origins.map(JSONValue.string)), "handlerName": .string(handlerName)]), limits)
    }

    /// The expression that reads the page now, run in the isolated world of the main frame: JSON text of a
    /// ``FormSnapshot``.
    package static var snapshotScript: String { resource.call(.string("snapshot"), .null, limits) }

    /// The expression that puts `snapshot` back into the page, run in the isolated world of the main frame: JSON
    /// text `{restored, skipped}`.
    package static func restoreScript(_ snapshot: FormSnapshot) -> String {
        resource.call(.string("restore"), snapshot.value, limits)
    }

    /// `url` as pages are compared: origin, path and the query's parameters sorted, without
    /// ``volatileParameters`` and the fragment. The script computes the same key for the pages it reads.
    package static func pageKey(of url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme,
            let host = components.host
        else { return "" }
        let port = components.port.map { ":\($0)" } ?? ""
        let pairs = (components.queryItems ?? []).filter { !volatileParameters.contains($0.name) }
            .map { "\($0.name)=\($0.value ?? "")" }.sorted()
        return
            "\(scheme.lowercased())://\(host.lowercased())\(port)\(components.percentEncodedPath)?\(pairs.joined(separator: "&"))"
    }
}

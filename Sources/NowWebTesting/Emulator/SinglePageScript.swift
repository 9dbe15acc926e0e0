import Foundation
import NowWeb

/// The script of the emulator's single-page apps (see ``InstanceEmulator/SinglePageApps``): it loads the page's
/// data with the session cookie and `X-UserToken: window.NOW.g_ck` (the page's CSRF token, as KB0565021 tells
/// page scripts to send; not with ``InstanceEmulator/SinglePageApps/sendsUserToken`` `false`), loads it again on a timer, on the `#nowweb-refresh` button and after each
/// `history.pushState` navigation (links with the class `nowweb-spa-link`), and meets a refused request with
/// the configured reaction.
///
/// Everything it does is kept from its start in `window.__nowwebPageLog` (also `window.__nowwebPage.log`), an
/// array of entries `{kind, t, ...}` (`t`: milliseconds since the page started), mirrored as JSON text in the
/// hidden `<pre id="nowweb-page-log">`:
///
/// | `kind` | fields | when |
/// | --- | --- | --- |
/// | `start` | `url`, `family`, `reaction` | the script starts |
/// | `request` | `url`, `trigger` (`load`, `timer`, `action`, `navigation`, `retry`), `status` (0: no answer), `ok`, `refused`, `loggedIn` (the `X-Is-Logged-In` value or `null`) | each data request is answered |
/// | `retry` | `url` | the page tries a refused request once more (``InstanceEmulator/SinglePageApps/Reaction/inPlaceLoginForm``) |
/// | `pushState` | `url` | the page navigates with `history.pushState` |
/// | `popState` | `url` | the browser goes back or forward between pushed entries |
/// | `topLogin` | `url` | the page sends the top window to the login page |
/// | `frameReload` | `url` | the classic page in the iframe reloads itself |
/// | `frameLoad` | `url`, `login` (whether the frame shows a login form) | the classic frame set's iframe loads |
/// | `loginForm` | | a MutationObserver saw the in-place login form inserted |
///
/// Each entry is also appended, with `doc` (an id of the document that recorded it) and `family`, to the JSON
/// array the tab's `sessionStorage` keeps under `nowweb-page-history`, which outlives the document: a test reads
/// there what a page did before a reload replaced it.
///
/// `window.__nowwebPage.loginFormInserted` says whether that form was ever inserted, and
/// `window.__nowwebPage.refresh()` loads the data as the button does. The log holds paths, never a token.
enum SinglePageScript {
    /// The configuration and the script, for the end of a page's `<body>`.
    ///
    /// - Parameter configuration: The page's settings as a JSON object: `family` (`portal`, `next`,
    ///   `classicShell` or `classic`), `reaction` (a ``InstanceEmulator/SinglePageApps/Reaction`` raw value),
    ///   `refreshMs`, `userToken` (`false`: no `X-UserToken` on data requests), and `portal` for portals.
    static func tags(configuration: String) -> String {
        "<pre id=\"nowweb-page-log\" hidden></pre><script>window.__nowwebPageConfig = \(configuration);</script>"
            + "<script>\(source)</script>"
    }

    /// The script (`Resources/Scripts/SinglePageScript.js`), loaded once.
    static let source = JavaScriptResource.required("SinglePageScript", in: .module).source
}

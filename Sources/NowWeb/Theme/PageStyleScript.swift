import Foundation
import NowInternal

/// A page style sheet as scripts, for engines that can add scripts to pages but have no public way to add a
/// user style sheet (WKWebView): every document of one origin adopts the style sheet.
///
/// Both scripts run in an isolated script world of the engine (the page's own scripts share the DOM but not
/// the script's variables) and share one function that, in a frame of the origin, adds the style sheet or
/// replaces its rules:
/// - ``documentStart`` is injected at document start into every frame; a frame of another origin returns at
///   once, and the check reads the frame's own `location.origin`, so a page cannot lend its origin to a frame.
/// - ``update`` runs once in the main frame when the style sheet changes, and reaches the documents already
///   shown in it and in its frames of the origin, nested or not, without reloading them.
///
/// The style sheet is a constructed `CSSStyleSheet` in the document's `adoptedStyleSheets`: adopted sheets
/// come after the document's own in the cascade, so the theme's `!important` declarations win over the page's
/// of the same specificity; they are not in the DOM, so a page that rewrites its `<head>` keeps them; and a
/// content security policy without `'unsafe-inline'` styles does not apply to them. Where constructed style
/// sheets are missing (iOS before 16.4) a `<style>` element is used instead, kept as the last child of the
/// document element: a page that removes it or adds its own after it gets it put back last.
package struct PageStyleScript: Sendable, Equatable {
    /// The `id` of the `<style>` element of a themed document where constructed style sheets are missing.
    package static let elementID = "nowweb-theme"
    /// The name of the isolated script world both scripts run in.
    package static let worldName = "nowweb-page-style"

    /// The source to inject at document start into every frame.
    package let documentStart: String
    /// The source to run once in the main frame, in ``worldName``, when the style sheet changes.
    package let update: String

    /// The scripts that add `css` to the documents of `origin`, or `nil` when `origin` is not an http(s) URL
    /// with a host (no document can be of that origin).
    ///
    /// - Parameters:
    ///   - css: The style sheet.
    ///   - origin: The origin whose documents get it.
    ///   - usesStyleElement: Whether to use a `<style>` element even where constructed style sheets exist, so
    ///     that the fallback can be checked in an engine that has them.
    package init?(css: String, origin: URL, usesStyleElement: Bool = false) {
        guard let origin = URLOrigin(origin) else { return nil }
        let arguments = [
            JSONValue.string(origin.serialization).javaScriptLiteral, JSONValue.string(css).javaScriptLiteral,
            usesStyleElement ? "true" : "false",
        ].joined(separator: ", ")
        // The same function both ways: on a frame's window it themes that frame, alone every frame of the origin.
        documentStart = "(\(Self.resource.source)).call(window, \(arguments));"
        update = "(\(Self.resource.source))(\(arguments));"
    }

    /// The function of both scripts (`Resources/Scripts/PageStyleScript.js`, whose `<style>` element has the id
    /// ``elementID``), loaded once.
    static let resource = JavaScriptResource.required("PageStyleScript", in: .module)
}

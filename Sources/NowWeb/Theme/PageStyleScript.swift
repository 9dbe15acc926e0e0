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
        documentStart = "(\(Self.theme))(window, \(arguments));"
        update = """
            (function (origin, css, element) {
              var theme = \(Self.theme);
              (function visit(frame) {
                theme(frame, origin, css, element);
                var frames;
                try { frames = frame.frames; } catch (e) { return; }
                for (var i = 0; i < frames.length; i++) { visit(frames[i]); }
              })(window);
            })(\(arguments));
            """
    }

    /// Themes the document of `frame` when the frame is of `origin`, keeping what it made in the frame's
    /// window (of the script's world) for the next call. Frames of other origins throw on access and are left
    /// alone.
    static let theme = """
        function (frame, origin, css, element) {
          'use strict';
          var doc;
          try {
            if (frame.location.origin !== origin) { return; }
            doc = frame.document;
          } catch (e) { return; }
          var state = frame.__nowwebTheme;
          if (!state || state.doc !== doc) {
            state = { doc: doc, sheet: null, style: null };
            if (!element && 'adoptedStyleSheets' in doc && typeof frame.CSSStyleSheet === 'function') {
              try { state.sheet = new frame.CSSStyleSheet(); } catch (e) { state.sheet = null; }
            }
            frame.__nowwebTheme = state;
          }
          if (state.sheet) {
            state.sheet.replaceSync(css);
            var adopted = Array.prototype.slice.call(doc.adoptedStyleSheets);
            if (adopted.indexOf(state.sheet) < 0) { doc.adoptedStyleSheets = adopted.concat([state.sheet]); }
            return;
          }
          var root = doc.documentElement;
          if (!root) { return; }
          if (!state.style) {
            var style = doc.createElement('style');
            style.id = \(JSONValue.string(elementID).javaScriptLiteral);
            state.style = style;
            new frame.MutationObserver(function () {
              if (root.lastElementChild !== style) { root.appendChild(style); }
            }).observe(root, { childList: true });
          }
          if (state.style.textContent !== css) { state.style.textContent = css; }
          if (root.lastElementChild !== state.style) { root.appendChild(state.style); }
        }
        """
}

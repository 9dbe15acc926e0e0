function pageStyleScript(origin, css, element) {
  'use strict';
  // Called on a frame's window (`.call(frame, ...)`), at document start: themes that frame's document. Called
  // alone, when the style sheet changes: themes the main frame and every frame of the origin in it.
  var only = this;
  // Themes the document of `frame` when the frame is of `origin`, keeping what it made in the frame's window
  // (of the script's world) for the next call. Frames of other origins throw on access and are left alone.
  function theme(frame) {
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
      style.id = "nowweb-theme";
      state.style = style;
      new frame.MutationObserver(function () {
        if (root.lastElementChild !== style) { root.appendChild(style); }
      }).observe(root, { childList: true });
    }
    if (state.style.textContent !== css) { state.style.textContent = css; }
    if (root.lastElementChild !== state.style) { root.appendChild(state.style); }
  }
  if (only) { theme(only); return; }
  (function visit(frame) {
    theme(frame);
    var frames;
    try { frames = frame.frames; } catch (e) { return; }
    for (var i = 0; i < frames.length; i++) { visit(frames[i]); }
  })(window);
}

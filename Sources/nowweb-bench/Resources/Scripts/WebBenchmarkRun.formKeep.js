function webBenchmarkFormKeep(command, kind, values) {
  'use strict';
  // The emulator's kept forms, driven from the page's world: the classic form in `gsft_main`, the portal widget, the
  // Next Experience form in its shadow root. `fill` sets each field as typing does (with `input` and `change`).
  var frame = document.getElementById('gsft_main');
  var root = kind === 'classic' ? frame && frame.contentDocument
    : kind === 'portal' ? document : (document.getElementById('record') || {}).shadowRoot;
  var save = kind === 'classic' ? 'sysverb_update' : 'save';
  if (command === 'shown') { return String(!!root && !!root.getElementById(save)); }
  if (!root) { return 'missing'; }
  if (command === 'fill') {
    Object.keys(values).forEach(function (id) {
      var field = root.getElementById(id);
      field.focus();
      field.value = values[id];
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return 'ok';
  }
  if (command === 'submit') {
    if (kind === 'classic') { root.getElementById('incident.do').requestSubmit(); } else { root.getElementById(save).click(); }
    return 'ok';
  }
  return 'unknown';
}

function formKeep(command, argument, limits) {
  'use strict';
  // Runs in a script world the page cannot reach (WebKitGTK: the bridge's isolated world; WKWebView: a content
  // world of its own): the page can neither read what is kept nor change how it is read.
  var maxFields = limits.maxFields, maxBytes = limits.maxBytes, volatile = limits.volatile;
  var stringify = JSON.stringify, encoder = new TextEncoder();
  function byteLength(text) { return encoder.encode(text).length; }
  // A page's address without the parameters that change from one load of the same page to the next.
  function pageKey(href) {
    try {
      var url = new URL(String(href));
      var pairs = [];
      url.searchParams.forEach(function (value, name) {
        if (volatile.indexOf(name) < 0) { pairs.push(name + '=' + value); }
      });
      pairs.sort();
      return url.origin + url.pathname + '?' + pairs.join('&');
    } catch (e) { return ''; }
  }
  function tokens(element) {
    return String(element.getAttribute('autocomplete') || '').toLowerCase().split(/\s+/);
  }
  // Never read: passwords, payment cards, files, and hidden inputs (tokens) other than a reference's sys_id.
  function refused(element) {
    var type = String(element.type || '').toLowerCase();
    if (type === 'password' || type === 'file') { return true; }
    if (['submit', 'button', 'reset', 'image'].indexOf(type) >= 0) { return true; }
    return tokens(element).some(function (token) { return token.indexOf('cc-') === 0; });
  }
  // The scopes of a document (the document, then each open shadow root, in document order) and its
  // same-origin frames, each with a path that names it the same way after the page loads again.
  function walk(doc, framePath, visit) {
    var hosts = 0;
    function scope(root, shadowPath) {
      visit(root, framePath, shadowPath, doc);
      var all = root.querySelectorAll('*');
      for (var i = 0; i < all.length; i += 1) {
        var shadow = all[i].shadowRoot;
        if (shadow) { scope(shadow, shadowPath + '/' + hosts++); }
      }
    }
    scope(doc, '');
    var frames = doc.querySelectorAll('iframe, frame');
    for (var i = 0; i < frames.length; i += 1) {
      var inner = null;
      try { inner = frames[i].contentDocument; } catch (e) { inner = null; }
      if (!inner || !inner.defaultView || inner.defaultView.location.origin !== doc.defaultView.location.origin) {
        continue;
      }
      walk(inner, framePath + '/' + (frames[i].getAttribute('name') || frames[i].id || ('#' + i)), visit);
    }
  }
  // The fields of one scope, each named by tag, name (or id) and its place among fields of that name.
  function fields(root) {
    var found = [], seen = {};
    var all = root.querySelectorAll('input, textarea, select, [contenteditable]');
    for (var i = 0; i < all.length; i += 1) {
      var element = all[i], tag = element.tagName.toLowerCase(), kind = tag;
      if (tag === 'input') { kind = 'input:' + String(element.type || 'text').toLowerCase(); }
      else if (tag !== 'textarea' && tag !== 'select') {
        if (!element.isContentEditable || (element.parentElement && element.parentElement.isContentEditable)) {
          continue;
        }
        kind = 'editable';
      }
      var name = element.getAttribute('name') || element.id || '';
      var key = kind + '|' + name;
      var place = seen[key] || 0;
      seen[key] = place + 1;
      found.push({ element: element, kind: kind, name: name, key: key + '|' + place });
    }
    return found;
  }
  function isHidden(field) { return field.kind === 'input:hidden'; }
  // The hidden input that holds a reference's sys_id: `<table>.<field>` beside `sys_display.<table>.<field>`.
  function referenceNames(list) {
    var names = {};
    list.forEach(function (field) {
      if (field.kind.indexOf('input:') === 0 && field.name.indexOf('sys_display.') === 0) {
        names[field.name.slice('sys_display.'.length)] = true;
      }
    });
    return names;
  }
  function read(field) {
    var element = field.element;
    if (field.kind === 'editable') { return { v: String(element.textContent), changed: true }; }
    if (field.kind === 'input:checkbox' || field.kind === 'input:radio') {
      return { c: !!element.checked, changed: element.checked !== element.defaultChecked };
    }
    if (field.kind === 'select') {
      var chosen = [], changed = false;
      for (var i = 0; i < element.options.length; i += 1) {
        var option = element.options[i];
        if (option.selected) { chosen.push(String(option.value)); }
        if (option.selected !== option.defaultSelected) { changed = true; }
      }
      return { o: chosen, changed: changed };
    }
    return { v: String(element.value), changed: element.value !== element.defaultValue };
  }
  // What the user put in the fields of `win`'s page (the top frame's), within the limits: `over` says that some
  // were left out. A reference pair is kept whole, whether or not it changed.
  // `docs` names each document read (its frame's path and page), so that a later read can tell a frame that
  // shows another page now from one whose fields were emptied.
  function snapshot(win) {
    var kept = [], bytes = 0, over = false, seen = 0, docs = [];
    walk(win.document, '', function (root, framePath, shadowPath, doc) {
      if (shadowPath === '' && docs.length < maxFields) { docs.push({ f: framePath, u: pageKey(doc.location.href) }); }
      var list = fields(root), references = referenceNames(list);
      list.forEach(function (field) {
        if (refused(field.element)) { return; }
        if (isHidden(field) && !references[field.name]) { return; }
        var value = read(field);
        var partner = isHidden(field) || field.name.indexOf('sys_display.') === 0;
        if (!value.changed && !partner) { return; }
        seen += 1;
        var entry = { f: framePath, u: pageKey(doc.location.href), s: shadowPath, k: field.key };
        if ('v' in value) { entry.v = value.v; }
        if ('c' in value) { entry.c = value.c; }
        if ('o' in value) { entry.o = value.o; }
        var size = byteLength(stringify(entry));
        if (kept.length >= maxFields || bytes + size > maxBytes) { over = true; return; }
        bytes += size;
        kept.push(entry);
      });
    });
    return { page: pageKey(win.location.href), fields: kept, over: over, seen: seen, docs: docs };
  }
  function fire(element, type) {
    element.dispatchEvent(new Event(type, { bubbles: true }));
  }
  // Puts `kept` back into a page that is the same as the one it was read from: a field is written only while it
  // still holds what the page loaded with (a field the page or the user changed meanwhile is left), and gets
  // `input` and `change` so the page's framework knows the form is dirty.
  function restore(kept) {
    var restored = 0, skipped = 0;
    if (!kept || typeof kept !== 'object' || !Array.isArray(kept.fields)) { return { restored: 0, skipped: 0 }; }
    if (kept.page !== pageKey(window.location.href)) { return { restored: 0, skipped: kept.fields.length }; }
    var wanted = {};
    kept.fields.slice(0, maxFields).forEach(function (entry) {
      wanted[entry.f + '\u0000' + entry.s + '\u0000' + entry.k] = entry;
    });
    var used = 0;
    walk(window.document, '', function (root, framePath, shadowPath, doc) {
      fields(root).forEach(function (field) {
        var entry = wanted[framePath + '\u0000' + shadowPath + '\u0000' + field.key];
        if (!entry || refused(field.element)) { return; }
        used += 1;
        if (entry.u !== pageKey(doc.location.href)) { skipped += 1; return; }
        var element = field.element, current = read(field);
        if (current.changed && field.kind !== 'editable') { skipped += 1; return; }
        if (typeof entry.c === 'boolean') {
          if (element.checked === entry.c) { return; }
          element.checked = entry.c;
        } else if (Array.isArray(entry.o)) {
          for (var i = 0; i < element.options.length; i += 1) {
            element.options[i].selected = entry.o.indexOf(String(element.options[i].value)) >= 0;
          }
        } else if (typeof entry.v === 'string') {
          if (field.kind === 'editable') {
            if (element.textContent === entry.v) { return; }
            element.textContent = entry.v;
          } else {
            if (element.value === entry.v) { return; }
            element.value = entry.v;
          }
        } else { return; }
        restored += 1;
        fire(element, 'input');
        fire(element, 'change');
      });
    });
    skipped += Object.keys(wanted).length - used;
    return { restored: restored, skipped: skipped };
  }
  if (command === 'snapshot') { return stringify(snapshot(window)); }
  if (command === 'restore') { return stringify(restore(argument)); }
  if (command !== 'install' || argument.origins.indexOf(window.location.origin) < 0) { return null; }
  // At document start, in every frame of an allowed origin: a form this frame sends is read before the page
  // goes (capture phase on the window, ahead of the page's own handlers), and posted to the native side, which
  // keeps it for a recovery that may follow.
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[argument.handlerName];
  if (!handler) { return null; }
  window.addEventListener('submit', function () {
    try {
      var top = window.top;
      if (top.location.origin !== window.location.origin) { return; }
      handler.postMessage(stringify({ kind: 'submit', origin: window.location.origin, kept: snapshot(top) }));
    } catch (e) { /* nothing kept: the form is sent as it is */ }
  }, true);
  return null;
}

function inPageSessionWatchReporter(origins, handlerName, signalEvent, formSubmitEvent, messagesPerDocument) {
  'use strict';
  var origin = window.location.origin;
  if (origins.indexOf(origin) < 0) { return; }
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  if (!handler) { return; }
  var isTop = window === window.top, sent = 0, stringify = JSON.stringify, parse = JSON.parse;
  var doc = document, actions = [];
  function page() {
    try { return String(window.top.location.href); } catch (e) { return null; }
  }
  function post(signal) {
    if (sent >= messagesPerDocument) { return; }
    sent += 1;
    signal.top = isTop;
    signal.origin = origin;
    signal.href = String(window.location.href);
    signal.page = page();
    handler.postMessage(stringify(signal));
  }
  doc.addEventListener(signalEvent, function (event) {
    if (typeof event.detail !== 'string' || event.detail.length > 512) { return; }
    var detail;
    try { detail = parse(event.detail); } catch (e) { return; }
    if (!detail || typeof detail !== 'object') { return; }
    var status = typeof detail.status === 'number' ? detail.status : 0;
    var loggedIn = typeof detail.loggedIn === 'string' ? detail.loggedIn.slice(0, 16) : null;
    var userToken = typeof detail.userToken === 'boolean' ? detail.userToken : true;
    post({ kind: 'refused', status: status, loggedIn: loggedIn, userToken: userToken });
  });
  var refreshes = [];
  function refresh(meta) {
    if (!isTop || String(meta.getAttribute('http-equiv') || '').toLowerCase() !== 'refresh') { return; }
    var content = String(meta.getAttribute('content') || '');
    var parts = /^\s*[0-9.]+\s*(?:[;,]\s*(?:url\s*=\s*)?['"]?([^'"]*)['"]?)?\s*$/i.exec(content);
    if (!parts) { return; }
    var target;
    try { target = new URL(parts[1] ? parts[1].trim() : window.location.href, window.location.href).href; }
    catch (e) { return; }
    if (refreshes.indexOf(target) >= 0) { return; }
    refreshes.push(target);
    post({ kind: 'refresh', target: target });
  }
  // A GET form the top document sends (by the user, `requestSubmit` or the page script's `submit`): its
  // URL, read from the form with this world's built-ins, as the browser builds it.
  function announceForm(form, submitter) {
    if (!isTop || !form || form.tagName !== 'FORM') { return; }
    var method = String((submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || 'get');
    if (method.toLowerCase() !== 'get') { return; }
    try {
      var target = new URL(String(form.action || window.location.href), window.location.href);
      var data;
      try { data = new FormData(form, submitter || undefined); } catch (e) { data = new FormData(form); }
      var pairs = [];
      data.forEach(function (value, name) { if (typeof value === 'string') { pairs.push([name, value]); } });
      target.search = new URLSearchParams(pairs).toString();
      target.hash = '';
      post({ kind: 'refresh', target: target.href });
    } catch (e) { /* not announced: the reactive path covers it */ }
  }
  // Where the engine turned WebKit's Navigation API on, a navigation the top document's scripts start
  // (`location.assign`, `top.location = ...`) is announced from its `navigate` event, which comes first.
  var navigation = isTop ? window.navigation : null;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('navigate', function (event) {
      try {
        if (event.destination.sameDocument || event.formData || event.navigationType === 'traverse') { return; }
        post({ kind: 'refresh', target: String(event.destination.url) });
      } catch (e) { /* not announced: the reactive path covers it */ }
    });
  }
  doc.addEventListener('submit', function (event) { announceForm(event.target, event.submitter); }, true);
  doc.addEventListener(formSubmitEvent, function (event) {
    announceForm(event.target, null);
  }, true);
  function inspect(node) {
    if (!node || node.nodeType !== 1) { return; }
    var metas = node.tagName === 'META' ? [node] : node.getElementsByTagName('meta');
    for (var k = 0; k < metas.length; k++) { refresh(metas[k]); }
    var forms = node.tagName === 'FORM' ? [node] : node.getElementsByTagName('form');
    for (var i = 0; i < forms.length; i++) {
      var form = forms[i];
      if (!form.querySelector('input[type=password]')) { continue; }
      var action = String(form.action || window.location.href);
      if (actions.indexOf(action) >= 0) { continue; }
      actions.push(action);
      post({ kind: 'loginForm', action: action });
    }
  }
  new MutationObserver(function (mutations) {
    for (var i = 0; i < mutations.length; i++) {
      var added = mutations[i].addedNodes;
      for (var j = 0; j < added.length; j++) { inspect(added[j]); }
    }
  }).observe(doc, { childList: true, subtree: true });
  if (!isTop) { post({ kind: 'document' }); }
}

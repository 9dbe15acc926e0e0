(function (window, document) {
  'use strict';
  var config = window.__nowwebPageConfig;
  if (!config) { return; }
  var log = [];
  var page = { log: log, loginFormInserted: false, config: config };
  window.__nowwebPage = page;
  window.__nowwebPageLog = log;
  var mirror = document.getElementById('nowweb-page-log');
  // Outside the content, so that the in-place login form does not take the log with it.
  if (mirror && mirror.parentNode !== document.body) { document.body.appendChild(mirror); }
  var timer = null;
  var stopped = false;
  var documentId = Math.random().toString(36).slice(2);
  function record(entry) {
    entry.t = Math.round(window.performance.now());
    log.push(entry);
    if (mirror) { mirror.textContent = JSON.stringify(log); }
    try {
      var history = JSON.parse(window.sessionStorage.getItem('nowweb-page-history') || '[]');
      var kept = JSON.parse(JSON.stringify(entry));
      kept.doc = documentId;
      kept.family = config.family;
      history.push(kept);
      window.sessionStorage.setItem('nowweb-page-history', JSON.stringify(history));
    } catch (error) { /* no storage: the page's own log still holds it */ }
  }
  function here() { return window.location.pathname + window.location.search; }
  function token() { return (window.NOW && window.NOW.g_ck) || window.g_ck || ''; }
  function dataURL() {
    if (config.family === 'portal') {
      var id = new URLSearchParams(window.location.search).get('id') || 'index';
      return '/api/now/sp/page?id=' + encodeURIComponent(id) + '&portal_id=' + encodeURIComponent(config.portal);
    }
    var match = /\/record\/incident\/([^/?#]+)/.exec(window.location.pathname);
    if (match) { return '/api/now/table/incident/' + encodeURIComponent(match[1]); }
    return '/api/now/table/incident?sysparm_limit=' + (config.family === 'classicShell' ? 1 : 5);
  }
  function show(text) {
    var target = document.getElementById('nowweb-data');
    if (!target) { return; }
    var result = null;
    try { result = JSON.parse(text).result; } catch (error) { result = null; }
    var rows = Array.isArray(result) ? result : (result ? [result] : []);
    target.textContent = '';
    rows.forEach(function (row) {
      var item = document.createElement('li');
      item.textContent = row.number ? row.number + ' ' + row.short_description : (row.title || row.id || '');
      target.appendChild(item);
    });
    target.setAttribute('data-rows', String(rows.length));
    target.setAttribute('data-stale', 'false');
  }
  function loginForm() {
    var form = document.createElement('form');
    form.id = 'nowweb-login-form';
    form.className = 'login';
    form.method = 'post';
    form.action = '/login.do';
    [['sys_action', 'sysverb_login'], ['sysparm_goto_url', here()]].forEach(function (pair) {
      var hidden = document.createElement('input');
      hidden.type = 'hidden';
      hidden.name = pair[0];
      hidden.value = pair[1];
      form.appendChild(hidden);
    });
    [['user_name', 'text', 'User name'], ['user_password', 'password', 'Password']].forEach(function (field) {
      var label = document.createElement('label');
      label.textContent = field[2] + ' ';
      var input = document.createElement('input');
      input.type = field[1];
      input.id = field[0];
      input.name = field[0];
      label.appendChild(input);
      form.appendChild(label);
    });
    var button = document.createElement('button');
    button.type = 'submit';
    button.id = 'sysverb_login';
    button.textContent = 'Log in';
    form.appendChild(button);
    var main = document.querySelector('main') || document.body;
    main.textContent = '';
    main.appendChild(form);
  }
  function stop() {
    stopped = true;
    if (timer !== null) { window.clearInterval(timer); timer = null; }
  }
  function react(trigger, url) {
    var data = document.getElementById('nowweb-data');
    if (data) { data.setAttribute('data-stale', 'true'); }
    switch (config.reaction) {
      case 'topWindowToLogin':
        var top = window.top.location.pathname + window.top.location.search;
        var login = '/login.do?sysparm_goto_url=' + encodeURIComponent(top);
        stop();
        record({ kind: 'topLogin', url: '/login.do' });
        window.top.location.href = login;
        break;
      case 'inPlaceLoginForm':
        if (trigger !== 'retry') {
          record({ kind: 'retry', url: url });
          load('retry');
        } else {
          stop();
          loginForm();
        }
        break;
      case 'classicFrameLogin':
        if (config.family === 'classic' && window.top !== window) {
          stop();
          record({ kind: 'frameReload', url: here() });
          window.location.reload();
        }
        break;
      default:
        break;
    }
  }
  function load(trigger) {
    if (stopped) { return Promise.resolve(); }
    var url = dataURL();
    var headers = { 'Accept': 'application/json' };
    if (config.userToken !== false) { headers['X-UserToken'] = token(); }
    return window.fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: headers })
      .then(function (response) {
        var loggedIn = response.headers.get('X-Is-Logged-In');
        var refused = response.status === 401 || (loggedIn || '').toLowerCase() === 'false';
        var ok = response.ok && !refused;
        record({
          kind: 'request', url: url, trigger: trigger, status: response.status, ok: ok, refused: refused,
          loggedIn: loggedIn
        });
        return response.text().then(function (text) { return { ok: ok, refused: refused, text: text }; });
      }, function () {
        record({
          kind: 'request', url: url, trigger: trigger, status: 0, ok: false, refused: false, loggedIn: null
        });
        return { ok: false, refused: false, text: '' };
      })
      .then(function (answer) {
        if (answer.ok) { show(answer.text); } else if (answer.refused) { react(trigger, url); }
      });
  }
  page.refresh = function () { return load('action'); };
  new MutationObserver(function (mutations) {
    mutations.forEach(function (mutation) {
      Array.prototype.forEach.call(mutation.addedNodes, function (node) {
        if (page.loginFormInserted || node.nodeType !== 1) { return; }
        if (node.id === 'nowweb-login-form' || node.querySelector('#nowweb-login-form')) {
          page.loginFormInserted = true;
          record({ kind: 'loginForm' });
        }
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  record({ kind: 'start', url: here(), family: config.family, reaction: config.reaction });
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) { return; }
    if (target.closest('#nowweb-refresh')) { event.preventDefault(); load('action'); return; }
    var link = target.closest('a.nowweb-spa-link');
    if (!link) { return; }
    event.preventDefault();
    var url = link.getAttribute('href');
    window.history.pushState({ nowweb: true }, '', url);
    record({ kind: 'pushState', url: here() });
    load('navigation');
  });
  window.addEventListener('popstate', function () {
    record({ kind: 'popState', url: here() });
    load('navigation');
  });
  var frame = config.family === 'classicShell' ? document.getElementById('gsft_main') : null;
  if (frame) {
    frame.addEventListener('load', function () {
      var url = '', login = false;
      try {
        var inner = frame.contentWindow.location;
        url = inner.pathname + inner.search;
        login = !!frame.contentDocument.querySelector('#loginForm, #nowweb-login-form, form[action="/login.do"]');
      } catch (error) { url = ''; }
      record({ kind: 'frameLoad', url: url, login: login });
      var prefix = '/now/nav/ui/classic/params/target/';
      var inside = url.replace(/^\//, '');
      var shown = decodeURIComponent(window.location.pathname.slice(prefix.length)).replace(/^\//, '');
      if (url && !login && window.location.pathname.indexOf(prefix) === 0 && shown !== inside) {
        window.history.pushState({ nowweb: true }, '', prefix + encodeURIComponent(inside));
        record({ kind: 'pushState', url: here() });
      }
    });
  }
  load('load');
  if (config.refreshMs > 0) { timer = window.setInterval(function () { load('timer'); }, config.refreshMs); }
})(window, document);

function inPageSessionWatchPage(origins, signalEvent, formSubmitEvent, renewedFunctionPath, hold) {
  'use strict';
  var origin = window.location.origin;
  if (origins.indexOf(origin) < 0) { return; }
  var fire = EventTarget.prototype.dispatchEvent, Custom = CustomEvent, doc = document;
  var stringify = JSON.stringify, Link = URL, later = window.setTimeout;
  var Fields = window.Headers, held = [];
  function sameOrigin(url) {
    try { return new Link(String(url), window.location.href).origin === origin; } catch (e) { return false; }
  }
  function refused(status, loggedIn) {
    return status === 401 || (typeof loggedIn === 'string' && loggedIn.toLowerCase() === 'false');
  }
  function report(status, loggedIn, userToken) {
    var detail = stringify({
      status: status, loggedIn: typeof loggedIn === 'string' ? loggedIn : null, userToken: userToken
    });
    fire.call(doc, new Custom(signalEvent, { detail: detail }));
  }
  // Releases `release` (told whether the session was renewed) at the renewal or after the hold.
  function holdBack(release) {
    var done = false;
    function once(renewed) { if (!done) { done = true; release(renewed === true); } }
    held.push(once);
    later(once, hold);
  }
  Object.defineProperty(window, renewedFunctionPath, {
    value: function () { var now = held; held = []; now.forEach(function (release) { release(true); }); }
  });
  function hasToken(value) { return typeof value === 'string' && value.length > 0; }
  function fetchCarriesToken(input, init) {
    try {
      if (init && init.headers !== undefined) { return hasToken(new Fields(init.headers).get('X-UserToken')); }
      return !!(input && typeof input === 'object' && input.headers && hasToken(input.headers.get('X-UserToken')));
    } catch (e) { return true; }
  }
  var originalFetch = window.fetch;
  if (typeof originalFetch === 'function') {
    var watchedFetch = function (input, init) {
      var url = input && typeof input === 'object' && 'url' in input ? input.url : input;
      var self = this, args = arguments;
      var answer = originalFetch.apply(this, arguments);
      if (!sameOrigin(url)) { return answer; }
      var userToken = fetchCarriesToken(input, init);
      var method = String((init && init.method) || (input && typeof input === 'object' && input.method) || 'GET');
      var repeatable = ['GET', 'HEAD'].indexOf(method.toUpperCase()) >= 0;
      return answer.then(function (response) {
        var loggedIn = response.headers.get('X-Is-Logged-In');
        if (!refused(response.status, loggedIn)) { return response; }
        report(response.status, loggedIn, userToken);
        return new Promise(function (resolve) {
          holdBack(function (renewed) {
            if (!renewed || !repeatable) { return resolve(response); }
            watchedFetch.apply(self, args).then(resolve, function () { resolve(response); });
          });
        });
      });
    };
    window.fetch = watchedFetch;
  }
  // `form.submit()` fires no `submit` event: tell the reporter, which reads the form itself.
  var Form = window.HTMLFormElement;
  if (typeof Form === 'function' && typeof Form.prototype.submit === 'function') {
    var submit = Form.prototype.submit;
    Form.prototype.submit = function () {
      try { fire.call(this, new Custom(formSubmitEvent, { bubbles: true })); }
      catch (e) { /* the form is sent all the same */ }
      return submit.apply(this, arguments);
    };
  }
  var Request = window.XMLHttpRequest;
  if (typeof Request === 'function') {
    var open = Request.prototype.open, setHeader = Request.prototype.setRequestHeader, tokens = new WeakMap();
    var events = ['readystatechange', 'progress', 'load', 'loadend'];
    Request.prototype.setRequestHeader = function (name, value) {
      if (String(name).toLowerCase() === 'x-usertoken' && hasToken(String(value))) { tokens.set(this, true); }
      return setHeader.apply(this, arguments);
    };
    Request.prototype.open = function (method, url) {
      var request = this, state = { holding: false, replaying: false };
      tokens.delete(request);
      if (sameOrigin(url)) {
        var hold_ = function (event) {
          if (state.replaying) { return; }
          if (!state.holding && request.readyState >= 2 && request.status !== 0
              && refused(request.status, request.getResponseHeader('X-Is-Logged-In'))) {
            state.holding = true;
            report(request.status, request.getResponseHeader('X-Is-Logged-In'), tokens.has(request));
            holdBack(function () {
              state.replaying = true;
              fire.call(request, new Event('readystatechange'));
              ['load', 'loadend'].forEach(function (type) { fire.call(request, new ProgressEvent(type)); });
              state.replaying = false;
            });
          }
          if (state.holding) { event.stopImmediatePropagation(); }
        };
        events.forEach(function (type) { request.addEventListener(type, hold_); });
      }
      return open.apply(this, arguments);
    };
  }
}

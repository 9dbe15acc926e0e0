function userInputListener(handlerName, intervalMilliseconds) {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  if (!handler) { return; }
  var post = handler.postMessage.bind(handler);
  var now = Date.now;
  var last = { key: -Infinity, pointer: -Infinity };
  function listen(type, kind) {
    window.addEventListener(type, function (event) {
      if (event.isTrusted !== true) { return; }
      var time = now();
      if (time - last[kind] < intervalMilliseconds) { return; }
      last[kind] = time;
      post(kind);
    }, true);
  }
  listen('keydown', 'key');
  listen('pointerdown', 'pointer');
}

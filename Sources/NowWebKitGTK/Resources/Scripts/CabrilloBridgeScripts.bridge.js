function cabrilloBridge(origins, handlerName, postEvent, replyEvent) {
  'use strict';
  var origin = window.location.origin;
  if (origins.indexOf(origin) < 0) { return; }
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  if (!handler) { return; }
  var random = new Uint32Array(4);
  window.crypto.getRandomValues(random);
  var name = 'f' + Array.prototype.map.call(random, function (n) { return n.toString(36); }).join('');
  var doc = document;
  doc.addEventListener(postEvent, function (event) {
    if (typeof event.detail !== 'string') { return; }
    handler.postMessage({ frame: name, origin: origin, message: event.detail });
  });
  var bridge = Object.freeze({
    name: name,
    deliver: function (path, argument) {
      var detail = JSON.stringify({ path: path, argument: argument });
      doc.dispatchEvent(new CustomEvent(replyEvent, { detail: detail }));
    }
  });
  Object.defineProperty(window, '__nowwebBridge', { value: bridge });
}

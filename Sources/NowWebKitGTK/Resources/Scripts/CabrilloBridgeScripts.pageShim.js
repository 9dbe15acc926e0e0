function cabrilloPageShim(origins, names, postEvent, replyEvent) {
  'use strict';
  var origins = origins, names = names;
  if (origins.indexOf(window.location.origin) < 0) { return; }
  var stringify = JSON.stringify, parse = JSON.parse, Custom = CustomEvent, doc = document;
  var fire = EventTarget.prototype.dispatchEvent, handlers = {};
  names.forEach(function (name) {
    handlers[name] = Object.freeze({
      postMessage: function (body) {
        var text = stringify(body === undefined ? null : body);
        var detail = stringify({ handler: name, body: text === undefined ? 'null' : text });
        fire.call(doc, new Custom(postEvent, { detail: detail }));
      }
    });
  });
  var namespace = Object.freeze({ messageHandlers: Object.freeze(handlers) });
  Object.defineProperty(window, 'webkit', { value: namespace, configurable: true, enumerable: false });
  doc.addEventListener(replyEvent, function (event) {
    var reply = parse(event.detail), owner = window, fn = window;
    for (var i = 0; i < reply.path.length; i++) {
      owner = fn; fn = fn[reply.path[i]];
      if (fn === undefined || fn === null) { return; }
    }
    if (typeof fn === 'function') { fn.call(owner, reply.argument); }
  });
}

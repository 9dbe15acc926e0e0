function frameOriginListener(handlerName) {
  'use strict';
  if (window === window.top) { return; }
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  if (handler) { handler.postMessage(String(window.location.origin)); }
}

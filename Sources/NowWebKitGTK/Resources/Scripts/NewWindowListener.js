function newWindowListener(handlerName, openerHandlerName, openEvent) {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  var openerHandler = handlers && handlers[openerHandlerName];
  if (!handler || !openerHandler) { return; }
  var Anchor = HTMLAnchorElement, Area = HTMLAreaElement;
  var sameWindow = ['', '_self', '_top', '_parent'];
  document.addEventListener(openEvent, function (event) {
    var detail = event.detail;
    if (typeof detail !== 'string') { return; }
    if (detail.indexOf('opener ') === 0) { openerHandler.postMessage(detail.slice(7)); }
    else { handler.postMessage(detail); }
  });
  window.addEventListener('click', function (event) {
    if (event.defaultPrevented) { return; }
    var path = event.composedPath(), link = null;
    for (var i = 0; i < path.length; i++) {
      if (path[i] instanceof Anchor || path[i] instanceof Area) { link = path[i]; break; }
    }
    if (!link || !link.hasAttribute('href') || link.hasAttribute('download')) { return; }
    if (link.protocol !== 'http:' && link.protocol !== 'https:') { return; }
    var target = link.getAttribute('target');
    if (target === null || target === '') {
      var base = document.querySelector('base[target]');
      target = base ? base.getAttribute('target') : '';
    }
    if (sameWindow.indexOf(String(target).toLowerCase()) >= 0) { return; }
    handler.postMessage(String(link.href));
  }, false);
}

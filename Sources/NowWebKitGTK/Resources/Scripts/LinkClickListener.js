function linkClickListener(handlerName) {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers[handlerName];
  if (!handler) { return; }
  var Anchor = HTMLAnchorElement, Area = HTMLAreaElement;
  var sameFrame = ['', '_self', '_top'];
  function followedLink(event) {
    var path = event.composedPath();
    for (var i = 0; i < path.length; i++) {
      var node = path[i];
      if (node instanceof Anchor || node instanceof Area) {
        return node.hasAttribute('href') ? node : null;
      }
    }
    return null;
  }
  window.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0) { return; }
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) { return; }
    var link = followedLink(event);
    if (!link || link.hasAttribute('download')) { return; }
    if (link.protocol !== 'http:' && link.protocol !== 'https:') { return; }
    var target = link.getAttribute('target');
    if (target === null || target === '') {
      var base = document.querySelector('base[target]');
      target = base ? base.getAttribute('target') : '';
    }
    if (sameFrame.indexOf(String(target).toLowerCase()) < 0) { return; }
    handler.postMessage(String(link.href));
  }, false);
}

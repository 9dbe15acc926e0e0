function newWindowPageShim(openEvent) {
  'use strict';
  var open = window.open, fire = EventTarget.prototype.dispatchEvent, Custom = CustomEvent;
  var Address = URL, doc = document;
  var test = RegExp.prototype.test, severs = /(^|[\s,])(noopener|noreferrer)([\s,=]|$)/i;
  window.open = function (url, name, features) {
    try {
      var href = new Address(url === undefined ? '' : String(url), doc.baseURI).href;
      var keeps = !test.call(severs, features === undefined ? '' : String(features));
      fire.call(doc, new Custom(openEvent, { detail: (keeps ? 'opener ' : '') + href }));
    } catch (e) {}
    return open.apply(this, arguments);
  };
}

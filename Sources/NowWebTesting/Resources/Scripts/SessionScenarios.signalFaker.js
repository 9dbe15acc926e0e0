// A foreign login page's script that fakes every in-page signal the session watch knows: the page's event, and
// a message to the watch's handler as if from the top frame. Then it tells the test it is done.
for (var i = 0; i < 50; i++) {
  document.dispatchEvent(new CustomEvent('nowweb-session-signal',
    { detail: JSON.stringify({ status: 401, loggedIn: 'false' }) }));
  try {
    window.webkit.messageHandlers.nowwebSessionWatch.postMessage(JSON.stringify(
      { kind: 'refused', status: 401, top: true, origin: parent.location.origin, href: location.href }));
  } catch (e) {}
}
fetch('/hostile-done');

// Dispatches the page's session signal `times` times, each a refused request (401) with `loggedIn` as the
// instance's `X-Is-Logged-In` (null: no header).
function signalFlood(loggedIn, times) {
  for (var i = 0; i < times; i++) {
    document.dispatchEvent(new CustomEvent('nowweb-session-signal',
      { detail: JSON.stringify({ status: 401, loggedIn: loggedIn }) }));
  }
  return null;
}

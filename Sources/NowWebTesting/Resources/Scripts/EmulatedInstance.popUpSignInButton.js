function popUpSignInButton(expected, origin, target, opensAtOnce) {
  var popup = null;
  function open() { popup = window.open(target, 'idp', 'popup,width=480,height=640'); }
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !popup || event.source !== popup || !data
        || data.type !== 'nowweb-idp' || data.state !== expected) { return; }
    document.getElementById('idp-result').textContent = 'signed in as ' + String(data.user);
  });
  document.getElementById('sign-in-popup').addEventListener('click', function () { open(); });
  if (opensAtOnce) { open(); }
}

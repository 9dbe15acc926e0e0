function emulatedInstanceJSONForm(hostId, inShadow, endpoint, token) {
  'use strict';
  // A form that saves itself as JSON with the session's `X-UserToken`: a Service Portal widget (in the document), or
  // a Next Experience record form (its fields in an open shadow root). Its Save button is no submit button: the
  // widget posts with `fetch`, as the portal's and the workspace's forms do, and writes the answer into `#status`.
  var host = document.getElementById(hostId);
  if (!host) { return; }
  var root = host;
  if (inShadow) {
    root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<label for="short_description">Short description</label>' +
      '<input type="text" id="short_description" name="short_description" value="">' +
      '<label for="comments">Comments</label><textarea id="comments" name="comments"></textarea>' +
      '<label for="u_pin">PIN</label><input type="password" id="u_pin" name="u_pin" value="">' +
      '<button type="button" id="save">Save</button><p id="status"></p>';
  }
  // The form's modified flag, set by a field's `change` event.
  root.addEventListener('change', function () { host.setAttribute('data-modified', 'true'); });
  root.querySelector('#save').addEventListener('click', function () {
    var body = {};
    ['short_description', 'comments', 'u_pin'].forEach(function (id) { body[id] = root.querySelector('#' + id).value; });
    fetch(endpoint, {
      method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-UserToken': token }, body: JSON.stringify(body)
    }).then(function (response) {
      root.querySelector('#status').textContent = response.ok ? 'Saved' : 'Not saved: ' + response.status;
    });
  });
}

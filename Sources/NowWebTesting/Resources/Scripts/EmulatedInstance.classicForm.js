function emulatedInstanceClassicForm(formId, displayId, valueId, users) {
  'use strict';
  var form = document.getElementById(formId);
  var display = document.getElementById(displayId), value = document.getElementById(valueId);
  if (!form || !display || !value) { return; }
  // The reference field: the sys_id of the user whose name the visible input holds goes into the hidden input, as
  // the instance's auto-completer does when a name is picked.
  function pick() {
    var name = display.value.trim().toLowerCase();
    value.value = Object.prototype.hasOwnProperty.call(users, name) ? users[name] : '';
  }
  display.addEventListener('input', pick);
  display.addEventListener('change', pick);
  // The form's modified flag, as the classic form keeps it: set by a field's `change` event.
  form.addEventListener('change', function () { form.setAttribute('data-modified', 'true'); });
}

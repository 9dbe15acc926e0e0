function submitLater(formID, milliseconds) {
  setTimeout(function () { document.getElementById(formID).submit(); }, milliseconds);
}

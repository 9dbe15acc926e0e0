function assignLater(path, milliseconds) {
  setTimeout(function () { location.assign(path); }, milliseconds);
}

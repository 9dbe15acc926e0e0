// Clicks the page's `#export` button when its parent posts the message "export".
window.addEventListener('message', function (event) {
  if (event.data === 'export') { document.getElementById('export').click(); }
});

// Adds a sandboxed frame (scripts and pop-ups allowed, top navigation not) showing `source`, and asks it to
// open `popUp` in a new window; `window.frameOpened` turns true when the frame says it did.
function sandboxedOpener(source, popUp) {
  var frame = document.createElement('iframe');
  frame.sandbox = 'allow-scripts allow-popups';
  frame.src = source;
  addEventListener('message', function (event) {
    if (event.data === 'opened') { window.frameOpened = true; }
  });
  frame.onload = function () { frame.contentWindow.postMessage(popUp, '*'); };
  document.body.appendChild(frame);
  return null;
}

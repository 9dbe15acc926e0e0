// Adds a frame showing `source` to the top page.
function addFrame(source) {
  var frame = document.createElement('iframe');
  frame.src = source;
  document.body.appendChild(frame);
  return 'added';
}

// Clicks the element `selector` names in the classic shell's `gsft_main` frame, once the frame's document has
// one: the frame may still be loading when the top page reports its load finished.
function frameClick(selector) {
  var frame = document.getElementById('gsft_main');
  function click() {
    var element = frame.contentDocument && frame.contentDocument.querySelector(selector);
    if (element) { element.click(); }
    return !!element;
  }
  if (!click()) { frame.addEventListener('load', click, { once: true }); }
  return 'clicked';
}

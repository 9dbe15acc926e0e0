function clickLink(path) {
  var links = document.querySelectorAll('a[href]'), link = null;
  for (var i = 0; i < links.length; i++) {
    if (links[i].getAttribute('href').indexOf(path) === 0) { link = links[i]; break; }
  }
  if (!link) { return 'none'; }
  link.click();
  return 'clicked';
}

(function () {
  requestAnimationFrame(function () {
    var frame = performance.now();
    setTimeout(function () {
      var paint = performance.getEntriesByName("first-contentful-paint")[0];
      window.__nowwebFirstFrame = JSON.stringify({
        origin: performance.timeOrigin,
        frame: performance.timeOrigin + frame,
        painted: performance.timeOrigin + performance.now(),
        paint: paint ? paint.startTime : null
      });
    }, 0);
  });
})();

function cabrilloDelivery(name, path) {
  return function (argument) {
    function find(w) {
      try {
        var bridge = w.__nowwebBridge;
        if (bridge && (!name || bridge.name === name)) { return bridge; }
        if (!name) { return null; }
      } catch (e) { return null; }
      for (var i = 0; i < w.frames.length; i++) {
        var found = find(w.frames[i]);
        if (found) { return found; }
      }
      return null;
    }
    var bridge = find(window);
    if (!bridge) { return false; }
    bridge.deliver(path, argument);
    return true;
  };
}

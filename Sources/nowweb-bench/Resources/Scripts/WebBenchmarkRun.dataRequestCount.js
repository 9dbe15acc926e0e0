String((window.__nowwebPageLog || []).filter(function (e) { return e.kind === 'request' && e.ok; }).length);

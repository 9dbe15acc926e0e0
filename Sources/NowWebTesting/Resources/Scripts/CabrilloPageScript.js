(function (window) {
  'use strict';
  var PACKAGE = 'com.servicenow.cabrillo.';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var nativeHost = !!(handlers && handlers[PACKAGE + 'camera.getBarcode']);
  var nextCallId = 0, open = {}, buttonSets = {}, nextButtonSet = 0;
  var log = { posted: [], called: [], settled: [], taps: [] };
  function has(name) { return nativeHost && !!handlers[PACKAGE + name]; }
  function post(name, options) {
    if (!has(name)) { return false; }
    log.posted.push(name);
    handlers[PACKAGE + name].postMessage({ options: options });
    return true;
  }
  function call(name, options) {
    return new Promise(function (resolve, reject) {
      if (!has(name)) { reject('Missing method: ' + PACKAGE + name); return; }
      var callId = nextCallId++;
      open[callId] = { name: name, resolve: resolve };
      log.called.push(name);
      handlers[PACKAGE + name].postMessage({
        callbackName: 'snmCabrillo.receiveMethod', callbackContext: { callId: callId }, options: options
      });
    });
  }
  function receiveMethod(data) {
    var callId = data && data.callbackContext ? data.callbackContext.callId : undefined;
    var pending = open[callId];
    if (!pending) { return; }
    delete open[callId];
    log.settled.push({
      method: pending.name, callId: callId, results: data.results, error: data.error || null
    });
    pending.resolve(data);
  }
  function setButtons(name, className, buttons, execute) {
    var id = nextButtonSet++;
    buttonSets[className] = { id: id, execute: execute };
    var payloads = (buttons || []).map(function (button, index) {
      var payload = {
        title: button.title, buttonId: button.buttonId, enabled: true,
        callbackName: 'snmCabrillo.viewLayout.executeCallback',
        callbackContext: { id: id, className: className, payloadId: index }
      };
      payload.callbackScript = payload.callbackName + '(' + JSON.stringify(payload) + ')';
      return payload;
    });
    return call(name, { buttons: payloads });
  }
  function executeCallback(payload) {
    var context = payload && payload.callbackContext;
    var set = context && buttonSets[context.className];
    if (!set || set.id !== context.id) { return; }
    log.taps.push(context.payloadId);
    set.execute(context.payloadId);
  }
  var cabrillo = {
    isNative: function () { return nativeHost; },
    receiveMethod: receiveMethod,
    log: log,
    flowControl: {
      flowEnded: function (flowName) { return call('flowControl.flowEnded', { flowName: flowName }); }
    },
    navigation: {
      goBack: function () { return post('navigation.goBack'); },
      goto: function (uri, params) {
        params = params || {};
        return post('navigation.goto', {
          uri: uri, table: params.table, sysId: params.sysId, query: params.query, view: params.view
        });
      }
    },
    geolocation: {
      getCurrentLocation: function () {
        return call('geolocation.getCurrentLocation').then(function (d) { return d.results; });
      }
    },
    viewLayout: {
      setTitle: function (title) { post('viewLayout.setTitle', { title: title }); },
      getTitle: function () { return call('viewLayout.getTitle').then(function (d) { return d.results; }); },
      setNavigationBarButtons: function (buttons, execute) {
        return setButtons(
          'viewLayout.setNavigationBarButtons', 'registerNavigationBarButtons', buttons, execute);
      },
      setBottomButtons: function (buttons, execute) {
        return setButtons('viewLayout.setBottomButtons', 'registerBottomButtons', buttons, execute);
      },
      executeCallback: executeCallback
    },
    modal: {
      presentModal: function (title, url, closeButtonStyle, modalPresentationStyle) {
        return call('modal.presentModal', {
          title: title, url: url, closeButtonStyle: closeButtonStyle || null,
          modalPresentationStyle: modalPresentationStyle || null
        }).then(function (d) { return d.results; });
      },
      dismissModal: function (data, redirect) {
        return call('modal.dismissModal', { results: { results: data, redirect: redirect } });
      }
    },
    camera: {
      getBarcode: function () { return call('camera.getBarcode').then(function (d) { return d.results; }); }
    },
    attachments: {
      addFile: function (table, sysId, params, options) {
        return call('attachments.addFile', attachmentOptions(table, sysId, params, options))
          .then(function (d) { return d.results; });
      },
      addFiles: function (table, sysId, params, options) {
        var sent = attachmentOptions(table, sysId, params, options);
        sent.isSingleSelection = !!(options && options.isSingleSelection);
        return call('attachments.addFiles', sent).then(function (d) { return d.results; });
      },
      viewFile: function (attachment) {
        return call('attachments.viewFile', { attachment: attachment }).then(function (d) { return d.results; });
      }
    }
  };
  // The Attachment API's upload of raw bytes for the record, unless the caller names another apiPath.
  function attachmentOptions(table, sysId, params, options) {
    options = options || {};
    return {
      apiPath: options.apiPath || ('/api/now/attachment/file?table_name=' + encodeURIComponent(table) +
        '&table_sys_id=' + encodeURIComponent(sysId)),
      params: params || {}, uploadParamName: 'attachFile', accept: options.accept,
      sourceRect: options.sourceRect, maxWidth: options.maxWidth, maxHeight: options.maxHeight,
      jpgQuality: options.jpgQuality
    };
  }
  window.snmCabrillo = cabrillo;
  window.cabrillo = cabrillo;
  var query = new URLSearchParams(window.location.search);
  var action = query.get('cabrillo');
  if (!action) { return; }
  window.addEventListener('load', function () {
    var flow = query.get('flow') || 'emulator';
    switch (action) {
      case 'flowEnded': cabrillo.flowControl.flowEnded(flow); break;
      case 'goBack': cabrillo.navigation.goBack(); break;
      case 'title': cabrillo.viewLayout.setTitle(query.get('title') || 'Emulated page'); break;
      case 'buttons':
        cabrillo.viewLayout.setBottomButtons([{ title: 'Order', buttonId: 'order' }], function () {
          cabrillo.flowControl.flowEnded(flow);
        });
        break;
      case 'catalog':
        cabrillo.viewLayout.setTitle('Order a laptop');
        cabrillo.viewLayout.setNavigationBarButtons([{ title: 'Help', buttonId: 'help' }], function () {});
        cabrillo.viewLayout.setBottomButtons([{ title: 'Order', buttonId: 'order' }], function () {
          cabrillo.flowControl.flowEnded(flow);
        });
        break;
      case 'goto':
        cabrillo.navigation.goto(query.get('uri'), { table: query.get('table'), sysId: query.get('sysId') });
        break;
      case 'location': cabrillo.geolocation.getCurrentLocation(); break;
      case 'barcode': cabrillo.camera.getBarcode(); break;
      default: break;
    }
  });
})(window);

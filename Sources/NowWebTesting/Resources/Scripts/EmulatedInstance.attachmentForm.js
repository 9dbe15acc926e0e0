function attachmentForm(record) {
  'use strict';
  var table = 'incident';
  function upload(file) {
    var url = '/api/now/attachment/file?table_name=' + table + '&table_sys_id=' + record +
      '&file_name=' + encodeURIComponent(file.name);
    return fetch(url, {
      method: 'POST', credentials: 'same-origin', body: file,
      headers: {
        'X-UserToken': window.g_ck, 'Accept': 'application/json',
        'Content-Type': file.type || 'application/octet-stream'
      }
    }).then(function (response) { return response.json(); });
  }
  document.getElementById('file').addEventListener('change', function (event) {
    var files = Array.prototype.slice.call(event.target.files);
    Promise.all(files.map(upload)).then(function (answers) {
      document.getElementById('result').textContent = JSON.stringify(answers);
    }, function (error) {
      document.getElementById('result').textContent = 'error: ' + error;
    });
  });
  document.getElementById('cabrillo-add').addEventListener('click', function () {
    window.snmCabrillo.attachments.addFile(table, record, null, {}).then(function (attachment) {
      document.getElementById('cabrillo-result').textContent = JSON.stringify(attachment);
    });
  });
}

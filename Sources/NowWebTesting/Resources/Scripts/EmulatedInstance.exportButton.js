// Saves `csv` as the file `name` (a `blob:` URL with `download`) when the page's `#export` button is clicked.
function exportButton(name, csv) {
  document.getElementById('export').addEventListener('click', function () {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  });
}

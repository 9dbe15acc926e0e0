import Foundation
import NowInternal

// Exports a page makes: a CSV as a `blob:` URL saved with `<a download>`, by the instance's page and by a
// third-party widget framed in it.
extension EmulatedInstance {
    /// The instance page's export: its `#export` button saves ``InstanceEmulator/exportCSV`` as `incidents.csv`;
    /// the `#widget` frame is the foreign host's ``InstanceEmulator/exportWidgetPath``.
    var exportPage: String {
        let widget = addresses.current.foreign.absoluteString + InstanceEmulator.exportWidgetPath
        return """
            <main><h1>Incidents</h1><button id="export" type="button">Export CSV</button>
            <iframe id="widget" title="Widget" src="\(widget.htmlEscaped)"></iframe></main>
            \(Self.exportScript(name: "incidents.csv", csv: InstanceEmulator.exportCSV))
            """
    }

    /// The foreign widget: its `#export` button, or a `"export"` message from its parent, saves
    /// ``InstanceEmulator/foreignExportCSV`` as `widget.csv`.
    static var exportWidget: String {
        """
        <!DOCTYPE html><html><head><title>Widget</title></head><body>
        <button id="export" type="button">Export</button>
        \(exportScript(name: "widget.csv", csv: InstanceEmulator.foreignExportCSV))
        <script>window.addEventListener('message', function (event) {
        if (event.data === 'export') { document.getElementById('export').click(); } });</script></body></html>
        """
    }

    private static func exportScript(name: String, csv: String) -> String {
        // The CSVs are this file's constants: quotes and backslashes never occur in them.
        let literal = "'" + csv.replacingOccurrences(of: "\n", with: "\\n") + "'"
        return """
            <script>document.getElementById('export').addEventListener('click', function () {
            var a = document.createElement('a');
            a.href = URL.createObjectURL(new Blob([\(literal)], { type: 'text/csv' }));
            a.download = '\(name)';
            document.body.appendChild(a); a.click(); a.remove(); });</script>
            """
    }
}

extension InstanceEmulator {
    /// A page of the instance whose `#export` button saves ``exportCSV`` as `incidents.csv` (a `blob:` URL
    /// with `download`), framing the foreign host's ``exportWidgetPath``.
    public static let exportPagePath = "/nowweb_export.do"
    /// The foreign host's widget that saves ``foreignExportCSV`` as `widget.csv` when its `#export` button is
    /// clicked or its parent posts it the message `"export"`.
    public static let exportWidgetPath = "/nowweb_export_widget"
    /// The CSV the instance's export page makes.
    public static let exportCSV = "number,short_description\nINC0010001,Printer out of toner\n"
    /// The CSV the foreign widget makes.
    public static let foreignExportCSV = "secret,exfiltrated\n1,2\n"
}

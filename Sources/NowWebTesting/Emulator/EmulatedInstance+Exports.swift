import Foundation
import NowInternal
import NowWeb

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
        <script>\(exportOnMessageScript.source)</script></body></html>
        """
    }

    /// Saves a CSV when the `#export` button is clicked (`Resources/Scripts/EmulatedInstance.exportButton.js`),
    /// loaded once.
    private static let exportButtonScript = JavaScriptResource.required("EmulatedInstance.exportButton", in: .module)
    /// Clicks `#export` at the parent's message (`Resources/Scripts/EmulatedInstance.exportOnMessage.js`), loaded
    /// once.
    private static let exportOnMessageScript = JavaScriptResource.required(
        "EmulatedInstance.exportOnMessage", in: .module)

    private static func exportScript(name: String, csv: String) -> String {
        "<script>\(exportButtonScript.call(.string(name), .string(csv)))</script>"
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

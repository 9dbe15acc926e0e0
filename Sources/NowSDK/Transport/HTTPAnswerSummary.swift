import Foundation
import NowInternal

/// A short, safe description of what a request to the instance got back: status, type, and what the body holds.
///
/// The body is the instance's (or another server's) text, so only a bounded, printable excerpt of a known
/// field (an error message, an HTML title, JSON key names) is kept, redirect targets lose their query, and any
/// secret the server echoes back (the bearer token) is cut out.
package enum HTTPAnswerSummary {
    package static func describe(_ response: NowHTTPResponse, secrets: [String] = []) -> String {
        secrets.filter { !$0.isEmpty }.reduce(summary(response)) { text, secret in
            text.replacingOccurrences(of: secret, with: "<redacted>")
        }
    }

    private static func summary(_ response: NowHTTPResponse) -> String {
        var text = "HTTP \(response.statusCode)"
        if let type = response.header("Content-Type")?.split(separator: ";").first {
            text += " (\(clean(String(type), limit: 60)))"
        }
        if (300..<400).contains(response.statusCode) {
            let target = response.header("Location").flatMap { URL(string: $0) }.map(Redaction.url) ?? "nowhere"
            return text + " redirecting to \(clean(target, limit: 120))"
        }
        return text + ": " + body(response.body)
    }

    private static func body(_ body: Data) -> String {
        if body.isEmpty { return "empty body" }
        guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            let text = String(decoding: body.prefix(8192), as: UTF8.self)
            if let title = htmlTitle(text) { return "an HTML page titled \"\(clean(title, limit: 80))\"" }
            return "\(body.count) bytes that are not JSON"
        }
        guard let object = json as? [String: Any] else { return "JSON that is not an object" }
        if let error = object["error"] as? [String: Any], let message = error["message"] as? String {
            return "error \"\(clean(message, limit: 120))\""
        }
        let shape = "not a boolean \"enabled\" with an \"sdk\" object"
        if let result = object["result"] as? [String: Any] {
            return "JSON whose result has [\(keys(result))], \(shape)"
        }
        return "JSON with [\(keys(object))], \(shape)"
    }

    private static func keys(_ object: [String: Any]) -> String {
        object.keys.sorted().prefix(8).map { clean($0, limit: 30) }.joined(separator: ", ")
    }

    package static func htmlTitle(_ html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
            let end = html[open.upperBound...].range(of: ">"),
            let close = html[end.upperBound...].range(of: "</title", options: .caseInsensitive)
        else { return nil }
        let title = html[end.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? nil : title
    }

    /// Printable characters only, at most `limit` of them.
    package static func clean(_ text: String, limit: Int) -> String {
        let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        return printable.count > limit ? String(printable.prefix(limit)) + "…" : printable
    }
}

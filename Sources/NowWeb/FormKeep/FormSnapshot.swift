import Foundation

/// The values a page's fields held, as ``FormKeep``'s script read them: checked for shape and limits, never
/// printed (its description says how many fields it holds, nothing of their values).
package struct FormSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// The page it was read from (``FormKeep/pageKey(of:)``).
    package let page: String
    /// How many fields it holds.
    package let fieldCount: Int
    /// Whether the page had more than the limits let in (``FormKeep/maximumFields``, ``FormKeep/maximumBytes``).
    package let isOverLimit: Bool
    /// The snapshot as the script gave it, handed back to it for the restore.
    package let value: JSONValue

    /// The snapshot in `text`, or `nil` when it is too long, not the script's shape, or holds more fields than
    /// the limit.
    package init?(json text: String) {
        guard text.utf8.count <= FormKeep.maximumMessageLength, let value = try? JSONValue(parsing: text) else {
            return nil
        }
        self.init(value)
    }

    /// The snapshot `value` holds, or `nil` (see ``init(json:)``).
    package init?(_ value: JSONValue) {
        guard let page = value["page"]?.stringValue, case .array(let fields)? = value["fields"],
            fields.count <= FormKeep.maximumFields,
            fields.allSatisfy({ field in
                field["k"]?.stringValue != nil && field["f"]?.stringValue != nil && field["s"]?.stringValue != nil
            })
        else { return nil }
        let documents = (value["docs"]?.arrayValue ?? []).prefix(FormKeep.maximumFields).compactMap { document in
            document["f"]?.stringValue.flatMap { frame in document["u"]?.stringValue.map { Document(frame, $0) } }
        }
        self.init(page: page, fields: fields, isOverLimit: value["over"]?.boolValue ?? false, documents: documents)
    }

    private init(page: String, fields: [JSONValue], isOverLimit: Bool, documents: [Document]) {
        self.page = page
        fieldCount = fields.count
        self.isOverLimit = isOverLimit
        self.documents = Set(documents)
        value = .object(["page": .string(page), "fields": .array(fields)])
    }

    /// A document a read walked: the path of its frame from the top document and its page (``FormKeep/pageKey(of:)``).
    private struct Document: Hashable, Sendable {
        let frame: String
        let page: String
        init(_ frame: String, _ page: String) { (self.frame, self.page) = (frame, page) }
    }

    /// The documents the read walked (older scripts' snapshots name none).
    private let documents: Set<Document>

    /// This read, made when an expiry was detected, completed by `submitted`, the read a form's submission made of the
    /// same page shortly before: what this read found wins, as it holds what the user typed after sending; a field
    /// of a document this read no longer found as it was (a frame that shows the login page now, a frame gone) comes
    /// from `submitted`. Of another page, `submitted` is ignored. Within ``FormKeep/maximumFields`` and
    /// ``FormKeep/maximumBytes``: a field of `submitted` that does not fit is left out, and the result says it is
    /// over the limit.
    package func completed(by submitted: FormSnapshot) -> FormSnapshot {
        guard submitted.page == page, case .array(var fields)? = value["fields"],
            case .array(let older)? = submitted.value["fields"]
        else { return self }
        let encoder = JSONEncoder()
        var bytes = fields.reduce(0) { $0 + ((try? encoder.encode($1).count) ?? FormKeep.maximumBytes) }
        var isOverLimit = isOverLimit
        for field in older {
            guard let frame = field["f"]?.stringValue, let page = field["u"]?.stringValue,
                !documents.contains(Document(frame, page))
            else { continue }
            let size = (try? encoder.encode(field).count) ?? FormKeep.maximumBytes
            guard fields.count < FormKeep.maximumFields, bytes + size <= FormKeep.maximumBytes else {
                isOverLimit = true
                continue
            }
            bytes += size
            fields.append(field)
        }
        return FormSnapshot(page: page, fields: fields, isOverLimit: isOverLimit, documents: Array(documents))
    }

    /// Says how many fields it holds, never what they hold.
    package var description: String { "FormSnapshot(\(fieldCount) fields\(isOverLimit ? ", over the limit" : ""))" }
}

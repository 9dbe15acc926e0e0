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
        self.page = page
        fieldCount = fields.count
        isOverLimit = value["over"]?.boolValue ?? false
        self.value = .object(["page": .string(page), "fields": .array(fields)])
    }

    /// Says how many fields it holds, never what they hold.
    package var description: String { "FormSnapshot(\(fieldCount) fields\(isOverLimit ? ", over the limit" : ""))" }
}

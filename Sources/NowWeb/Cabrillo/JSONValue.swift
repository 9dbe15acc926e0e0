import Foundation

/// A JSON value, as a page sends it through the bridge and as a reply carries it back.
public enum JSONValue: Sendable, Equatable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Parses `text` as one JSON value (fragments such as `"x"` or `1` included).
    ///
    /// Arrays and objects may nest 32 deep: deeper text is refused before it is decoded, so that no text, from a
    /// page or a server, can exhaust the stack of the thread that parses it.
    ///
    /// - Throws: `DecodingError` when `text` is not JSON or nests arrays and objects more than 32 deep.
    public init(parsing text: String) throws {
        guard PageJSON.nests(text.utf8, atMost: PageJSON.Limits.depth) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The JSON nests arrays and objects more than \(PageJSON.Limits.depth) deep."))
        }
        self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as JSON text that is also a valid JavaScript expression, keys sorted.
    ///
    /// JSON allows U+2028 and U+2029 raw inside strings; older JavaScript engines end a line there, so both are
    /// escaped. `</` is escaped too, so the text can sit inside an HTML `<script>` element.
    package var javaScriptLiteral: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Non-finite numbers have no JSON form; the value is built from parsed JSON or our own strings.
        let data = (try? encoder.encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
            .replacingOccurrences(of: "</", with: "<\\/")
    }

    /// The member `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The boolean, if the value is one.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The number, if the value is one.
    public var numberValue: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }
}

extension JSONValue {
    /// `text` as a JavaScript string literal, for a script the package writes.
    package static func javaScriptLiteral(_ text: String) -> String { JSONValue.string(text).javaScriptLiteral }

    /// `texts` as a JavaScript array literal of strings, for a script the package writes.
    package static func javaScriptLiteral(_ texts: [String]) -> String {
        JSONValue.array(texts.map(JSONValue.string)).javaScriptLiteral
    }
}

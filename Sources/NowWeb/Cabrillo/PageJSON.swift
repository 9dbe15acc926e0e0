import Foundation

/// The bounds every value a page sends through the bridge is held to, and the engine-neutral decision whether a
/// value an engine hands over (WebKit's `WKScriptMessage.body`) can become JSON.
///
/// The same ``Limits`` hold through every envelope: when an engine converts a message's body
/// (``foundationObject(_:)``), when JSON text is parsed (``JSONValue/init(parsing:)`` checks the nesting before
/// it decodes), and when a body that arrives as a JSON string holding the envelope is parsed again
/// (``CabrilloCall``, which checks the result with ``fits(_:)``). Every conversion is total: a value beyond the
/// bounds, or one JSON cannot hold (`NaN`, an infinity), is refused, never trapped on.
package enum PageJSON {
    /// How much of a page's message is read: a message is a few options, so anything beyond these bounds is dropped
    /// unread rather than converted on the main thread.
    package enum Limits {
        /// Most arrays and objects open at once (32): a value sits inside at most this many.
        package static let depth = 32
        /// Most values (strings, numbers, array elements, object members) in one message.
        package static let values = 10_000
        /// Most UTF-8 bytes of strings and keys in one message.
        package static let textBytes = 1 << 20
        /// Most UTF-8 bytes of a message's JSON text: ``textBytes`` of strings, each byte escaped in at most six,
        /// and ``values`` values with their punctuation.
        package static let bodyBytes = 6 * textBytes + 32 * values
    }

    /// What is left of the limits while a value is walked.
    private struct Budget {
        var values = Limits.values
        var textBytes = Limits.textBytes

        /// Spends one value and `bytes` of text; `false` when that goes beyond the limits.
        mutating func spend(bytes: Int = 0) -> Bool {
            values -= 1
            textBytes -= bytes
            return values >= 0 && textBytes >= 0
        }
    }

    /// `value`, as an engine hands a page's message over, copied into objects `JSONSerialization` can write, or
    /// `nil` when it is not JSON or goes beyond ``Limits``.
    ///
    /// A number must be finite: JSON has no `NaN` or infinity, and Darwin's `JSONSerialization` raises an
    /// Objective-C exception (which Swift cannot catch) for one. A date (which JSON lacks) becomes its seconds since
    /// 1970, as WebKit's `Date` arrives; an invalid date is refused like `NaN`. An element that is not JSON (a
    /// function, say) becomes `null`, as `JSON.stringify` makes it in an array. Numbers keep their own object, so
    /// that a boolean WebKit hands over as an `NSNumber` stays a boolean.
    ///
    /// - Parameter value: What the engine handed over.
    /// - Returns: The copy, or `nil` when the value is refused.
    package static func foundationObject(_ value: Any) -> Any? {
        var budget = Budget()
        return convert(value, depth: 0, budget: &budget) ?? nil
    }

    /// Whether `value`, parsed from a page's JSON text, is within ``Limits``: nesting, values and text bytes.
    package static func fits(_ value: JSONValue) -> Bool {
        var budget = Budget()
        return fits(value, depth: 0, budget: &budget)
    }

    /// Whether `bytes`, as JSON text, opens at most `limit` arrays and objects at once. One pass, no recursion:
    /// the check that keeps a recursive decoder within a small stack. Brackets inside strings do not count; a
    /// closing bracket with none open is no JSON.
    package static func nests(_ bytes: some Sequence<UInt8>, atMost limit: Int) -> Bool {
        var open = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open += 1
                guard open <= limit else { return false }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open > 0 else { return false }
                open -= 1
            default: break
            }
        }
        return true
    }

    /// The copy of `value`: `nil` when refused, `.some(nil)` when it is not JSON (`null` in a container).
    private static func convert(_ value: Any, depth: Int, budget: inout Budget) -> Any?? {
        switch value {
        case let date as Date:
            let seconds = date.timeIntervalSince1970
            return budget.spend() && seconds.isFinite ? .some(seconds) : nil
        case let string as String:
            return budget.spend(bytes: string.utf8.count) ? .some(string) : nil
        case let array as [Any]:
            guard budget.spend(), depth < Limits.depth else { return nil }
            var copy: [Any] = []
            copy.reserveCapacity(min(array.count, max(budget.values, 0)))
            for element in array {
                guard let converted = convert(element, depth: depth + 1, budget: &budget) else { return nil }
                copy.append(converted ?? NSNull())
            }
            return .some(copy)
        case let dictionary as [String: Any]:
            guard budget.spend(), depth < Limits.depth else { return nil }
            var copy: [String: Any] = [:]
            for (key, element) in dictionary {
                budget.textBytes -= key.utf8.count
                guard let converted = convert(element, depth: depth + 1, budget: &budget) else { return nil }
                copy[key] = converted ?? NSNull()
            }
            return .some(copy)
        case let number as Double: return budget.spend() && number.isFinite ? .some(value) : nil
        case let number as Float: return budget.spend() && number.isFinite ? .some(value) : nil
        case let number as NSNumber: return budget.spend() && number.doubleValue.isFinite ? .some(value) : nil
        case is NSNull, is Bool, is Int: return budget.spend() ? .some(value) : nil
        default: return budget.spend() ? .some(nil) : nil
        }
    }

    private static func fits(_ value: JSONValue, depth: Int, budget: inout Budget) -> Bool {
        switch value {
        case .null, .bool: return budget.spend()
        case .number(let number): return budget.spend() && number.isFinite
        case .string(let string): return budget.spend(bytes: string.utf8.count)
        case .array(let elements):
            guard budget.spend(), depth < Limits.depth else { return false }
            return elements.allSatisfy { fits($0, depth: depth + 1, budget: &budget) }
        case .object(let members):
            guard budget.spend(), depth < Limits.depth else { return false }
            return members.allSatisfy { key, member in
                budget.textBytes -= key.utf8.count
                return fits(member, depth: depth + 1, budget: &budget)
            }
        }
    }
}

import Foundation
import Testing

@testable import NowWeb

/// The bounds a page's values are held to, and the engine-neutral decision whether a value an engine hands over
/// can become JSON.
@Suite struct PageJSONTests {
    @Test(arguments: [
        Double.nan, .infinity, -.infinity, .signalingNaN,
    ])
    func nonFiniteNumbersAreRefusedBeforeFoundationSeesThem(_ number: Double) {
        let values: [Any] = [
            number, NSNumber(value: number), Float(number), ["a": number], [1, number],
            ["a": ["b": NSNumber(value: number)]], Date(timeIntervalSince1970: number),
        ]
        for value in values {
            #expect(PageJSON.foundationObject(value) == nil, "\(value)")
            #expect(WebKitMapping.json(value) == nil, "\(value)")
        }
    }

    @Test func finiteNumbersAndBooleansKeepTheirKind() throws {
        #expect(
            WebKitMapping.json(["n": NSNumber(value: 2.5), "b": NSNumber(value: true), "i": 7])
                == #"{"b":true,"i":7,"n":2.5}"#)
        #expect(WebKitMapping.json([Double.greatestFiniteMagnitude, -0.0, Float(1.5)]) != nil)
        let object = try #require(PageJSON.foundationObject(["f": { () in }, "d": Date(timeIntervalSince1970: 5)]))
        #expect(JSONSerialization.isValidJSONObject(object))
        #expect(WebKitMapping.json(["f": { () in }, "d": Date(timeIntervalSince1970: 5)]) == #"{"d":5,"f":null}"#)
    }

    @Test func nestingIsCountedOutsideStringsOnly() {
        let limit = PageJSON.Limits.depth
        #expect(PageJSON.nests(nestedObjects(depth: limit).utf8, atMost: limit))
        #expect(!PageJSON.nests(nestedObjects(depth: limit + 1).utf8, atMost: limit))
        let bracketsInAString = #"{"a":"[[[[{{{{\"[[[[","b":[]}"#
        #expect(PageJSON.nests(bracketsInAString.utf8, atMost: 2))
        #expect(!PageJSON.nests(#"{"a":"\\"}[[["#.utf8, atMost: 2), "an escaped backslash ends the string")
        #expect(!PageJSON.nests("]][[".utf8, atMost: 2), "a closing bracket with none open")
    }

    @Test func parsingRefusesTextNestedBeyondTheLimitBeforeDecoding() async throws {
        #expect(try JSONValue(parsing: nestedObjects(depth: PageJSON.Limits.depth)) != .null)
        #expect(throws: DecodingError.self) { try JSONValue(parsing: nestedObjects(depth: PageJSON.Limits.depth + 1)) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let parsed = await onSmallStack { (try? JSONValue(parsing: deep)) != nil }
        #expect(!parsed)
    }

    @Test func parsedValuesAreCheckedAgainstTheLimits() {
        #expect(PageJSON.fits(.array(Array(repeating: .number(1), count: PageJSON.Limits.values - 1))))
        #expect(!PageJSON.fits(.array(Array(repeating: .number(1), count: PageJSON.Limits.values))))
        #expect(!PageJSON.fits(.object([String(repeating: "k", count: PageJSON.Limits.textBytes + 1): .null])))
        #expect(!PageJSON.fits(.array([.number(.nan)])))
        var deep = JSONValue.null
        for _ in 0..<1_000 { deep = .array([deep]) }
        #expect(!PageJSON.fits(deep))
    }
}

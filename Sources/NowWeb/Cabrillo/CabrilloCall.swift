import Foundation

/// One message a page sent through the Cabrillo bridge, parsed from its envelope.
///
/// A *post* is `{options}` and wants no answer. A *call* is `{callbackName, callbackContext, options}` and must
/// be answered with `reply(results:error:)`, or the page's promise never settles.
public struct CabrilloCall: Sendable, Equatable {
    /// The function every call's answer goes to. A page's own `callbackName` is never used: it would let any
    /// frame that can post have the answer run as any global function of the frame that gets it.
    package static let defaultCallbackName = "snmCabrillo.receiveMethod"

    /// The method called.
    public var method: CabrilloMethod
    /// The `options` the page passed; `.null` when it passed none.
    public var options: JSONValue
    /// For a call, the function that receives the answer (always ``defaultCallbackName`` for a parsed
    /// message); `nil` for a post.
    package var callbackName: String?
    /// For a call, the context to echo in the answer (it holds the page's `callId`).
    package var callbackContext: JSONValue?

    /// Makes a call of `method` with `options`, as a page's would arrive (to test an app's own handler).
    ///
    /// - Parameters:
    ///   - method: The method called.
    ///   - options: The call's options.
    public init(method: CabrilloMethod, options: JSONValue = .object([:])) {
        self.init(method: method, options: options, callbackName: nil, callbackContext: nil)
    }

    /// Makes a call from its parts.
    package init(method: CabrilloMethod, options: JSONValue, callbackName: String?, callbackContext: JSONValue?) {
        self.method = method
        self.options = options
        self.callbackName = callbackName
        self.callbackContext = callbackContext
    }

    /// Parses the message a page posted to a Cabrillo handler.
    ///
    /// The limits of ``PageJSON/Limits`` hold through both envelopes: the body's text is bounded before it is
    /// parsed, every parse checks the nesting first, and the envelope a string held is checked again once parsed.
    ///
    /// - Throws: ``CabrilloError/unknownHandler(_:)`` when the handler is not a Cabrillo method,
    ///   ``CabrilloError/malformedEnvelope(_:)`` when the body is not a JSON object within ``PageJSON/Limits``
    ///   (Android pages send the object as a JSON string, which is accepted too).
    package init(_ message: ScriptMessage) throws(CabrilloError) {
        guard let method = CabrilloMethod(handlerName: message.handlerName) else {
            throw .unknownHandler(message.handlerName)
        }
        guard message.body.utf8.count <= PageJSON.Limits.bodyBytes,
            var envelope = try? JSONValue(parsing: message.body)
        else { throw .malformedEnvelope("the body is not JSON within the message limits") }
        if case .string(let text) = envelope {
            guard let inner = try? JSONValue(parsing: text) else {
                throw .malformedEnvelope("the body's string is not JSON within the message limits")
            }
            envelope = inner
        }
        guard PageJSON.fits(envelope) else { throw .malformedEnvelope("the body is beyond the message limits") }
        guard case .object(let members) = envelope else {
            throw .malformedEnvelope("the body is not an object")
        }
        let context = members["callbackContext"]
        let isCall = context != nil || members["callbackName"] != nil
        self.init(
            method: method,
            options: members["options"] ?? .null,
            callbackName: isCall ? Self.defaultCallbackName : nil,
            callbackContext: isCall ? context ?? .object([:]) : nil
        )
    }

    /// Whether the page waits for an answer.
    package var expectsReply: Bool { callbackName != nil }

    /// The answer to a call: `callbackName({callbackContext, results, error?})`; `nil` for a post.
    ///
    /// The page's `receiveMethod` always resolves the promise with this object, so an error travels inside it.
    package func reply(results: JSONValue = .null, error: CabrilloError? = nil) -> ScriptCallback? {
        guard let callbackName else { return nil }
        var payload: [String: JSONValue] = ["callbackContext": callbackContext ?? .object([:]), "results": results]
        if let error {
            payload["error"] = .object(["status": .number(Double(error.status)), "message": .string(error.message)])
        }
        return ScriptCallback(functionPath: callbackName, argument: .object(payload))
    }
}

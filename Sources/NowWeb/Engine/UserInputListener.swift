import Foundation

/// The listener that tells an engine the user is working in the page: trusted key and pointer input, for
/// ``WebEngineEvent/userInteracted(isKey:)``.
///
/// It runs in an isolated script world the page can neither see nor change, in every frame (a classic form
/// lives in the `gsft_main` frame), and listens on `window` in the capture phase, so a page handler that stops
/// an event's propagation cannot hide it. It reports `keydown` and `pointerdown` only when `event.isTrusted`:
/// input the platform delivered, which no page script can forge (`dispatchEvent` makes untrusted events). It
/// posts `"key"` or `"pointer"`, at most once per ``throttleInterval`` for each, to ``handlerName``, registered in
/// that world alone, so a page script cannot post to it either. An engine turns a message into an event with
/// ``event(forMessage:)``; what the message says beyond its kind is never read.
package enum UserInputListener {
    /// The message handler, registered in the engine's isolated world only.
    package static let handlerName = "nowwebUserInput"
    /// The shortest time between two reports of the same kind: one per keystroke would flood the engine's
    /// channel, and the session needs to know of work, not of each key.
    package static let throttleInterval: Duration = .seconds(2)

    /// The listener's source (`Resources/Scripts/UserInputListener.js`, loaded once), to inject at document start
    /// into every frame, in the engine's isolated world.
    package static let source = JavaScriptResource.required("UserInputListener", in: .module).call(
        .string(handlerName), .number(Double(throttleInterval.components.seconds * 1000)))

    /// The event a message of the listener stands for, `nil` for anything but `"key"` or `"pointer"`.
    package static func event(forMessage body: String) -> WebEngineEvent? {
        switch body {
        case "key": .userInteracted(isKey: true)
        case "pointer": .userInteracted(isKey: false)
        default: nil
        }
    }
}

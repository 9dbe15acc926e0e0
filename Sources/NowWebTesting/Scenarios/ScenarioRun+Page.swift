import Foundation
import NowWeb

extension ScenarioRun {
    /// A condition a scenario polled for did not hold in time.
    package struct NotInTime: Error, CustomStringConvertible {
        /// What the scenario waited for.
        package let what: String
        /// How long it waited.
        package let patience: Duration

        package var description: String { "\(what) did not happen within \(patience)" }
    }

    /// Reads `read` until `ready` holds for its value: for what a page's own script does, which no engine event
    /// marks the end of (its data requests, its log).
    ///
    /// - Throws: ``NotInTime`` when `ready` did not hold within `patience`.
    package func poll<Value>(
        _ what: String, patience: Duration = .seconds(20), _ read: @MainActor () async throws -> Value,
        until ready: (Value) -> Bool
    ) async throws -> Value {
        let deadline = ContinuousClock.now + patience
        var value = try await read()
        while !ready(value) {
            guard ContinuousClock.now < deadline else { throw NotInTime(what: what, patience: patience) }
            try await Task.sleep(for: .milliseconds(50))
            value = try await read()
        }
        return value
    }

    /// Reads the page's log of its own requests (`window.__nowwebPageLog`; in `window`, a frame's window by an
    /// expression, the top document's by default) until `ready` holds for it.
    ///
    /// - Throws: ``NotInTime`` when `ready` did not hold within `patience`.
    package func pollPageLog(
        _ what: String, in page: Page, window: String = "window", patience: Duration = .seconds(20),
        until ready: ([[String: Any]]) -> Bool
    ) async throws -> [[String: Any]] {
        try await poll(
            what, patience: patience, { try await jsonObjects("\(window).__nowwebPageLog || []", in: page) },
            until: ready)
    }

    /// The JSON array of objects the page's script returns for `expression`; empty when there is none.
    package func jsonObjects(_ expression: String, in page: Page) async throws -> [[String: Any]] {
        let text = try await page.controller.webEngine.evaluateJavaScript("JSON.stringify(\(expression))") ?? "[]"
        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
    }
}

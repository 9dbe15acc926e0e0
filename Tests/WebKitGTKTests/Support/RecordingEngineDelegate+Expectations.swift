#if WebKitGTK
    import Foundation
    import NowWeb
    import NowWebTesting
    import Testing

    extension RecordingEngineDelegate {
        /// Waits for the next event (from now on) that `matches`; records an issue listing the events so far
        /// when none came within `patience` or the test was cancelled (its time limit).
        func nextOrIssue(
            patience: Duration = .seconds(40), sourceLocation: SourceLocation = #_sourceLocation,
            _ matches: @escaping (WebEngineEvent) -> Bool
        ) async -> WebEngineEvent? {
            let event = await next(patience: patience, matches)
            if event == nil {
                Issue.record(
                    "no such event within \(patience); events so far: \(events)", sourceLocation: sourceLocation)
            }
            return event
        }

        /// Waits for the main frame to finish or fail, recording an issue when it does not.
        func settledOrIssue(sourceLocation: SourceLocation = #_sourceLocation) async -> WebEngineEvent? {
            await nextOrIssue(sourceLocation: sourceLocation) {
                switch $0 {
                case .finished, .failed: true
                default: false
                }
            }
        }

        /// Waits for the main frame to settle and records an issue, with every event so far, unless it
        /// settled as `expected`.
        func expectSettled(_ expected: WebEngineEvent, sourceLocation: SourceLocation = #_sourceLocation) async {
            let event = await settledOrIssue(sourceLocation: sourceLocation)
            #expect(event == expected, "events so far: \(events)", sourceLocation: sourceLocation)
        }
    }

    extension WebEngineEvent {
        /// Whether the event is a load failing as cancelled.
        var isCancellation: Bool {
            if case .failed(_, .cancelled) = self { true } else { false }
        }
    }
#endif

extension AsyncStream {
    /// A stream and its continuation, as `AsyncStream.makeStream(of:bufferingPolicy:)` makes them, for code that
    /// also builds against the iOS 16 SDK's standard library, which lacks that function.
    ///
    /// - Parameters:
    ///   - elementType: The stream's element type.
    ///   - bufferingPolicy: How many elements the stream keeps for a slow reader. Default: all.
    /// - Returns: The stream and the continuation that feeds it.
    package static func pair(
        of elementType: Element.Type = Element.self, bufferingPolicy: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: AsyncStream, continuation: Continuation) {
        var made: Continuation?
        // The build closure runs before the initialiser returns.
        let stream = AsyncStream(elementType, bufferingPolicy: bufferingPolicy) { made = $0 }
        guard let made else { preconditionFailure("AsyncStream did not hand over its continuation") }
        return (stream, made)
    }
}
